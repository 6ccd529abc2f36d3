import { useMutation, useQueryClient } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

import { settingsKeys } from './keys';

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * Changes the password with the current one. The server signs out every other session of the
 * user (this one stays signed in) and mails them a notice.
 */
export async function changePassword(input: ChangePasswordInput): Promise<boolean> {
  const data = await request(ChangePasswordDocument, input, {
    feature: 'settings',
    component: 'ChangePasswordForm',
  });
  return data.changePassword;
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The other devices were signed out: the list shows only this one now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.signedInDevices }),
  });
}
