import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

import { chatKeys } from './keys';

export const ChatContextGeniesDocument = graphql(`
  query ChatContextGenies {
    userContexts {
      id
      name
      isActive
    }
  }
`);

/** The user's Context Genies, for the composer's picker (the active one is its default). */
export async function getChatContextGenies(signal?: AbortSignal) {
  const data = await request(
    ChatContextGeniesDocument,
    {},
    { feature: 'chat', component: 'ChatComposer', signal },
  );
  return data.userContexts;
}

export function useChatContextGenies() {
  return useQuery(
    queryOptions({
      queryKey: chatKeys.genies,
      queryFn: ({ signal }) => getChatContextGenies(signal),
      // Genies are made and switched on the dashboard: ask again on each visit.
      refetchOnMount: 'always',
    }),
  );
}
