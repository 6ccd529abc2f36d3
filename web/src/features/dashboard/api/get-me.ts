import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';
import { retryDelay, shouldRetry } from '@/lib/retry';

export const MeQuery = graphql(`
  query Me {
    me {
      ...SessionUserFields
    }
  }
`);

export async function getMe(signal?: AbortSignal) {
  const data = await request(
    MeQuery,
    {},
    { feature: 'dashboard', component: 'AccountSummary', signal },
  );
  return data.me;
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: ['me'],
    queryFn: ({ signal }) => getMe(signal),
    retry: shouldRetry,
    retryDelay,
  });
}

/** A fresh copy of the signed-in user (plan, limits, counters) for the dashboard. */
export function useMe() {
  return useQuery(meQueryOptions());
}
