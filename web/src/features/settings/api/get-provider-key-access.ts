import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

import { settingsKeys } from './keys';

/**
 * Whether the plan lets the user test prompts (own keys are used only there), with the
 * server's upgrade message when it does not: asked before the form is shown, so a Free user
 * reads why instead of filling it in to be refused.
 */
export const ProviderKeyAccessDocument = graphql(`
  query ProviderKeyAccess {
    playgroundSetup {
      allowed
      upgradeMessage
    }
  }
`);

export async function getProviderKeyAccess(signal?: AbortSignal) {
  const data = await request(
    ProviderKeyAccessDocument,
    {},
    { feature: 'settings', component: 'ProviderKeysSection', signal },
  );
  return data.playgroundSetup;
}

export function providerKeyAccessQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.providerKeyAccess,
    queryFn: ({ signal }) => getProviderKeyAccess(signal),
  });
}

export function useProviderKeyAccess() {
  return useQuery(providerKeyAccessQueryOptions());
}
