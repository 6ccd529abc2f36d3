import { useMutation } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

import { useLibraryChanged } from './use-library-changed';

export const CreateFolderDocument = graphql(`
  mutation CreateFolder($name: String!) {
    createFolder(name: $name) {
      ...FolderFields
    }
  }
`);

/** A repeated name is CONFLICT (names are unique per user). */
export async function createFolder(name: string) {
  const data = await request(
    CreateFolderDocument,
    { name: name.trim() },
    { feature: 'library', component: 'FolderSidebar' },
  );
  return data.createFolder;
}

export function useCreateFolder() {
  const changed = useLibraryChanged();
  return useMutation({ mutationFn: createFolder, onSuccess: changed });
}
