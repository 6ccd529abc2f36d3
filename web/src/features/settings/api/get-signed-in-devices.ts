import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { SignedInDeviceFieldsFragment } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

import { settingsKeys } from './keys';

export const SignedInDeviceFieldsFragmentDoc = graphql(`
  fragment SignedInDeviceFields on SignedInDevice {
    id
    client
    label
    signedInAt
    lastActiveAt
    current
  }
`);

export const SignedInDevicesDocument = graphql(`
  query SignedInDevices {
    signedInDevices {
      ...SignedInDeviceFields
    }
  }
`);

export type SignedInDevice = SignedInDeviceFieldsFragment;

/** The user's live sessions (browsers and the extension), the most recently active first. */
export async function getSignedInDevices(signal?: AbortSignal): Promise<SignedInDevice[]> {
  const data = await request(
    SignedInDevicesDocument,
    {},
    { feature: 'settings', component: 'SignedInDevicesSection', signal },
  );
  return data.signedInDevices;
}

export function signedInDevicesQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.signedInDevices,
    queryFn: ({ signal }) => getSignedInDevices(signal),
  });
}

export function useSignedInDevices() {
  return useQuery(signedInDevicesQueryOptions());
}
