import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { PlanName } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

export const ContextGeniePlanLimitsQuery = graphql(`
  query ContextGeniePlanLimits {
    planLimits {
      plan
      contextGenies
    }
  }
`);

export const contextGeniePlanLimitsQueryKey = ['planLimits', 'contextGenies'] as const;

/** How many Context Genies each plan keeps (public; null is unlimited), from the server's rules. */
export async function getContextGeniePlanLimits(signal?: AbortSignal) {
  const data = await request(
    ContextGeniePlanLimitsQuery,
    {},
    { feature: 'dashboard', component: 'ContextGenies', signal },
  );
  return data.planLimits;
}

export function contextGeniePlanLimitsQueryOptions() {
  return queryOptions({
    queryKey: contextGeniePlanLimitsQueryKey,
    queryFn: ({ signal }) => getContextGeniePlanLimits(signal),
    // The limits change with a deploy, not while a page is open.
    staleTime: 60 * 60 * 1000,
  });
}

/**
 * The plan's Context Genie allowance: a number, null when the plan has no limit, undefined
 * until the server has answered (or when it could not, or while `enabled` is false).
 */
export function useContextGenieLimit(
  plan: PlanName,
  { enabled = true }: { enabled?: boolean } = {},
): number | null | undefined {
  return useQuery({
    ...contextGeniePlanLimitsQueryOptions(),
    enabled,
    select: (limits) => limits.find((entry) => entry.plan === plan)?.contextGenies,
  }).data;
}
