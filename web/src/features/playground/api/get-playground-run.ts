import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

import type { PlaygroundRun } from './get-playground-runs';
import { playgroundKeys } from './keys';

export const PlaygroundRunDocument = graphql(`
  query PlaygroundRun($id: ID!) {
    playgroundRun(id: $id) {
      ...PlaygroundRunFields
    }
  }
`);

/** One of the caller's finished runs (NOT_FOUND for another user's, or one not finished). */
export async function getPlaygroundRun(id: string, signal?: AbortSignal) {
  const data = await request(
    PlaygroundRunDocument,
    { id },
    { feature: 'playground', component: 'RunViewer', signal },
  );
  return data.playgroundRun;
}

export function playgroundRunQueryOptions(id: string, initialData?: PlaygroundRun) {
  return queryOptions({
    queryKey: playgroundKeys.run(id),
    queryFn: ({ signal }) => getPlaygroundRun(id, signal),
    // A run from the history list is complete already: show it at once, check it once.
    initialData,
    initialDataUpdatedAt: initialData ? 0 : undefined,
  });
}

/** A reopened run: the history's copy at once (when given), then the server's. */
export function usePlaygroundRun(id: string, initialData?: PlaygroundRun) {
  return useQuery(playgroundRunQueryOptions(id, initialData));
}
