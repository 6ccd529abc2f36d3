import { useMutation } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

import { useLibraryChanged } from './use-library-changed';

export const DeleteSavedPromptDocument = graphql(`
  mutation DeleteSavedPrompt($id: ID!) {
    deleteSavedPrompt(id: $id)
  }
`);

/** Deletes a saved prompt and its versions. */
export async function deleteSavedPrompt(id: string) {
  const data = await request(
    DeleteSavedPromptDocument,
    { id },
    { feature: 'library', component: 'PromptList' },
  );
  return data.deleteSavedPrompt;
}

export function useDeleteSavedPrompt() {
  const changed = useLibraryChanged();
  return useMutation({ mutationFn: deleteSavedPrompt, onSuccess: changed });
}
