/**
 * Typed documents for the billing operations added after the last codegen run (the recovery
 * offer, the upcoming invoice, the billing portal and the billing details of `me`).
 *
 * They are written out by hand instead of with `graphql()`: `graphql()` only knows the texts
 * that `npm run codegen` has seen (anything else is `{}` at run time). To move one to
 * `graphql()`, paste its text into `graphql(`…`)`, run `npm run codegen` and use the generated
 * types instead of the ones below. The shapes follow `crates/server/schema.graphql`.
 */
import {
  SessionUserFieldsFragmentDoc,
  TypedDocumentString,
  type BillingCycle,
  type CancellationReason,
  type PlanName,
  type SessionUserFieldsFragment,
} from '@/lib/gql/graphql';

/** A document with the session user's fields appended, as codegen would write it. */
function withSessionUserFields<TResult, TVariables>(text: string) {
  return new TypedDocumentString<TResult, TVariables>(
    `${text}\n${SessionUserFieldsFragmentDoc.toString()}`,
  );
}

/** The schema's `RecoveryOffer`: the one-time discount offered instead of cancelling. */
export interface RecoveryOffer {
  /** Pass it back as `discountCode` to accept. */
  code: string;
  planName: PlanName;
  percentOff: number;
  durationInMonths: number;
  /** The price per payment while the discount lasts, in US cents. */
  discountedPriceCents: number;
}

export interface CreateCancelRecoveryCouponVariables {
  userId?: string | null;
  attemptedPlan?: PlanName | null;
  attemptedCycle?: BillingCycle | null;
  cancelTime?: string | null;
}

export const CreateCancelRecoveryCouponDocument = new TypedDocumentString<
  { createCancelRecoveryCoupon: RecoveryOffer },
  CreateCancelRecoveryCouponVariables
>(`
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

export interface AcceptRecoveryOfferVariables {
  discountCode: string;
  reason: CancellationReason;
  reasonDetails?: string | null;
  feedback?: string | null;
}

export const AcceptRecoveryOfferDocument = withSessionUserFields<
  { stripeCancellationManager: SessionUserFieldsFragment },
  AcceptRecoveryOfferVariables
>(`
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

/** The schema's `UpcomingInvoice`: the next charge of a subscription. */
export interface UpcomingInvoice {
  amountDueCents: number;
  currency: string;
  nextPaymentAt: string | null;
  /** Local billing: nothing will actually be charged. */
  testMode: boolean;
}

export const UpcomingInvoiceDocument = new TypedDocumentString<
  { getUpcomingInvoice: UpcomingInvoice | null },
  { customerId?: string | null }
>(`
  query UpcomingInvoice($customerId: String) {
    getUpcomingInvoice(customerId: $customerId) {
      amountDueCents
      currency
      nextPaymentAt
      testMode
    }
  }
`);

export const CreateBillingPortalSessionDocument = new TypedDocumentString<
  { createBillingPortalSession: string },
  Record<string, never>
>(`
  mutation CreateBillingPortalSession {
    createBillingPortalSession
  }
`);

/** The signed-in user's fields the session copy does not carry: the running discount. */
export interface BillingDetails {
  id: string;
  discountPercentOff: number | null;
  discountEndsAt: string | null;
}

export const BillingDetailsDocument = new TypedDocumentString<
  { me: BillingDetails },
  Record<string, never>
>(`
  query BillingDetails {
    me {
      id
      discountPercentOff
      discountEndsAt
    }
  }
`);
