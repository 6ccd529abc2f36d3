import { useMutation } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';
import { useUserChanged } from '@/lib/session';

import type { CancelSubscriptionInput } from './cancel-subscription';

export const AcceptRecoveryOfferDocument = graphql(`
  mutation AcceptRecoveryOffer(
    $discountCode: ID!
    $reason: CancellationReason!
    $reasonDetails: String
    $feedback: String
  ) {
    stripeCancellationManager(
      action: ACCEPT_OFFER
      discountCode: $discountCode
      reason: $reason
      reasonDetails: $reasonDetails
      feedback: $feedback
    ) {
      ...SessionUserFields
    }
  }
`);

export interface AcceptRecoveryOfferInput extends CancelSubscriptionInput {
  /** The offer's `code`. */
  discountCode: string;
}

/**
 * Keeps the subscription with the recovery discount instead of cancelling (the spec's
 * stripeCancellationManager, action ACCEPT_OFFER). The survey answers are stored with it.
 * An offer that went meanwhile is NOT_FOUND or CONFLICT, with a message to show.
 */
export async function acceptRecoveryOffer(input: AcceptRecoveryOfferInput) {
  const data = await request(
    AcceptRecoveryOfferDocument,
    {
      discountCode: input.discountCode,
      reason: input.reason,
      reasonDetails: input.reasonDetails?.trim() || null,
      feedback: input.feedback?.trim() || null,
    },
    { feature: 'billing', component: 'CancelSubscriptionDialog' },
  );
  return data.stripeCancellationManager;
}

/** Accepts, then refreshes the user everywhere (the discount and next invoice included). */
export function useAcceptRecoveryOffer() {
  const userChanged = useUserChanged();
  return useMutation({
    mutationFn: acceptRecoveryOffer,
    onSuccess: (user) => userChanged(user),
  });
}
