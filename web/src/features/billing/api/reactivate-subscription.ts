import { useMutation } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';
import { useUserChanged } from '@/lib/session';

export const ReactivateSubscriptionMutation = graphql(`
  mutation ReactivateSubscription {
    stripeCancellationManager(action: REACTIVATE) {
      ...SessionUserFields
    }
  }
`);

/** Takes a cancellation back before the period ends: the plan simply carries on. */
export async function reactivateSubscription() {
  const data = await request(
    ReactivateSubscriptionMutation,
    {},
    { feature: 'billing', component: 'PlanBilling' },
  );
  return data.stripeCancellationManager;
}

export function useReactivateSubscription() {
  const userChanged = useUserChanged();
  return useMutation({
    mutationFn: reactivateSubscription,
    onSuccess: (user) => userChanged(user),
  });
}
