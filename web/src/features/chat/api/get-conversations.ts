import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

import { CONVERSATIONS_PAGE_SIZE, chatKeys } from './keys';

export const ChatConversationsDocument = graphql(`
  query ChatConversations($limit: Int!, $offset: Int!) {
    conversations(limit: $limit, offset: $offset) {
      ...ConversationSummaryFields
    }
  }
`);

/** One page of the caller's conversations, the most recently active first. */
export async function getConversations(offset: number, signal?: AbortSignal) {
  const data = await request(
    ChatConversationsDocument,
    { limit: CONVERSATIONS_PAGE_SIZE, offset },
    { feature: 'chat', component: 'ConversationList', signal },
  );
  return data.conversations;
}

export function conversationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: chatKeys.conversations,
    queryFn: ({ pageParam, signal }) => getConversations(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.length < CONVERSATIONS_PAGE_SIZE ? undefined : pages.flat().length,
  });
}

export function useConversations() {
  return useInfiniteQuery(conversationsQueryOptions());
}
