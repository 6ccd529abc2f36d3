import { useMutation } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { OnboardingQuestionsInput } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';
import { useUpdateSessionUser } from '@/lib/session';

export const CreateUserRecordMutation = graphql(`
  mutation CreateUserRecord(
    $onboardingQuestions: OnboardingQuestionsInput!
    $referralCode: String
  ) {
    createUserRecord(onboarding_questions: $onboardingQuestions, referralCode: $referralCode) {
      ...SessionUserFields
    }
  }
`);

export interface CreateUserRecordInput {
  onboardingQuestions: OnboardingQuestionsInput;
  referralCode?: string | null;
}

/** Identity (user id, email, name) comes from the session; only the answers are sent. */
export async function createUserRecord(input: CreateUserRecordInput) {
  const data = await request(
    CreateUserRecordMutation,
    { onboardingQuestions: input.onboardingQuestions, referralCode: input.referralCode ?? null },
    { feature: 'onboarding', component: 'OnboardingForm' },
  );
  return data.createUserRecord;
}

export function useCreateUserRecord() {
  const updateSessionUser = useUpdateSessionUser();
  return useMutation({
    mutationFn: createUserRecord,
    onSuccess: (user) => updateSessionUser(user),
  });
}
