import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

import type { Conversation } from './fragments';
import { chatKeys } from './keys';

export const ChatConversationDocument = graphql(`
  query ChatConversation($id: ID!) {
    conversation(id: $id) {
      ...ConversationSummaryFields
      messages {
        ...ChatMessageFields
      }
    }
  }
`);

/** One of the caller's conversations with its messages (NOT_FOUND for anyone else's). */
export async function getConversation(id: string, signal?: AbortSignal): Promise<Conversation> {
  const data = await request(
    ChatConversationDocument,
    { id },
    { feature: 'chat', component: 'ConversationView', signal },
  );
  return data.conversation;
}

export function conversationQueryOptions(id: string) {
  return queryOptions({
    queryKey: chatKeys.conversation(id),
    queryFn: ({ signal }) => getConversation(id, signal),
  });
}

export function useConversation(id: string) {
  return useQuery(conversationQueryOptions(id));
}
