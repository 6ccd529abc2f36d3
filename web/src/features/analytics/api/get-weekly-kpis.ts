import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

export const WeeklyKpisQuery = graphql(`
  query WeeklyKpis {
    weeklyKPIs {
      id
      weekKey
      weekStartDate
      weekEndDate
      weeklyActivePowerUsers
      algorithmAdoptionRate
      chromeExtensionWeeklyActiveRate
      promptLibrarySaveRate
      freeToPaidConversionIndicator
      multiLLMTestingAdoption
      sevenDayNewUserActivationRate
      monthlyChurnRate
      totalActiveUsers
      totalAlgorithmUsers
      totalExtensionUsers
      totalExtensionUninstalls
      totalPromptGenerators
      totalPromptSavers
      totalFreeLimitHitters
      totalMultiLLMTesters
      totalNewSignups
      totalActivatedNewUsers
      totalPaidUsers
      totalChurnedUsers
      aiAmplifierUsers
      primerUsers
      mastermindUsers
      freeUsers
      proUsers
      annualProUsers
      threeDayPassUsers
      createdAt
    }
  }
`);

/** Spec point 8: the KPI tab's messages. */
export const KPI_EMPTY = 'No KPI data available yet';
export const KPI_UNKNOWN_ERROR = 'Unknown error occurred while fetching KPI data';
export const KPI_DENIED = 'Access denied: You need analytics-viewers group access to view KPI data';

/** The KPI tab's error text for a failed fetch (spec point 8). */
export function kpiErrorMessage(error: unknown): string {
  if (!(error instanceof Error) || !error.message) return KPI_UNKNOWN_ERROR;
  if (/Access denied|Unauthorized/i.test(error.message)) return KPI_DENIED;
  return `Error fetching KPI data: ${error.message}`;
}

export async function getWeeklyKpis(signal?: AbortSignal) {
  const data = await request(
    WeeklyKpisQuery,
    {},
    { feature: 'analytics', component: 'KpiTab', signal },
  );
  return data.weeklyKPIs ?? null;
}

export type WeeklyKpis = NonNullable<Awaited<ReturnType<typeof getWeeklyKpis>>>;

export const weeklyKpisQueryKey = ['analytics', 'kpis'] as const;

export function weeklyKpisQueryOptions() {
  return queryOptions({
    queryKey: weeklyKpisQueryKey,
    queryFn: ({ signal }) => getWeeklyKpis(signal),
  });
}

export function useWeeklyKpis({ enabled }: { enabled: boolean }) {
  return useQuery({ ...weeklyKpisQueryOptions(), enabled });
}
