import { useMutation } from '@tanstack/react-query';

import { announceProgress } from '@/lib/app-events';
import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

import { useLibraryChanged } from './use-library-changed';

export const ImportLibraryDocument = graphql(`
  mutation ImportLibrary($json: String!) {
    importLibrary(json: $json) {
      folders
      prompts
      skipped
      notes {
        folder
        prompts
        reason
        movedTo
        message
      }
    }
  }
`);

/**
 * Imports a JSON export, as much as the plan takes; `notes` says what came in differently
 * (into another folder, or left out) and why. A malformed file imports nothing.
 */
export async function importLibrary(json: string) {
  const data = await request(
    ImportLibraryDocument,
    { json },
    { feature: 'library', component: 'ImportExport' },
  );
  return data.importLibrary;
}

export function useImportLibrary() {
  const changed = useLibraryChanged();
  return useMutation({
    mutationFn: importLibrary,
    onSuccess: async () => {
      // An import saves prompts: it counts towards the saving achievements.
      announceProgress('save');
      await changed();
    },
  });
}
