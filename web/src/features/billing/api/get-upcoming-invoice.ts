import { queryOptions, useQuery } from '@tanstack/react-query';

import { isApiError } from '@/lib/errors';
import { graphql } from '@/lib/gql';
import type { UpcomingInvoiceQuery } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';
import { retryDelay, shouldRetry } from '@/lib/retry';
import { meQueryKey } from '@/lib/session';

export const UpcomingInvoiceDocument = graphql(`
  query UpcomingInvoice($customerId: String) {
    getUpcomingInvoice(customerId: $customerId) {
      amountDueCents
      currency
      nextPaymentAt
      testMode
    }
  }
`);

/** The schema's `UpcomingInvoice`: the next charge of a subscription. */
export type UpcomingInvoice = NonNullable<UpcomingInvoiceQuery['getUpcomingInvoice']>;

/**
 * Under the `me` keys: a plan bought, cancelled, reactivated or discounted reloads every `me`
 * query (`useUserChanged`), and the next invoice with them.
 */
export const upcomingInvoiceQueryKey = [...meQueryKey, 'upcomingInvoice'] as const;

/**
 * The next charge of the caller's subscription (the spec's getUpcomingInvoice), or null when
 * nothing renews. No `customerId` is sent: the server takes the caller's own. A CONFLICT or
 * NOT_FOUND answer (no subscription, no billing account) also means "no invoice".
 */
export async function getUpcomingInvoice(signal?: AbortSignal): Promise<UpcomingInvoice | null> {
  try {
    const data = await request(
      UpcomingInvoiceDocument,
      {},
      { feature: 'billing', component: 'PlanBilling', signal },
    );
    return data.getUpcomingInvoice;
  } catch (error) {
    if (isApiError(error, 'CONFLICT', 'NOT_FOUND')) return null;
    throw error;
  }
}

export function upcomingInvoiceQueryOptions() {
  return queryOptions({
    queryKey: upcomingInvoiceQueryKey,
    queryFn: ({ signal }) => getUpcomingInvoice(signal),
    retry: shouldRetry,
    retryDelay,
  });
}

export function useUpcomingInvoice({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...upcomingInvoiceQueryOptions(), enabled });
}
