import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

export const UserContextFields = graphql(`
  fragment UserContextFields on UserContext {
    id
    name
    content
    isActive
    createdAt
    updatedAt
  }
`);

export const UserContextsQuery = graphql(`
  query UserContexts {
    userContexts {
      ...UserContextFields
    }
  }
`);

export const userContextsQueryKey = ['userContexts'] as const;

export async function getUserContexts(signal?: AbortSignal) {
  const data = await request(
    UserContextsQuery,
    {},
    { feature: 'dashboard', component: 'ContextGenies', signal },
  );
  return data.userContexts;
}

export function userContextsQueryOptions() {
  return queryOptions({
    queryKey: userContextsQueryKey,
    queryFn: ({ signal }) => getUserContexts(signal),
  });
}

/** The user's Context Genies, the active one first. */
export function useUserContexts() {
  return useQuery(userContextsQueryOptions());
}
