import { useMutation } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

import { useLibraryChanged } from './use-library-changed';

export const MoveSavedPromptDocument = graphql(`
  mutation MoveSavedPrompt($id: ID!, $folderId: ID!) {
    moveSavedPrompt(id: $id, folderId: $folderId) {
      ...SavedPromptFields
    }
  }
`);

/** Into another open folder (a locked one is PLAN_LIMIT). */
export async function moveSavedPrompt(input: { id: string; folderId: string }) {
  const data = await request(MoveSavedPromptDocument, input, {
    feature: 'library',
    component: 'PromptList',
  });
  return data.moveSavedPrompt;
}

export function useMoveSavedPrompt() {
  const changed = useLibraryChanged();
  return useMutation({ mutationFn: moveSavedPrompt, onSuccess: changed });
}
