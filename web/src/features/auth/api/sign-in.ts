import { useMutation } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { SignInMutationVariables } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';
import { useCompleteSignIn } from '@/lib/session';

export const SignInMutation = graphql(`
  mutation SignIn($email: String!, $password: String!, $code: String) {
    signIn(email: $email, password: $password, code: $code) {
      accessToken
      expiresAt
      user {
        ...SessionUserFields
      }
    }
  }
`);

export type SignInInput = SignInMutationVariables;

export async function signIn(input: SignInInput) {
  const data = await request(SignInMutation, input, { feature: 'auth', component: 'SignInForm' });
  return data.signIn;
}

/** Signs in and stores the session; the caller decides where to go next. */
export function useSignIn() {
  const completeSignIn = useCompleteSignIn();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (payload) => completeSignIn(payload),
  });
}
