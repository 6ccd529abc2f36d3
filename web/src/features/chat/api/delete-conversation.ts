import { useMutation, useQueryClient } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

import { conversationRemoved } from './conversation-cache';

export const DeleteConversationDocument = graphql(`
  mutation DeleteConversation($id: ID!) {
    deleteConversation(id: $id)
  }
`);

/** Deletes one of the caller's conversations with its messages (a reply being written stops). */
export async function deleteConversation(id: string) {
  const data = await request(
    DeleteConversationDocument,
    { id },
    { feature: 'chat', component: 'ConversationList' },
  );
  return data.deleteConversation;
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_deleted, id) => conversationRemoved(queryClient, id),
  });
}
