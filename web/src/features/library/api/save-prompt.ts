import { useMutation } from '@tanstack/react-query';

import { announceProgress } from '@/lib/app-events';
import { graphql } from '@/lib/gql';
import type { SavePromptInputGql } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

import { useLibraryChanged } from './use-library-changed';

export const SavePromptDocument = graphql(`
  mutation SavePrompt($input: SavePromptInputGql!) {
    savePrompt(input: $input) {
      ...SavedPromptFields
    }
  }
`);

/**
 * Saves a prompt (by default into "SUPER Prompts"). Free: 15 prompts in all, into one of the
 * 3 open folders; beyond that PLAN_LIMIT with the server's message.
 */
export async function savePrompt(input: SavePromptInputGql) {
  const data = await request(
    SavePromptDocument,
    { input },
    { feature: 'library', component: 'SaveToLibrary' },
  );
  return data.savePrompt;
}

export function useSavePrompt() {
  const changed = useLibraryChanged();
  return useMutation({
    mutationFn: savePrompt,
    onSuccess: async () => {
      announceProgress('save');
      await changed();
    },
  });
}
