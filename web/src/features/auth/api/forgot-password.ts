import { useMutation } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

export const ForgotPasswordMutation = graphql(`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email)
  }
`);

/** Always resolves true for a well-formed email: the server does not reveal who has an account. */
export async function forgotPassword(email: string) {
  const data = await request(
    ForgotPasswordMutation,
    { email },
    { feature: 'auth', component: 'ForgotPasswordForm' },
  );
  return data.forgotPassword;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
