import { useMutation } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

import { useLibraryChanged } from './use-library-changed';

export const DeleteFolderDocument = graphql(`
  mutation DeleteFolder($id: ID!, $deletePrompts: Boolean!) {
    deleteFolder(id: $id, deletePrompts: $deletePrompts)
  }
`);

/**
 * A folder that still holds prompts is CONFLICT unless `deletePrompts` confirms it: ask the
 * user first, then send again with `deletePrompts: true`.
 */
export async function deleteFolder(input: { id: string; deletePrompts: boolean }) {
  const data = await request(DeleteFolderDocument, input, {
    feature: 'library',
    component: 'FolderSidebar',
  });
  return data.deleteFolder;
}

export function useDeleteFolder() {
  const changed = useLibraryChanged();
  return useMutation({ mutationFn: deleteFolder, onSuccess: changed });
}
