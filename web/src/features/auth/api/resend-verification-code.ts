import { useMutation } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

export const ResendVerificationCodeMutation = graphql(`
  mutation ResendVerificationCode($email: String!) {
    resendVerificationCode(email: $email) {
      sent
      retryAfterSeconds
    }
  }
`);

export async function resendVerificationCode(email: string) {
  const data = await request(
    ResendVerificationCodeMutation,
    { email },
    { feature: 'auth', component: 'ResendCodeButton' },
  );
  return data.resendVerificationCode;
}

export function useResendVerificationCode() {
  return useMutation({ mutationFn: resendVerificationCode });
}
