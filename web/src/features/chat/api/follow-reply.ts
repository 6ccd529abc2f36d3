/**
 * The reply being written in a conversation: the `conversationReply` subscription over
 * graphql-ws (`lib/graphql-ws-client.ts`). `ChatReplySnapshot` comes first (the reply as it
 * stands: replace what is shown), then `ChatTextDelta`, `ChatToolUse` and `ChatToolResult` as
 * it is written, and last `ChatReplyDone` (COMPLETE or STOPPED) or `ChatReplyError` (FAILED),
 * after which the server completes the stream. A reply that has ended is sent as ended at once.
 * Several tabs may follow one reply; aborting the signal only stops following (the reply goes
 * on: `stopReply` stops it). Refused: NOT_FOUND, RATE_LIMITED (too many followed at once).
 */
import { graphql } from '@/lib/gql';
import type { ConversationReplySubscription } from '@/lib/gql/graphql';
import { subscribe } from '@/lib/graphql-ws-client';

export const ConversationReplyDocument = graphql(`
  subscription ConversationReply($conversationId: ID!) {
    conversationReply(conversationId: $conversationId) {
      __typename
      ... on ChatReplySnapshot {
        message {
          ...ChatMessageFields
        }
      }
      ... on ChatTextDelta {
        messageId
        text
      }
      ... on ChatToolUse {
        messageId
        block {
          toolUseId
          name
          input
        }
      }
      ... on ChatToolResult {
        messageId
        block {
          toolUseId
          content
          status
        }
      }
      ... on ChatReplyDone {
        message {
          ...ChatMessageFields
        }
      }
      ... on ChatReplyError {
        message {
          ...ChatMessageFields
        }
        error
      }
    }
  }
`);

export type ChatReplyEvent = ConversationReplySubscription['conversationReply'];

/** Follows the reply to its end: resolves when the server completes the subscription. */
export function followReply(
  conversationId: string,
  { signal, onEvent }: { signal: AbortSignal; onEvent: (event: ChatReplyEvent) => void },
) {
  return subscribe(
    ConversationReplyDocument,
    { conversationId },
    { signal, onData: (data) => onEvent(data.conversationReply) },
  );
}
