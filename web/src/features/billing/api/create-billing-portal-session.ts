import { useMutation } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

export const CreateBillingPortalSessionDocument = graphql(`
  mutation CreateBillingPortalSession {
    createBillingPortalSession
  }
`);

/**
 * A one-off link to the payment provider's billing portal (payment methods, invoices). The
 * server answers CONFLICT with local billing (no payment provider) or before the first payment.
 */
export async function createBillingPortalSession() {
  const data = await request(
    CreateBillingPortalSessionDocument,
    {},
    { feature: 'billing', component: 'ManageBillingButton' },
  );
  return data.createBillingPortalSession;
}

export function useCreateBillingPortalSession() {
  return useMutation({ mutationFn: createBillingPortalSession });
}
