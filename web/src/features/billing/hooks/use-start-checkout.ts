/**
 * Buying a plan from the signed-in pricing page: create the checkout, then go where the server
 * says. The local test-mode confirmation page is a page of this app (client-side navigation);
 * a payment provider's page is a full navigation. A refusal keeps the server's message; one
 * saying plans are not sold here (BILLING_UNAVAILABLE) also refreshes the billing mode, so the
 * page stops offering them.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';

import { ApiError, isApiError } from '@/lib/errors';
import type { PlanName } from '@/lib/gql/graphql';

import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { plansQueryKey } from '../api/get-plans';
import { checkoutDestination, cycleOf, isSubscription } from '../utils/plans';

export function useStartCheckout() {
  const { mutateAsync } = useCreateCheckoutSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pendingPlan, setPendingPlan] = useState<PlanName | null>(null);
  const [error, setError] = useState<unknown>(null);

  const start = useCallback(
    async (plan: PlanName) => {
      setError(null);
      setPendingPlan(plan);
      try {
        // The spec's call: a subscription is PRO plus the billing cycle; a pass is itself.
        const checkout = await mutateAsync(
          isSubscription(plan)
            ? { planType: 'PRO', billingCycle: cycleOf(plan) }
            : { planType: plan, billingCycle: null },
        );
        if (!checkout.url) {
          throw new ApiError({
            message: 'The server did not say where to pay. Please try again.',
            code: 'UNKNOWN',
          });
        }
        const destination = checkoutDestination(checkout.url, { testMode: checkout.testMode });
        if (destination.kind === 'app') {
          await navigate(destination.path);
          setPendingPlan(null);
        } else {
          // Stays busy while the browser leaves for the payment page.
          window.location.assign(destination.url);
        }
      } catch (caught) {
        if (isApiError(caught, 'BILLING_UNAVAILABLE')) {
          void queryClient.invalidateQueries({ queryKey: plansQueryKey });
        }
        setError(caught);
        setPendingPlan(null);
      }
    },
    [mutateAsync, navigate, queryClient],
  );

  return { start, pendingPlan, error, clearError: () => setError(null) };
}
