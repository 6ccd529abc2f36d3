import { useMutation, useQueryClient } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';
import { useUserChanged } from '@/lib/session';

import { checkoutSessionQueryKey, type CheckoutSession } from './get-checkout-session';

export const ConfirmLocalCheckoutMutation = graphql(`
  mutation ConfirmLocalCheckout($id: ID!) {
    confirmLocalCheckout(id: $id) {
      ...SessionUserFields
    }
  }
`);

/**
 * Pays a local (test-mode) checkout: the plan starts at once. A second confirmation is a
 * CONFLICT ("This checkout is already paid."); another user's checkout is NOT_FOUND.
 */
export async function confirmLocalCheckout(id: string) {
  const data = await request(
    ConfirmLocalCheckoutMutation,
    { id },
    { feature: 'billing', component: 'CheckoutRoute' },
  );
  return data.confirmLocalCheckout;
}

/** Confirms, then refreshes the user everywhere (plan, quota) before anyone looks. */
export function useConfirmLocalCheckout() {
  const queryClient = useQueryClient();
  const userChanged = useUserChanged();
  return useMutation({
    mutationFn: confirmLocalCheckout,
    onSuccess: async (user, id) => {
      queryClient.setQueryData<CheckoutSession>(checkoutSessionQueryKey(id), (checkout) =>
        checkout ? { ...checkout, status: 'completed' } : checkout,
      );
      await userChanged(user);
    },
  });
}
