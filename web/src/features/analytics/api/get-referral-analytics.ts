import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { AnalyticsPeriod } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

export const ReferralAnalyticsQuery = graphql(`
  query ReferralAnalytics($period: AnalyticsPeriod, $code: String) {
    referralAnalytics(period: $period, code: $code) {
      period
      code
      codes
      generatedAt
      summary {
        totalSignups
        paidConversions
        threeDayPassPurchases
        activeSubscriptions
        cancelledSubscriptions
        conversionRate
        totalRevenue
        averageTimeToConversion
        conversionRateTone
        averageTimeToConversionTone
      }
      codeStats {
        code
        totalSignups
        paidConversions
        threeDayPasses
        cancellations
        reactivations
        activeUsers
        revenue
        conversionRate
        churnRate
        reactivationRate
        averageRevenuePerUser
        averageTimeToConversion
        recentSignups
        quickConversions
        conversionVelocity
        conversionRateTone
        averageTimeToConversionTone
        churnRateTone
      }
      trend {
        date
        signups
        conversions
      }
    }
  }
`);

export interface ReferralFilters {
  period: AnalyticsPeriod;
  /** null: All Referral Codes. */
  code: string | null;
}

export async function getReferralAnalytics(filters: ReferralFilters, signal?: AbortSignal) {
  const data = await request(
    ReferralAnalyticsQuery,
    { period: filters.period, code: filters.code },
    { feature: 'analytics', component: 'ReferralTab', signal },
  );
  return data.referralAnalytics;
}

export type ReferralAnalytics = Awaited<ReturnType<typeof getReferralAnalytics>>;
export type ReferralCodeStats = ReferralAnalytics['codeStats'][number];

export const referralAnalyticsQueryKey = (filters: ReferralFilters) =>
  ['analytics', 'referral', filters.period, filters.code] as const;

export function referralAnalyticsQueryOptions(filters: ReferralFilters) {
  return queryOptions({
    queryKey: referralAnalyticsQueryKey(filters),
    queryFn: ({ signal }) => getReferralAnalytics(filters, signal),
    // Changing a filter keeps the last answer on screen (dimmed) until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useReferralAnalytics(filters: ReferralFilters) {
  return useQuery(referralAnalyticsQueryOptions(filters));
}
