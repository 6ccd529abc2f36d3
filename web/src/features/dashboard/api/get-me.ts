import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';
import { retryDelay, shouldRetry } from '@/lib/retry';
import { meQueryKey } from '@/lib/session';

export const MeQuery = graphql(`
  query Me {
    me {
      ...SessionUserFields
      quota {
        ...QuotaFields
      }
      onboardingQuestions {
        profession
      }
    }
  }
`);

export { meQueryKey };

export async function getMe(signal?: AbortSignal) {
  const data = await request(MeQuery, {}, { feature: 'dashboard', component: 'Dashboard', signal });
  return data.me;
}

export type Me = Awaited<ReturnType<typeof getMe>>;

export function meQueryOptions() {
  return queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    retry: shouldRetry,
    retryDelay,
  });
}

/** A fresh copy of the signed-in user (plan, quota, profession) for the dashboard. */
export function useMe() {
  return useQuery(meQueryOptions());
}
