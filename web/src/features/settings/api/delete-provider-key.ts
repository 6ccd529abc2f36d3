import { useMutation, useQueryClient } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

import type { ProviderKey } from './get-provider-keys';
import { settingsKeys } from './keys';

export const DeleteProviderKeyDocument = graphql(`
  mutation DeleteProviderKey($id: ID!) {
    deleteProviderKey(id: $id)
  }
`);

/** Deletes one of the user's keys (another user's is NOT_FOUND). */
export async function deleteProviderKey(id: string): Promise<boolean> {
  const data = await request(
    DeleteProviderKeyDocument,
    { id },
    { feature: 'settings', component: 'ProviderKeyList' },
  );
  return data.deleteProviderKey;
}

export function useDeleteProviderKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProviderKey,
    onSuccess: (_done, id) => {
      queryClient.setQueryData<ProviderKey[]>(settingsKeys.providerKeys, (keys) =>
        keys?.filter((k) => k.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: settingsKeys.providerKeys });
    },
  });
}
