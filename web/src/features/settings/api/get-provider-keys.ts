import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { ProviderKeyFieldsFragment } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

import { settingsKeys } from './keys';

export const ProviderKeyFieldsFragmentDoc = graphql(`
  fragment ProviderKeyFields on ProviderKey {
    id
    name
    vendor
    baseUrl
    models
    keyLast4
    createdAt
    checkedAt
  }
`);

export const ProviderKeysDocument = graphql(`
  query ProviderKeys {
    providerKeys {
      ...ProviderKeyFields
    }
  }
`);

export type ProviderKey = ProviderKeyFieldsFragment;

/** The signed-in user's own API keys, oldest first (the key itself never: its last four). */
export async function getProviderKeys(signal?: AbortSignal): Promise<ProviderKey[]> {
  const data = await request(
    ProviderKeysDocument,
    {},
    { feature: 'settings', component: 'ProviderKeysSection', signal },
  );
  return data.providerKeys;
}

export function providerKeysQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.providerKeys,
    queryFn: ({ signal }) => getProviderKeys(signal),
  });
}

export function useProviderKeys(enabled = true) {
  return useQuery({ ...providerKeysQueryOptions(), enabled });
}
