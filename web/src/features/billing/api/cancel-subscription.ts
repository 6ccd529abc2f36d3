import { useMutation } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { CancellationReason } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';
import { useUserChanged } from '@/lib/session';

export const CancelSubscriptionMutation = graphql(`
  mutation CancelSubscription(
    $reason: CancellationReason!
    $reasonDetails: String
    $feedback: String
  ) {
    stripeCancellationManager(
      action: CANCEL
      reason: $reason
      reasonDetails: $reasonDetails
      feedback: $feedback
    ) {
      ...SessionUserFields
    }
  }
`);

export interface CancelSubscriptionInput {
  reason: CancellationReason;
  reasonDetails?: string | null;
  feedback?: string | null;
}

/**
 * Cancels at the end of the paid period (the spec's stripeCancellationManager, action CANCEL)
 * with the survey answers; access stays until `currentPeriodEnd`. Empty answers are not sent.
 */
export async function cancelSubscription(input: CancelSubscriptionInput) {
  const data = await request(
    CancelSubscriptionMutation,
    {
      reason: input.reason,
      reasonDetails: input.reasonDetails?.trim() || null,
      feedback: input.feedback?.trim() || null,
    },
    { feature: 'billing', component: 'CancelSubscriptionDialog' },
  );
  return data.stripeCancellationManager;
}

export function useCancelSubscription() {
  const userChanged = useUserChanged();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (user) => userChanged(user),
  });
}
