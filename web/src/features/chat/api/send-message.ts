import { graphql } from '@/lib/gql';
import type { ContentBlockInput } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

import type { ChatMessage } from './fragments';

export const SendChatMessageDocument = graphql(`
  mutation SendChatMessage(
    $conversationId: ID!
    $content: [ContentBlockInput!]!
    $aiContext: JSON
    $toolConfiguration: ToolConfigurationInput
  ) {
    sendMessage(
      conversationId: $conversationId
      content: $content
      aiContext: $aiContext
      toolConfiguration: $toolConfiguration
    ) {
      message {
        ...ChatMessageFields
      }
      reply {
        ...ChatMessageFields
      }
    }
  }
`);

export interface OutgoingMessage {
  /** Text, documents and images, in order. */
  content: ContentBlockInput[];
  /** The Context Genie the assistant knows about, or none. */
  contextGenieId: string | null;
  /** The tools it may call, by name (`chatSetup`'s). */
  tools: string[];
}

/**
 * Sends a message and starts the reply (empty, ANSWERING: follow it with `conversationReply`).
 * Refusals: BAD_USER_INPUT (content, with `field`), CONFLICT (a reply is being written, or the
 * conversation is full), RATE_LIMITED, PLAN_LIMIT (the Free daily messages), NOT_FOUND.
 */
export async function sendMessage(
  conversationId: string,
  message: OutgoingMessage,
): Promise<{ message: ChatMessage; reply: ChatMessage }> {
  const data = await request(
    SendChatMessageDocument,
    {
      conversationId,
      content: message.content,
      aiContext: message.contextGenieId ? { contextGenieId: message.contextGenieId } : null,
      toolConfiguration: { tools: message.tools.map((name) => ({ toolSpec: { name } })) },
    },
    { feature: 'chat', component: 'ChatComposer' },
  );
  return data.sendMessage;
}
