import { useMutation } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { UninstallReason } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

export const SubmitUninstallFeedbackMutation = graphql(`
  mutation SubmitUninstallFeedback(
    $reasons: [UninstallReason!]!
    $details: String
    $extensionVersion: String
  ) {
    submitUninstallFeedback(
      reasons: $reasons
      details: $details
      extensionVersion: $extensionVersion
    )
  }
`);

export interface UninstallFeedbackInput {
  reasons: UninstallReason[];
  details: string | null;
  extensionVersion: string | null;
}

/**
 * The uninstall survey (guests allowed: the extension and its sign-in are gone). At least a
 * reason or some words, else BAD_USER_INPUT on `reasons`; RATE_LIMITED per address.
 */
export async function submitUninstallFeedback(input: UninstallFeedbackInput): Promise<boolean> {
  const data = await request(SubmitUninstallFeedbackMutation, input, {
    feature: 'marketing',
    component: 'UninstallFeedbackForm',
    auth: false,
  });
  return data.submitUninstallFeedback;
}

export function useSubmitUninstallFeedback() {
  return useMutation({ mutationFn: submitUninstallFeedback });
}
