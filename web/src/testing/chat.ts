/**
 * The assistant chat as the server answers it: setup, conversations, messages and the
 * `conversationReply` subscription's events, for tests that drive the page with `mockGraphQL`.
 */
import type {
  ChatMessageFieldsFragment,
  ChatSetupQuery,
  ConversationSummaryFieldsFragment,
} from '@/lib/gql/graphql';

import type { GraphQLReply, SubscriptionEvent } from './graphql-mock';

type Setup = ChatSetupQuery['chatSetup'];
type Message = ChatMessageFieldsFragment;
type Block = Message['content'][number];

export const CHAT_TOOLS = [
  'improve_prompt',
  'save_to_library',
  'search_library',
  'list_context_genies',
];

export function makeChatSetup(overrides: Partial<Setup> = {}): Setup {
  return {
    modelConfigured: true,
    toolConfiguration: {
      tools: CHAT_TOOLS.map((name) => ({ toolSpec: { name, description: `The ${name} tool.` } })),
    },
    dailyMessages: null,
    sentToday: 0,
    maxMessageChars: 20_000,
    maxAttachments: 4,
    maxDocumentBytes: 256 * 1024,
    maxImageBytes: 2 * 1024 * 1024,
    documentFormats: ['txt', 'md', 'csv', 'json', 'html'],
    ...overrides,
  };
}

export function chatSetupReply(overrides: Partial<Setup> = {}): GraphQLReply {
  return { data: { chatSetup: makeChatSetup(overrides) } };
}

export function makeSummary(
  overrides: Partial<ConversationSummaryFieldsFragment> = {},
): ConversationSummaryFieldsFragment {
  return {
    id: 'conv_1',
    name: 'Write a haiku about autumn',
    createdAt: '2026-03-01T10:00:00Z',
    updatedAt: '2026-03-01T10:05:00Z',
    ...overrides,
  };
}

export function text(value: string): Block {
  return { __typename: 'TextBlock', text: value };
}

export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 'msg_1',
    conversationId: 'conv_1',
    role: 'USER',
    status: 'COMPLETE',
    notice: null,
    aiContext: null,
    createdAt: '2026-03-01T10:00:00Z',
    updatedAt: '2026-03-01T10:00:00Z',
    content: [text('Write a haiku about autumn')],
    ...overrides,
  };
}

export function makeReply(overrides: Partial<Message> = {}): Message {
  return makeMessage({
    id: 'msg_2',
    role: 'ASSISTANT',
    content: [text('Leaves drift down.')],
    createdAt: '2026-03-01T10:00:01Z',
    updatedAt: '2026-03-01T10:00:05Z',
    ...overrides,
  });
}

export function conversationReply(
  messages: Message[],
  summary: Partial<ConversationSummaryFieldsFragment> = {},
): GraphQLReply {
  return { data: { conversation: { ...makeSummary(summary), messages } } };
}

export function conversationsReply(
  conversations: ConversationSummaryFieldsFragment[] = [],
): GraphQLReply {
  return { data: { conversations } };
}

function event(payload: Record<string, unknown>): SubscriptionEvent {
  return { data: { conversationReply: payload } };
}

export const chatEvents = {
  snapshot: (message: Message) => event({ __typename: 'ChatReplySnapshot', message }),
  delta: (textValue: string, messageId = 'msg_2') =>
    event({ __typename: 'ChatTextDelta', messageId, text: textValue }),
  toolUse: (toolUseId: string, name: string, input: unknown, messageId = 'msg_2') =>
    event({ __typename: 'ChatToolUse', messageId, block: { toolUseId, name, input } }),
  toolResult: (
    toolUseId: string,
    content: string,
    status: 'SUCCESS' | 'ERROR' = 'SUCCESS',
    messageId = 'msg_2',
  ) => event({ __typename: 'ChatToolResult', messageId, block: { toolUseId, content, status } }),
  done: (message: Message) => event({ __typename: 'ChatReplyDone', message }),
  error: (message: Message, error: string) =>
    event({ __typename: 'ChatReplyError', message, error }),
};
