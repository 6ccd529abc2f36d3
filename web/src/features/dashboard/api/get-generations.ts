import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

export const GenerationsQuery = graphql(`
  query Generations($limit: Int!, $offset: Int!) {
    generations(limit: $limit, offset: $offset) {
      ...GenerationFields
    }
  }
`);

export const RECENT_PROMPTS_LIMIT = 10;

/** Every cached page of history starts with this key (invalidate it after a generation). */
export const generationsQueryKey = ['generations'] as const;

export async function getGenerations(limit: number, offset: number, signal?: AbortSignal) {
  const data = await request(
    GenerationsQuery,
    { limit, offset },
    { feature: 'dashboard', component: 'RecentPrompts', signal },
  );
  return data.generations;
}

export function generationsQueryOptions(limit = RECENT_PROMPTS_LIMIT, offset = 0) {
  return queryOptions({
    queryKey: [...generationsQueryKey, { limit, offset }],
    queryFn: ({ signal }) => getGenerations(limit, offset, signal),
  });
}

/** The newest generations, newest first. */
export function useGenerations(limit = RECENT_PROMPTS_LIMIT) {
  return useQuery(generationsQueryOptions(limit));
}
