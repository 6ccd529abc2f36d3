import { useMutation } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { VerifyEmailMutationVariables } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';
import { useCompleteSignIn } from '@/lib/session';

export const VerifyEmailMutation = graphql(`
  mutation VerifyEmail($email: String!, $code: String!) {
    verifyEmail(email: $email, code: $code) {
      accessToken
      expiresAt
      user {
        ...SessionUserFields
      }
    }
  }
`);

export type VerifyEmailInput = VerifyEmailMutationVariables;

export async function verifyEmail(input: VerifyEmailInput) {
  const data = await request(VerifyEmailMutation, input, {
    feature: 'auth',
    component: 'VerifyEmailForm',
  });
  return data.verifyEmail;
}

/** Verifying the code also signs the user in. */
export function useVerifyEmail() {
  const completeSignIn = useCompleteSignIn();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: (payload) => completeSignIn(payload),
  });
}
