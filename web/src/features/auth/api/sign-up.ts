import { useMutation } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { SignUpInput } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

export const SignUpMutation = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      email
      codeExpiresAt
    }
  }
`);

export type { SignUpInput };

export async function signUp(input: SignUpInput) {
  const data = await request(
    SignUpMutation,
    { input },
    { feature: 'auth', component: 'SignUpForm' },
  );
  return data.signUp;
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
