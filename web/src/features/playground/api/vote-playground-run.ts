import { useMutation, useQueryClient } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

import type { PlaygroundRun } from './get-playground-runs';
import { storeRun } from './run-cache';

export const VotePlaygroundRunDocument = graphql(`
  mutation VotePlaygroundRun($runId: ID!, $winner: Int, $tie: Boolean!) {
    votePlaygroundRun(runId: $runId, winner: $winner, tie: $tie) {
      ...PlaygroundRunFields
    }
  }
`);

/** A vote: the winning column's position, or a tie. */
export type PlaygroundVoteInput = { runId: string } & (
  { winner: number; tie?: false } | { winner?: null; tie: true }
);

/** Records the verdict and returns the run, with a blind run's models now revealed. */
export async function votePlaygroundRun(input: PlaygroundVoteInput): Promise<PlaygroundRun> {
  const data = await request(
    VotePlaygroundRunDocument,
    { runId: input.runId, winner: input.tie ? null : input.winner, tie: input.tie === true },
    { feature: 'playground', component: 'VoteBar' },
  );
  return data.votePlaygroundRun;
}

/** Votes, then puts the returned run into the history and the reopened run's cache. */
export function useVotePlaygroundRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: votePlaygroundRun,
    onSuccess: (run) => storeRun(queryClient, run),
  });
}
