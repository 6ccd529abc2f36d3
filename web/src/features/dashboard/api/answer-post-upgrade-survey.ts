import { useMutation, useQueryClient } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { CompletePostUpgradeSurveyMutation, UpgradeReason } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';
import { useUserChanged } from '@/lib/session';

import { postUpgradeSurveyQueryKey, type PostUpgradeSurveyState } from './get-post-upgrade-survey';

export type { UpgradeReason };

export const CompletePostUpgradeSurveyDocument = graphql(`
  mutation CompletePostUpgradeSurvey($reason: UpgradeReason!, $feedback: String) {
    completePostUpgradeSurvey(reason: $reason, feedback: $feedback) {
      ...SessionUserFields
      showPostUpgradeSurvey
    }
  }
`);

export const DismissPostUpgradeSurveyDocument = graphql(`
  mutation DismissPostUpgradeSurvey {
    dismissPostUpgradeSurvey {
      ...SessionUserFields
      showPostUpgradeSurvey
    }
  }
`);

/** The session user plus whether the survey is still to be shown. */
type SurveyUser = CompletePostUpgradeSurveyMutation['completePostUpgradeSurvey'];

export interface CompletePostUpgradeSurveyInput {
  reason: UpgradeReason;
  feedback?: string | null;
}

/**
 * Answers the post-upgrade survey, once (paid plans). Empty feedback is not sent. CONFLICT
 * when it was answered or dismissed before (another tab) or the plan is not a paid one.
 */
export async function completePostUpgradeSurvey(input: CompletePostUpgradeSurveyInput) {
  const data = await request(
    CompletePostUpgradeSurveyDocument,
    { reason: input.reason, feedback: input.feedback?.trim() || null },
    { feature: 'dashboard', component: 'PostUpgradeSurveyCard' },
  );
  return data.completePostUpgradeSurvey;
}

/** Dismisses the post-upgrade survey for good (a no-op when it is already done). */
export async function dismissPostUpgradeSurvey() {
  const data = await request(
    DismissPostUpgradeSurveyDocument,
    {},
    { feature: 'dashboard', component: 'PostUpgradeSurveyCard' },
  );
  return data.dismissPostUpgradeSurvey;
}

/**
 * After either answer: the card goes at once (the returned flag), the session user is the
 * returned copy, and every `me` query reloads from the server (the flag included).
 */
function useSurveyAnswered() {
  const queryClient = useQueryClient();
  const userChanged = useUserChanged();
  return async ({ showPostUpgradeSurvey, ...user }: SurveyUser) => {
    queryClient.setQueryData<PostUpgradeSurveyState>(postUpgradeSurveyQueryKey, {
      showPostUpgradeSurvey,
    });
    await userChanged(user);
  };
}

export function useCompletePostUpgradeSurvey() {
  const answered = useSurveyAnswered();
  return useMutation({ mutationFn: completePostUpgradeSurvey, onSuccess: answered });
}

export function useDismissPostUpgradeSurvey() {
  const answered = useSurveyAnswered();
  return useMutation({ mutationFn: dismissPostUpgradeSurvey, onSuccess: answered });
}
