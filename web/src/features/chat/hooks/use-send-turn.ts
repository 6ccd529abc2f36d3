/**
 * Sending a message: into the open conversation, or (from the new-conversation page) into one
 * created for it first, so no empty conversation is made until a message goes. A conversation
 * created for a message the server then refused is kept and used for the next try. The turn
 * (the message and its empty reply) is written into the cache, where `useReplyStream` finds the
 * reply to follow.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

import { turnStarted } from '../api/conversation-cache';
import { createConversation } from '../api/create-conversation';
import type { ConversationSummary } from '../api/fragments';
import { chatKeys } from '../api/keys';
import { sendMessage, type OutgoingMessage } from '../api/send-message';

export function useSendTurn(
  conversationId: string | null,
  /** Called with the conversation's id once a message was sent into a new one. */
  onCreated?: (id: string) => void,
) {
  const queryClient = useQueryClient();
  const createdRef = useRef<ConversationSummary | null>(null);

  return useCallback(
    async (message: OutgoingMessage) => {
      let created: ConversationSummary | undefined;
      let id = conversationId;
      if (id === null) {
        createdRef.current ??= await createConversation();
        created = createdRef.current;
        id = created.id;
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
      }
      const turn = await sendMessage(id, message);
      turnStarted(queryClient, turn, created);
      if (created) onCreated?.(created.id);
    },
    [conversationId, onCreated, queryClient],
  );
}
