import { useMutation } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { LibraryExportFormat } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

export const ExportLibraryDocument = graphql(`
  query ExportLibrary($format: LibraryExportFormat!) {
    exportLibrary(format: $format)
  }
`);

/** The whole library as JSON (to import again) or Markdown (to read). */
export async function exportLibrary(format: LibraryExportFormat) {
  const data = await request(
    ExportLibraryDocument,
    { format },
    { feature: 'library', component: 'ImportExport' },
  );
  return data.exportLibrary;
}

/** A query run on demand (a button), so it is used as a mutation: never cached. */
export function useExportLibrary() {
  return useMutation({ mutationFn: exportLibrary });
}
