import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

export const PlansQuery = graphql(`
  query Plans {
    plans {
      ...PlanOfferFields
    }
  }
`);

export const plansQueryKey = ['plans'] as const;

/** The plan catalogue in display order (public): the only source of prices and features. */
export async function getPlans(signal?: AbortSignal) {
  const data = await request(
    PlansQuery,
    {},
    { feature: 'billing', component: 'PricingPlans', signal },
  );
  return data.plans;
}

export type PlanOffer = Awaited<ReturnType<typeof getPlans>>[number];

export function plansQueryOptions() {
  return queryOptions({
    queryKey: plansQueryKey,
    queryFn: ({ signal }) => getPlans(signal),
    // The catalogue changes with a deploy, not while a page is open.
    staleTime: 60 * 60 * 1000,
  });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}
