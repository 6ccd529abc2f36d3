import { queryOptions, useQuery } from '@tanstack/react-query';

import { isApiError } from '@/lib/errors';
import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';
import { retryDelay, shouldRetry } from '@/lib/retry';

export const CheckoutSessionQuery = graphql(`
  query CheckoutSession($id: ID!) {
    checkoutSession(id: $id) {
      ...CheckoutSessionFields
    }
  }
`);

export const checkoutSessionQueryKey = (id: string) => ['checkoutSession', id] as const;

/** One of the caller's checkouts; another user's (or an unknown id) is NOT_FOUND. */
export async function getCheckoutSession(id: string, signal?: AbortSignal) {
  const data = await request(
    CheckoutSessionQuery,
    { id },
    { feature: 'billing', component: 'CheckoutRoute', signal },
  );
  return data.checkoutSession;
}

export type CheckoutSession = Awaited<ReturnType<typeof getCheckoutSession>>;

export function checkoutSessionQueryOptions(id: string) {
  return queryOptions({
    queryKey: checkoutSessionQueryKey(id),
    queryFn: ({ signal }) => getCheckoutSession(id, signal),
    // An unknown checkout stays unknown: no point asking again.
    retry: (failureCount, error) =>
      !isApiError(error, 'NOT_FOUND') && shouldRetry(failureCount, error),
    retryDelay,
  });
}

export function useCheckoutSession(id: string) {
  return useQuery(checkoutSessionQueryOptions(id));
}
