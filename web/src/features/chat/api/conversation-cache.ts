/**
 * Writes to the chat's query cache: a sent message and its reply, a reply as it ended, a
 * deleted conversation. The conversation's cached messages are what the transcript shows; the
 * reply being streamed is shown from the stream's own state on top of them.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

import type { ChatMessage, Conversation, ConversationSummary } from './fragments';
import { chatKeys } from './keys';

/** Puts `message` in place of the message with its id, or after the others. */
export function withMessage(messages: ChatMessage[], message: ChatMessage): ChatMessage[] {
  return messages.some((m) => m.id === message.id)
    ? messages.map((m) => (m.id === message.id ? message : m))
    : [...messages, message];
}

/**
 * A message was sent: it and its reply (empty, ANSWERING) join the conversation. `created`
 * seeds a conversation not cached yet (one just created for this message).
 */
export function turnStarted(
  queryClient: QueryClient,
  turn: { message: ChatMessage; reply: ChatMessage },
  created?: ConversationSummary,
) {
  const id = turn.message.conversationId;
  queryClient.setQueryData<Conversation>(chatKeys.conversation(id), (current) => {
    const base = current ?? (created ? { ...created, messages: [] } : undefined);
    if (!base) return current;
    return {
      ...base,
      updatedAt: turn.reply.updatedAt,
      messages: withMessage(withMessage(base.messages, turn.message), turn.reply),
    };
  });
  // The day's count went up; the list moves the conversation up, renamed by its first message.
  void queryClient.invalidateQueries({ queryKey: chatKeys.setup });
  void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
}

/** A reply as it stands (as it ended, or as a stream saw it last). */
export function replyChanged(queryClient: QueryClient, reply: ChatMessage) {
  queryClient.setQueryData<Conversation>(chatKeys.conversation(reply.conversationId), (current) =>
    current ? { ...current, messages: withMessage(current.messages, reply) } : current,
  );
}

/** A conversation was deleted: out of the list and the cache. */
export function conversationRemoved(queryClient: QueryClient, id: string) {
  queryClient.setQueryData<InfiniteData<ConversationSummary[], number>>(
    chatKeys.conversations,
    (current) =>
      current
        ? { ...current, pages: current.pages.map((page) => page.filter((c) => c.id !== id)) }
        : current,
  );
  queryClient.removeQueries({ queryKey: chatKeys.conversation(id) });
  queryClient.removeQueries({ queryKey: chatKeys.documents(id) });
}
