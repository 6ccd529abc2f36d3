import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

export const SupportWidgetQuery = graphql(`
  query SupportWidget {
    supportWidget {
      provider
      baseUrl
      websiteToken
    }
  }
`);

/** The operator's support chat (`[support]`), or null when the server has none. Public. */
export async function getSupportWidget(signal?: AbortSignal) {
  const data = await request(
    SupportWidgetQuery,
    {},
    { feature: 'support', component: 'SupportChat', signal, auth: false },
  );
  return data.supportWidget;
}

export type SupportWidget = NonNullable<Awaited<ReturnType<typeof getSupportWidget>>>;

export function supportWidgetQueryOptions() {
  return queryOptions({
    queryKey: ['supportWidget'] as const,
    queryFn: ({ signal }) => getSupportWidget(signal),
    // The configuration changes with a restart of the server, not while a page is open.
    staleTime: Infinity,
    retry: false,
  });
}

/** Asked only where the chat could show (`enabled`: a wide screen), so phones never ask. */
export function useSupportWidget({ enabled }: { enabled: boolean }) {
  return useQuery({ ...supportWidgetQueryOptions(), enabled });
}
