import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

import { chatKeys } from './keys';

export const ChatDocumentSourcesDocument = graphql(`
  query ChatDocumentSources($id: ID!) {
    conversation(id: $id) {
      id
      messages {
        id
        content {
          __typename
          ... on DocumentBlock {
            attachmentId
            source
          }
        }
      }
    }
  }
`);

/**
 * The bytes (base64) of a conversation's documents, by attachment id. The transcript asks only
 * when the user opens a document: they can be large, and the model has read them already.
 */
export async function getDocumentSources(
  conversationId: string,
  signal?: AbortSignal,
): Promise<Map<string, string>> {
  const data = await request(
    ChatDocumentSourcesDocument,
    { id: conversationId },
    { feature: 'chat', component: 'DocumentDialog', signal },
  );
  const sources = new Map<string, string>();
  for (const message of data.conversation.messages) {
    for (const block of message.content) {
      if (block.__typename === 'DocumentBlock') sources.set(block.attachmentId, block.source);
    }
  }
  return sources;
}

export function useDocumentSources(conversationId: string) {
  return useQuery(
    queryOptions({
      queryKey: chatKeys.documents(conversationId),
      queryFn: ({ signal }) => getDocumentSources(conversationId, signal),
      // A sent document never changes.
      staleTime: Infinity,
    }),
  );
}
