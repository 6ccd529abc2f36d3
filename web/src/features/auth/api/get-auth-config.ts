import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

export const AuthConfigQuery = graphql(`
  query AuthConfig {
    authConfig {
      googleEnabled
    }
  }
`);

export async function getAuthConfig(signal?: AbortSignal) {
  const data = await request(
    AuthConfigQuery,
    {},
    { feature: 'auth', component: 'AuthConfig', signal },
  );
  return data.authConfig;
}

export function authConfigQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'config'],
    queryFn: ({ signal }) => getAuthConfig(signal),
    staleTime: Infinity,
  });
}

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions());
}
