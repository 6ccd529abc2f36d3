import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

import type { ConversationSummary } from './fragments';

export const CreateConversationDocument = graphql(`
  mutation CreateConversation {
    createConversation {
      ...ConversationSummaryFields
    }
  }
`);

/**
 * Starts a conversation, named "New conversation" until its first message names it. The chat
 * makes one only when the first message goes, so no empty ones pile up in the list.
 */
export async function createConversation(): Promise<ConversationSummary> {
  const data = await request(
    CreateConversationDocument,
    {},
    { feature: 'chat', component: 'ChatComposer' },
  );
  return data.createConversation;
}
