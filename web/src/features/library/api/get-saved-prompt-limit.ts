import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { PlanName } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

import { libraryKeys } from './keys';

export const LibraryPlanLimitsQuery = graphql(`
  query LibraryPlanLimits {
    planLimits {
      plan
      savedPrompts
      accessibleFolders
    }
  }
`);

/** How many prompts each plan keeps (public; null is unlimited), from the server's rules. */
export async function getLibraryPlanLimits(signal?: AbortSignal) {
  const data = await request(
    LibraryPlanLimitsQuery,
    {},
    { feature: 'library', component: 'LibraryRoute', signal },
  );
  return data.planLimits;
}

export function libraryPlanLimitsQueryOptions() {
  return queryOptions({
    queryKey: libraryKeys.planLimits,
    queryFn: ({ signal }) => getLibraryPlanLimits(signal),
    // The limits change with a deploy, not while a page is open.
    staleTime: 60 * 60 * 1000,
  });
}

/**
 * The plan's saved-prompt allowance: a number, null when the plan has no limit, undefined until
 * the server has answered (or when it could not).
 */
export function useSavedPromptLimit(plan: PlanName): number | null | undefined {
  return useQuery({
    ...libraryPlanLimitsQueryOptions(),
    select: (limits) => limits.find((entry) => entry.plan === plan)?.savedPrompts,
  }).data;
}

/**
 * How many folders the plan opens (the first ones in display order): a number, null when the
 * plan opens them all, undefined until the server has answered. A new folder is the newest, so
 * on such a plan it may only be made while every folder fits in the open ones (the server
 * refuses the rest with PLAN_LIMIT).
 */
export function useFolderLimit(plan: PlanName): number | null | undefined {
  return useQuery({
    ...libraryPlanLimitsQueryOptions(),
    select: (limits) => limits.find((entry) => entry.plan === plan)?.accessibleFolders,
  }).data;
}
