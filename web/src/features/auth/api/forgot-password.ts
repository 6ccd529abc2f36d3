import { useMutation } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

export const ForgotPasswordMutation = graphql(`
  mutation ForgotPassword($email: String!) {
    forgotPassword(email: $email) {
      sent
      retryAfterSeconds
    }
  }
`);

/**
 * Asks for a reset code. The answer is the same whether or not an account uses the email (the
 * server does not reveal who has one); `sent` is false when one was asked for less than a
 * minute ago, and `retryAfterSeconds` says when the next may be.
 */
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
