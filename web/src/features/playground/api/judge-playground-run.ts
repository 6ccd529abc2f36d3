import { useMutation, useQueryClient } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

import type { PlaygroundRun } from './get-playground-runs';
import { storeRun } from './run-cache';

export const JudgePlaygroundRunDocument = graphql(`
  mutation JudgePlaygroundRun($runId: ID!, $judgeModel: String!) {
    judgePlaygroundRun(runId: $runId, judgeModel: $judgeModel) {
      ...PlaygroundRunFields
    }
  }
`);

/**
 * Asks `judgeModel` to score each model's two answers of a compared run (it sees them in a
 * random order); the run comes back with its `judgment`. BAD_USER_INPUT `field: "judgeModel"`
 * for a model the server does not offer; SERVICE_UNAVAILABLE when the judge's answer could not
 * be read.
 */
export async function judgePlaygroundRun(input: {
  runId: string;
  judgeModel: string;
}): Promise<PlaygroundRun> {
  const data = await request(JudgePlaygroundRunDocument, input, {
    feature: 'playground',
    component: 'JudgePanel',
  });
  return data.judgePlaygroundRun;
}

export function useJudgePlaygroundRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: judgePlaygroundRun,
    onSuccess: (run) => storeRun(queryClient, run),
  });
}
