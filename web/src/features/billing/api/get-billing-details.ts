import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { BillingDetailsQuery } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';
import { retryDelay, shouldRetry } from '@/lib/retry';
import { meQueryKey } from '@/lib/session';

export const BillingDetailsDocument = graphql(`
  query BillingDetails {
    me {
      id
      discountPercentOff
      discountEndsAt
    }
  }
`);

/** The signed-in user's fields the session copy does not carry: the running discount. */
export type BillingDetails = BillingDetailsQuery['me'];

/** Under the `me` keys, so every change to the user (`useUserChanged`) reloads it. */
export const billingDetailsQueryKey = [...meQueryKey, 'billingDetails'] as const;

/** The running recovery discount (percent off and until when), which the session copy lacks. */
export async function getBillingDetails(signal?: AbortSignal) {
  const data = await request(
    BillingDetailsDocument,
    {},
    { feature: 'billing', component: 'PlanBilling', signal },
  );
  return data.me;
}

export function billingDetailsQueryOptions() {
  return queryOptions({
    queryKey: billingDetailsQueryKey,
    queryFn: ({ signal }) => getBillingDetails(signal),
    retry: shouldRetry,
    retryDelay,
  });
}

export function useBillingDetails({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...billingDetailsQueryOptions(), enabled });
}
