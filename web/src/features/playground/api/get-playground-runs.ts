import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { PlaygroundRunFieldsFragment } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

import { playgroundKeys, RUNS_PAGE_SIZE } from './keys';

export const PlaygroundRunsDocument = graphql(`
  query PlaygroundRuns($first: Int!, $before: ID) {
    playgroundRuns(first: $first, before: $before) {
      ...PlaygroundRunFields
    }
  }
`);

export type PlaygroundRun = PlaygroundRunFieldsFragment;

/** One page of the caller's finished runs, newest first, older than the run `before`. */
export async function getPlaygroundRuns(before: string | null, signal?: AbortSignal) {
  const data = await request(
    PlaygroundRunsDocument,
    { first: RUNS_PAGE_SIZE, before },
    { feature: 'playground', component: 'RunHistory', signal },
  );
  return data.playgroundRuns;
}

export function playgroundRunsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: playgroundKeys.runs,
    queryFn: ({ pageParam, signal }) => getPlaygroundRuns(pageParam, signal),
    initialPageParam: null as string | null,
    // Keyset paging: the next page starts before the last run shown; a short page is the end.
    getNextPageParam: (lastPage) =>
      lastPage.length < RUNS_PAGE_SIZE ? undefined : (lastPage.at(-1)?.id ?? undefined),
  });
}

/** The history, a page at a time ("Load more"). */
export function usePlaygroundRuns() {
  return useInfiniteQuery(playgroundRunsQueryOptions());
}
