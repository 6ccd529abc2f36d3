import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

export const StopChatReplyDocument = graphql(`
  mutation StopChatReply($conversationId: ID!) {
    stopReply(conversationId: $conversationId)
  }
`);

/**
 * Stops the reply being written in a conversation, from any instance: what it wrote is kept
 * and the stream ends with it STOPPED. False when none was being written.
 */
export async function stopReply(conversationId: string): Promise<boolean> {
  const data = await request(
    StopChatReplyDocument,
    { conversationId },
    { feature: 'chat', component: 'ChatComposer' },
  );
  return data.stopReply;
}
