import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

export const SupportIdentityQuery = graphql(`
  query SupportIdentity {
    supportIdentity {
      identifier
      name
      email
      createdAt
      identifierHash
    }
  }
`);

/**
 * The signed-in user as the support chat should know them, with the identity hash the server
 * computed (the secret never reaches the browser); null when there is no support chat.
 */
export async function getSupportIdentity(signal?: AbortSignal) {
  const data = await request(
    SupportIdentityQuery,
    {},
    { feature: 'support', component: 'SupportChat', signal },
  );
  return data.supportIdentity;
}

export type SupportIdentity = NonNullable<Awaited<ReturnType<typeof getSupportIdentity>>>;

/**
 * Keyed by the user, so one user's identity can never be handed to the next one signing in
 * in this tab (it also goes with the other signed-in queries on sign-out).
 */
export function supportIdentityQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['supportIdentity', userId] as const,
    queryFn: ({ signal }) => getSupportIdentity(signal),
    staleTime: Infinity,
  });
}

export function useSupportIdentity({ userId }: { userId: string | null }) {
  return useQuery({
    ...supportIdentityQueryOptions(userId ?? ''),
    enabled: userId !== null,
  });
}
