import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

export const ChurnAnalyticsQuery = graphql(`
  query ChurnAnalytics($limit: Int!, $startDate: String, $endDate: String) {
    getChurnAnalytics(limit: $limit, startDate: $startDate, endDate: $endDate)
  }
`);

/** The spec's message when the server answers `success: false`. */
export const CHURN_FAILED = 'Failed to fetch churn data';

/** getChurnAnalytics's default (spec point 7). */
export const CHURN_LIMIT = 100;

export interface ChurnReason {
  reason: string;
  count: number;
  percentage: number;
}

export interface ChurnTrendDay {
  date: string;
  churned: number;
  churnRate: number;
}

export interface ChurnedUser {
  userId: string;
  email: string;
  churnDate: string;
  reason: string;
  daysSinceSignup: number;
  revenueImpact: number;
  planType: string | null;
  subscriptionId: string;
  customerId: string;
  cancelReason: string | null;
}

export interface ChurnData {
  totalChurned: number;
  churnRate: number;
  averageDaysToChurn: number;
  totalRevenueImpact: number;
  churnReasons: ChurnReason[];
  churnTrend: ChurnTrendDay[];
  recentChurned: ChurnedUser[];
}

interface ChurnAnswer {
  success: boolean;
  error: string | null;
  data: ChurnData | null;
}

/** Reads the JSON-string answer `{success, error, data}` (spec point 7). */
export function parseChurnAnswer(raw: string): ChurnData {
  let answer: ChurnAnswer;
  try {
    answer = JSON.parse(raw) as ChurnAnswer;
  } catch {
    throw new Error(CHURN_FAILED);
  }
  if (!answer.success || !answer.data) throw new Error(answer.error ?? CHURN_FAILED);
  return answer.data;
}

export async function getChurnAnalytics(signal?: AbortSignal) {
  const data = await request(
    ChurnAnalyticsQuery,
    { limit: CHURN_LIMIT },
    { feature: 'analytics', component: 'ChurnTab', signal },
  );
  return parseChurnAnswer(data.getChurnAnalytics);
}

export const churnAnalyticsQueryKey = ['analytics', 'churn'] as const;

export function churnAnalyticsQueryOptions() {
  return queryOptions({
    queryKey: churnAnalyticsQueryKey,
    queryFn: ({ signal }) => getChurnAnalytics(signal),
  });
}

export function useChurnAnalytics({ enabled }: { enabled: boolean }) {
  return useQuery({ ...churnAnalyticsQueryOptions(), enabled });
}
