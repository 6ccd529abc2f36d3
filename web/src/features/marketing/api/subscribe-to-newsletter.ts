import { useMutation } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

export interface NewsletterSubscription {
  success: boolean;
  message: string;
}

export const SubscribeToNewsletterMutation = graphql(`
  mutation SubscribeToNewsletter($email: String!) {
    subscribeToNewsletter(email: $email) {
      success
      message
    }
  }
`);

/** Guests may subscribe; a repeated address succeeds without a second subscription. */
export async function subscribeToNewsletter(email: string): Promise<NewsletterSubscription> {
  const data = await request(
    SubscribeToNewsletterMutation,
    { email },
    { feature: 'marketing', component: 'NewsletterForm', auth: false },
  );
  return data.subscribeToNewsletter;
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
