import { useMutation } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { ResetPasswordMutationVariables } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($email: String!, $code: String!, $newPassword: String!) {
    resetPassword(email: $email, code: $code, newPassword: $newPassword)
  }
`);

export type ResetPasswordInput = ResetPasswordMutationVariables;

export async function resetPassword(input: ResetPasswordInput) {
  const data = await request(ResetPasswordMutation, input, {
    feature: 'auth',
    component: 'ResetPasswordForm',
  });
  return data.resetPassword;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
