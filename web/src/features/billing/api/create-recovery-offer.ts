import { useMutation } from '@tanstack/react-query';

import { isApiError } from '@/lib/errors';
import { graphql } from '@/lib/gql';
import type { BillingCycle, CreateCancelRecoveryCouponMutation, PlanName } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

export const CreateCancelRecoveryCouponDocument = graphql(`
  mutation CreateCancelRecoveryCoupon(
    $userId: ID
    $attemptedPlan: PlanName
    $attemptedCycle: BillingCycle
    $cancelTime: DateTime
  ) {
    createCancelRecoveryCoupon(
      userId: $userId
      attemptedPlan: $attemptedPlan
      attemptedCycle: $attemptedCycle
      cancelTime: $cancelTime
    ) {
      code
      planName
      percentOff
      durationInMonths
      discountedPriceCents
    }
  }
`);

/**
 * The schema's `RecoveryOffer`: the one-time discount offered instead of cancelling. Its `code`
 * goes back as `discountCode` to accept; `discountedPriceCents` is the price per payment while
 * the discount lasts.
 */
export type RecoveryOffer = CreateCancelRecoveryCouponMutation['createCancelRecoveryCoupon'];

export interface CreateRecoveryOfferInput {
  /** The session user's id (the server checks it is the caller's). */
  userId: string;
  attemptedPlan: PlanName;
  attemptedCycle: BillingCycle | null;
}

/**
 * Asks for the one-time recovery offer (the spec's createCancelRecoveryCoupon) as a subscriber
 * is about to cancel. The same open offer comes back if asked again. Resolves null when there
 * is none to make: the server answers CONFLICT once the offer was used (or when there is no
 * running subscription left to keep).
 */
export async function createRecoveryOffer(
  input: CreateRecoveryOfferInput,
): Promise<RecoveryOffer | null> {
  try {
    const data = await request(
      CreateCancelRecoveryCouponDocument,
      {
        userId: input.userId,
        attemptedPlan: input.attemptedPlan,
        attemptedCycle: input.attemptedCycle,
        cancelTime: new Date().toISOString(),
      },
      { feature: 'billing', component: 'CancelSubscriptionDialog' },
    );
    return data.createCancelRecoveryCoupon;
  } catch (error) {
    if (isApiError(error, 'CONFLICT')) return null;
    throw error;
  }
}

export function useCreateRecoveryOffer() {
  return useMutation({ mutationFn: createRecoveryOffer });
}
