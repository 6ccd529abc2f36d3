import { useMutation } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

import { useLibraryChanged } from './use-library-changed';

export const RenameFolderDocument = graphql(`
  mutation RenameFolder($id: ID!, $name: String!) {
    renameFolder(id: $id, name: $name) {
      ...FolderFields
    }
  }
`);

/** Not for the default folders; a name in use is CONFLICT. */
export async function renameFolder(input: { id: string; name: string }) {
  const data = await request(
    RenameFolderDocument,
    { id: input.id, name: input.name.trim() },
    { feature: 'library', component: 'FolderSidebar' },
  );
  return data.renameFolder;
}

export function useRenameFolder() {
  const changed = useLibraryChanged();
  return useMutation({ mutationFn: renameFolder, onSuccess: changed });
}
