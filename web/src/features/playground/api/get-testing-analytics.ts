import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { TestingAnalyticsQuery } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

import { playgroundKeys } from './keys';

export const TestingAnalyticsDocument = graphql(`
  query TestingAnalytics {
    testingAnalytics {
      overall
      anthropic
      openai
      gemini
      mistral
      amazon
      meta
      multiModel
    }
  }
`);

export type TestingCounts = TestingAnalyticsQuery['testingAnalytics'];

/** How many answers (tests) and runs the caller has, in all and per maker. */
export async function getTestingAnalytics(signal?: AbortSignal) {
  const data = await request(
    TestingAnalyticsDocument,
    {},
    { feature: 'playground', component: 'TestingSummary', signal },
  );
  return data.testingAnalytics;
}

export function testingAnalyticsQueryOptions() {
  return queryOptions({
    queryKey: playgroundKeys.testingAnalytics,
    queryFn: ({ signal }) => getTestingAnalytics(signal),
  });
}

export function useTestingAnalytics(enabled = true) {
  return useQuery({ ...testingAnalyticsQueryOptions(), enabled });
}
