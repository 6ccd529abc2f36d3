import { useMutation, useQueryClient } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

import { playgroundKeys } from './keys';
import { removeRun } from './run-cache';

export const DeletePlaygroundRunDocument = graphql(`
  mutation DeletePlaygroundRun($runId: ID!) {
    deletePlaygroundRun(runId: $runId)
  }
`);

/** Deletes one of the caller's finished runs from their history. */
export async function deletePlaygroundRun(runId: string) {
  const data = await request(
    DeletePlaygroundRunDocument,
    { runId },
    { feature: 'playground', component: 'RunHistory' },
  );
  return data.deletePlaygroundRun;
}

export function useDeletePlaygroundRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlaygroundRun,
    onSuccess: (_deleted, runId) => {
      removeRun(queryClient, runId);
      void queryClient.invalidateQueries({ queryKey: playgroundKeys.testingAnalytics });
    },
  });
}
