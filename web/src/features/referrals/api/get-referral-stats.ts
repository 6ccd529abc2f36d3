import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

export const ReferralStatsQuery = graphql(`
  query ReferralStats {
    referralStats {
      code
      link
      signups
      paidConversions
    }
  }
`);

/** Removed with every other signed-in query on sign-out; reloaded on sign-in. */
export const referralStatsQueryKey = ['referralStats'] as const;

/** The signed-in user's referral code and link, and how many signed up and paid through it. */
export async function getReferralStats(signal?: AbortSignal) {
  const data = await request(
    ReferralStatsQuery,
    {},
    { feature: 'referrals', component: 'ReferralWidget', signal },
  );
  return data.referralStats;
}

export type ReferralStats = Awaited<ReturnType<typeof getReferralStats>>;

export function referralStatsQueryOptions() {
  return queryOptions({
    queryKey: referralStatsQueryKey,
    queryFn: ({ signal }) => getReferralStats(signal),
    // Friends sign up and pay elsewhere: coming back to the tab shows the latest figures.
    refetchOnWindowFocus: true,
  });
}

/** Only for users in the programme (with a code); the query waits while `enabled` is false. */
export function useReferralStats({ enabled }: { enabled: boolean }) {
  return useQuery({ ...referralStatsQueryOptions(), enabled });
}
