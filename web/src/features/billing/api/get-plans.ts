import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { PlansQuery as PlansQueryResult } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

export const PlansQuery = graphql(`
  query Plans {
    plans {
      ...PlanOfferFields
    }
    billingMode
  }
`);

export const plansQueryKey = ['plans'] as const;

/**
 * The plan catalogue in display order (public): the only source of prices and features; and
 * how this server sells plans (TEST, STRIPE, or OFF when checkout is unavailable).
 */
export async function getPlans(signal?: AbortSignal) {
  return request(PlansQuery, {}, { feature: 'billing', component: 'PricingPlans', signal });
}

export type PlanOffer = PlansQueryResult['plans'][number];
export type BillingMode = PlansQueryResult['billingMode'];

export function plansQueryOptions() {
  return queryOptions({
    queryKey: plansQueryKey,
    queryFn: ({ signal }) => getPlans(signal),
    // The catalogue changes with a deploy, not while a page is open.
    staleTime: 60 * 60 * 1000,
  });
}

export function usePlans() {
  return useQuery({ ...plansQueryOptions(), select: (data) => data.plans });
}

/** How this server sells plans; undefined until known (or if the query failed). */
export function useBillingMode(): BillingMode | undefined {
  return useQuery({ ...plansQueryOptions(), select: (data) => data.billingMode }).data;
}
