import { useMutation, useQueryClient } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { BillingCycle, PlanName } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

import { checkoutSessionQueryKey } from './get-checkout-session';

export const CreateCheckoutSessionMutation = graphql(`
  mutation CreateCheckoutSession($planType: PlanName!, $billingCycle: BillingCycle) {
    createCheckoutSession(planType: $planType, billingCycle: $billingCycle) {
      ...CheckoutSessionFields
    }
  }
`);

export interface CreateCheckoutSessionInput {
  planType: PlanName;
  /** For the subscriptions: MONTHLY sells PRO, ANNUAL sells ANNUAL_PRO. */
  billingCycle?: BillingCycle | null;
}

/**
 * Starts a checkout for the signed-in user (identity comes from the session). The server
 * refuses a plan the user already has with BAD_USER_INPUT and a message to show.
 */
export async function createCheckoutSession(input: CreateCheckoutSessionInput) {
  const data = await request(
    CreateCheckoutSessionMutation,
    { planType: input.planType, billingCycle: input.billingCycle ?? null },
    { feature: 'billing', component: 'DashboardPricing' },
  );
  return data.createCheckoutSession;
}

export function useCreateCheckoutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCheckoutSession,
    // The confirmation page opens with the checkout already known.
    onSuccess: (checkout) =>
      queryClient.setQueryData(checkoutSessionQueryKey(checkout.id), checkout),
  });
}
