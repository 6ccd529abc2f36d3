import { useMutation } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

export interface ContactMessageReceipt {
  id: string;
  receivedAt: string;
}

export interface ContactMessageInput {
  name: string;
  email: string;
  message: string;
}

export const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($name: String!, $email: String!, $message: String!) {
    sendContactMessage(name: $name, email: $email, message: $message) {
      id
      receivedAt
    }
  }
`);

/** The built-in contact form (used when no third-party form URL is configured). */
export async function sendContactMessage(input: ContactMessageInput) {
  const data = await request(SendContactMessageMutation, input, {
    feature: 'marketing',
    component: 'ContactForm',
    auth: false,
  });
  return data.sendContactMessage;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
