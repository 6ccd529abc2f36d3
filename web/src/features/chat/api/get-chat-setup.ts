import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { ChatSetupQuery } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

import { chatKeys } from './keys';

export const ChatSetupDocument = graphql(`
  query ChatSetup {
    chatSetup {
      modelConfigured
      toolConfiguration {
        tools {
          toolSpec {
            name
            description
          }
        }
      }
      dailyMessages
      sentToday
      maxMessageChars
      maxAttachments
      maxDocumentBytes
      maxImageBytes
      documentFormats
    }
  }
`);

export type ChatSetup = ChatSetupQuery['chatSetup'];

/** Whether a model answers, the tools, the limits and the caller's messages today. */
export async function getChatSetup(signal?: AbortSignal) {
  const data = await request(
    ChatSetupDocument,
    {},
    { feature: 'chat', component: 'ChatRoute', signal },
  );
  return data.chatSetup;
}

export function chatSetupQueryOptions() {
  return queryOptions({
    queryKey: chatKeys.setup,
    queryFn: ({ signal }) => getChatSetup(signal),
    // The day's count changes in other tabs too, and a new day (UTC) gives Free users their
    // messages back: ask again on each visit and when the tab comes back.
    refetchOnMount: 'always',
    refetchOnWindowFocus: true,
  });
}

export function useChatSetup() {
  return useQuery(chatSetupQueryOptions());
}
