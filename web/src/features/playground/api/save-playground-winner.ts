import { useMutation, useQueryClient } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { PlaygroundVariant } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

import { playgroundKeys } from './keys';
import { storeRun } from './run-cache';

export const SavePlaygroundWinnerDocument = graphql(`
  mutation SavePlaygroundWinner(
    $runId: ID!
    $variant: PlaygroundVariant
    $promptId: ID
    $title: String
  ) {
    savePlaygroundWinner(runId: $runId, variant: $variant, promptId: $promptId, title: $title) {
      run {
        ...PlaygroundRunFields
      }
      prompt {
        id
        title
        text
      }
    }
  }
`);

export interface SaveWinnerInput {
  runId: string;
  /** Null: the judge's winner (BAD_USER_INPUT `field: "variant"` when there is none). */
  variant: PlaygroundVariant | null;
  /** A new prompt's title, when the run did not start from a library prompt. */
  title: string | null;
}

/**
 * Keeps the winning prompt in the library: a new version of the prompt the run started from,
 * else a new prompt titled `title`.
 */
export async function savePlaygroundWinner(input: SaveWinnerInput) {
  const data = await request(
    SavePlaygroundWinnerDocument,
    { runId: input.runId, variant: input.variant, promptId: null, title: input.title },
    { feature: 'playground', component: 'KeepWinner' },
  );
  return data.savePlaygroundWinner;
}

export function useSavePlaygroundWinner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlaygroundWinner,
    onSuccess: ({ run }) => {
      storeRun(queryClient, run);
      // The library picker shows the saved prompt (or its new text) next time.
      void queryClient.invalidateQueries({ queryKey: playgroundKeys.library });
    },
  });
}
