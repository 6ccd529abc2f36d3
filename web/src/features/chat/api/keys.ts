/**
 * Query keys of the assistant chat. Everything sits under `chat`; each conversation (with its
 * messages) has its own key, so a sent message and a finished reply can be written in place.
 */
export const chatKeys = {
  all: ['chat'] as const,
  setup: ['chat', 'setup'] as const,
  conversations: ['chat', 'conversations'] as const,
  conversation: (id: string) => ['chat', 'conversation', id] as const,
  /** A conversation's documents with their bytes, read only when one is opened. */
  documents: (id: string) => ['chat', 'documents', id] as const,
  genies: ['chat', 'genies'] as const,
};

/** Conversations per page of the list. */
export const CONVERSATIONS_PAGE_SIZE = 30;
