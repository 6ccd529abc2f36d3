import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { graphql } from '@/lib/gql';
import type { ProviderKeyInput } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

import type { ProviderKey } from './get-provider-keys';
import { settingsKeys } from './keys';

export const AddProviderKeyDocument = graphql(`
  mutation AddProviderKey($input: ProviderKeyInput!) {
    addProviderKey(input: $input) {
      ...ProviderKeyFields
    }
  }
`);

/**
 * Adds a key: the server first makes a one-token call with it, so this takes as long as the
 * provider does. Refusals are BAD_USER_INPUT with `field` "name", "models", "baseUrl" or
 * "apiKey" (the key did not work: the message names the provider's status), PLAN_LIMIT (Free
 * plan, or 10 keys kept) and RATE_LIMITED (20 checks an hour).
 */
export async function addProviderKey(input: ProviderKeyInput): Promise<ProviderKey> {
  const data = await request(
    AddProviderKeyDocument,
    { input },
    { feature: 'settings', component: 'ProviderKeyForm' },
  );
  return data.addProviderKey;
}

/**
 * Not a `useMutation`: React Query keeps a mutation's variables (here the API key) in its
 * state and cache, and the key must not outlive the request. This keeps only "pending".
 */
export function useAddProviderKey() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const add = useCallback(
    async (input: ProviderKeyInput) => {
      setPending(true);
      try {
        const key = await addProviderKey(input);
        queryClient.setQueryData<ProviderKey[]>(settingsKeys.providerKeys, (keys) =>
          keys ? [...keys.filter((k) => k.id !== key.id), key] : [key],
        );
        void queryClient.invalidateQueries({ queryKey: settingsKeys.providerKeys });
        return key;
      } finally {
        setPending(false);
      }
    },
    [queryClient],
  );
  return { add, pending };
}
