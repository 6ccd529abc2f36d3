import { useMutation, useQueryClient } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

import type { SignedInDevice } from './get-signed-in-devices';
import { settingsKeys } from './keys';

export const EndSignedInDeviceDocument = graphql(`
  mutation EndSignedInDevice($id: ID!) {
    endSignedInDevice(id: $id)
  }
`);

/**
 * Ends one of the user's sessions: its sign-in and access tokens stop working at once (another
 * user's, or one already ended, is NOT_FOUND).
 */
export async function endSignedInDevice(id: string): Promise<boolean> {
  const data = await request(
    EndSignedInDeviceDocument,
    { id },
    { feature: 'settings', component: 'SignedInDevicesSection' },
  );
  return data.endSignedInDevice;
}

export function useEndSignedInDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSignedInDevice,
    onSuccess: (_done, id) => {
      queryClient.setQueryData<SignedInDevice[]>(settingsKeys.signedInDevices, (devices) =>
        devices?.filter((d) => d.id !== id),
      );
    },
    // Ended or not (NOT_FOUND: it was already gone), the list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.signedInDevices }),
  });
}
