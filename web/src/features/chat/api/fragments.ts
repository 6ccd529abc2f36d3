import { graphql } from '@/lib/gql';
import type {
  ChatMessageFieldsFragment,
  ConversationSummaryFieldsFragment,
} from '@/lib/gql/graphql';

/**
 * A message with its content blocks. Images come with their bytes (the transcript shows them);
 * documents without (`api/get-document-sources.ts` reads them when one is opened).
 */
export const ChatMessageFields = graphql(`
  fragment ChatMessageFields on ChatMessage {
    id
    conversationId
    role
    status
    notice
    aiContext
    createdAt
    updatedAt
    content {
      __typename
      ... on TextBlock {
        text
      }
      ... on DocumentBlock {
        format
        name
        size
        attachmentId
      }
      ... on ImageBlock {
        format
        size
        attachmentId
        source
      }
      ... on ToolUseBlock {
        toolUseId
        name
        input
      }
      ... on ToolResultBlock {
        toolUseId
        content
        status
      }
    }
  }
`);

/** A conversation as the list shows it. */
export const ConversationSummaryFields = graphql(`
  fragment ConversationSummaryFields on Conversation {
    id
    name
    createdAt
    updatedAt
  }
`);

export type ChatMessage = ChatMessageFieldsFragment;
export type ContentBlock = ChatMessage['content'][number];
export type ConversationSummary = ConversationSummaryFieldsFragment;
/** A conversation with its messages, oldest first. */
export type Conversation = ConversationSummary & { messages: ChatMessage[] };

export type TextBlock = Extract<ContentBlock, { __typename: 'TextBlock' }>;
export type DocumentBlock = Extract<ContentBlock, { __typename: 'DocumentBlock' }>;
export type ImageBlock = Extract<ContentBlock, { __typename: 'ImageBlock' }>;
export type ToolUseBlock = Extract<ContentBlock, { __typename: 'ToolUseBlock' }>;
export type ToolResultBlock = Extract<ContentBlock, { __typename: 'ToolResultBlock' }>;
