/**
 * Following the assistant's reply in one conversation.
 *
 * `replyReducer` keeps the reply as the stream tells it: `ChatReplySnapshot` replaces it (sent
 * first, and again if the client fell behind), `ChatTextDelta` adds to its last text block (or
 * starts one after a tool call or result), `ChatToolUse` and `ChatToolResult` add their blocks,
 * and `ChatReplyDone` / `ChatReplyError` give the reply as it ended (COMPLETE, STOPPED or FAILED,
 * with the error). Events for another message are ignored.
 *
 * `useReplyStream` follows the conversation whenever its last message is a reply being written
 * (ANSWERING): right after a message was sent (the turn is written into the cache), and when a
 * conversation is opened while it answers (another tab, a reload: the snapshot resumes it). Text
 * is gathered and applied at most every `TEXT_FLUSH_MS`. The ended reply is written into the
 * cache. A stream that breaks is not followed again by itself: `reconnect` does it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';

import { appEvents, announceProgress } from '@/lib/app-events';
import { errorMessage, isApiError } from '@/lib/errors';
import { notify } from '@/lib/toasts';

import { replyChanged } from '../api/conversation-cache';
import { followReply, type ChatReplyEvent } from '../api/follow-reply';
import type { ChatMessage, ContentBlock } from '../api/fragments';
import { stopReply } from '../api/stop-reply';

/** How often streamed text is applied to the page. */
export const TEXT_FLUSH_MS = 50;

export const STREAM_LOST =
  'The connection to the assistant was lost. The answer goes on on the server: reconnect to see it.';

export type ReplyPhase =
  /** No reply is being followed. */
  | 'idle'
  | 'following'
  /** The reply ended (COMPLETE, STOPPED or FAILED). */
  | 'ended'
  /** The stream broke before the reply ended. */
  | 'lost';

export interface ReplyState {
  phase: ReplyPhase;
  /** The reply as the stream has it. */
  message: ChatMessage | null;
  /** The model's error (ChatReplyError), or why the stream broke. */
  error: string | null;
  /** Stop was asked and the reply has not ended yet. */
  stopping: boolean;
}

export const initialReplyState: ReplyState = {
  phase: 'idle',
  message: null,
  error: null,
  stopping: false,
};

export type ReplyAction =
  /** Starts following `message` (the reply as cached until the snapshot comes). */
  | { type: 'follow'; message: ChatMessage }
  | { type: 'event'; event: ChatReplyEvent }
  | { type: 'lost'; error: string }
  | { type: 'stopRequested' }
  | { type: 'stopFailed' };

/** Adds text to the last text block, or starts a text block after anything else. */
export function appendText(content: ContentBlock[], text: string): ContentBlock[] {
  const last = content.at(-1);
  if (last?.__typename === 'TextBlock') {
    return [...content.slice(0, -1), { ...last, text: last.text + text }];
  }
  return [...content, { __typename: 'TextBlock', text }];
}

/** Puts a tool block in place of the one with its id and kind, or after the others. */
function withToolBlock(
  content: ContentBlock[],
  block: Extract<ContentBlock, { __typename: 'ToolUseBlock' | 'ToolResultBlock' }>,
): ContentBlock[] {
  const index = content.findIndex(
    (b) => b.__typename === block.__typename && 'toolUseId' in b && b.toolUseId === block.toolUseId,
  );
  if (index < 0) return [...content, block];
  return content.map((b, i) => (i === index ? block : b));
}

function applyEvent(state: ReplyState, event: ChatReplyEvent): ReplyState {
  switch (event.__typename) {
    case 'ChatReplySnapshot':
      return { ...state, phase: 'following', message: event.message, error: null };
    case 'ChatTextDelta': {
      const message = state.message;
      if (!message || message.id !== event.messageId || event.text === '') return state;
      return {
        ...state,
        message: { ...message, content: appendText(message.content, event.text) },
      };
    }
    case 'ChatToolUse':
    case 'ChatToolResult': {
      const message = state.message;
      if (!message || message.id !== event.messageId) return state;
      const block =
        event.__typename === 'ChatToolUse'
          ? ({ __typename: 'ToolUseBlock', ...event.block } as const)
          : ({ __typename: 'ToolResultBlock', ...event.block } as const);
      return { ...state, message: { ...message, content: withToolBlock(message.content, block) } };
    }
    case 'ChatReplyDone':
      return { phase: 'ended', message: event.message, error: null, stopping: false };
    case 'ChatReplyError':
      return { phase: 'ended', message: event.message, error: event.error, stopping: false };
  }
}

export function replyReducer(state: ReplyState, action: ReplyAction): ReplyState {
  switch (action.type) {
    case 'follow':
      return { ...initialReplyState, phase: 'following', message: action.message };
    case 'event':
      return applyEvent(state, action.event);
    case 'lost':
      return { ...state, phase: 'lost', error: action.error, stopping: false };
    case 'stopRequested':
      return state.phase === 'following' ? { ...state, stopping: true } : state;
    case 'stopFailed':
      return { ...state, stopping: false };
  }
}

/** The conversation's messages with the followed reply as the stream has it. */
export function withLiveReply(messages: ChatMessage[], state: ReplyState): ChatMessage[] {
  const live = state.message;
  if (!live) return messages;
  return messages.some((m) => m.id === live.id)
    ? messages.map((m) => (m.id === live.id ? live : m))
    : messages;
}

/** The reply the conversation is writing: its last message, while ANSWERING. */
export function answeringReply(messages: ChatMessage[] | undefined): ChatMessage | null {
  const last = messages?.at(-1);
  return last?.role === 'ASSISTANT' && last.status === 'ANSWERING' ? last : null;
}

/** What a finished tool call changed elsewhere in the app. */
function announceTool(event: ChatReplyEvent, state: { tools: Map<string, string> }) {
  if (event.__typename === 'ChatToolUse') {
    state.tools.set(event.block.toolUseId, event.block.name);
    return;
  }
  if (event.__typename !== 'ChatToolResult' || event.block.status !== 'SUCCESS') return;
  const name = state.tools.get(event.block.toolUseId);
  if (name === 'save_to_library') {
    appEvents.emit('refreshFolders', { at: Date.now() });
    announceProgress('save');
  } else if (name === 'improve_prompt') {
    announceProgress('generation');
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export interface ReplyStream {
  state: ReplyState;
  /** The reply is being written (as far as this page knows). */
  answering: boolean;
  /** Asks the server to stop the reply; the stream then ends with it STOPPED. */
  stop: () => void;
  /** Follows the reply again after the stream broke. */
  reconnect: () => void;
}

export function useReplyStream(
  conversationId: string,
  messages: ChatMessage[] | undefined,
): ReplyStream {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(replyReducer, initialReplyState);
  const controllerRef = useRef<AbortController | null>(null);
  // The reply followed (or that broke): not followed again by itself.
  const followedRef = useRef<string | null>(null);
  const pendingRef = useRef<{ messageId: string; text: string } | null>(null);
  const timerRef = useRef<number | undefined>(undefined);
  const cached = answeringReply(messages);

  const flush = useCallback(() => {
    window.clearTimeout(timerRef.current);
    timerRef.current = undefined;
    const pending = pendingRef.current;
    if (!pending) return;
    pendingRef.current = null;
    dispatch({ type: 'event', event: { __typename: 'ChatTextDelta', ...pending } });
  }, []);

  const follow = useCallback(
    (reply: ChatMessage) => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      followedRef.current = reply.id;
      dispatch({ type: 'follow', message: reply });
      const current = () => controllerRef.current === controller;
      const tools = { tools: new Map<string, string>() };
      let ended = false;
      let last: ChatMessage = reply;

      void followReply(conversationId, {
        signal: controller.signal,
        onEvent: (event) => {
          if (!current()) return;
          if (event.__typename === 'ChatTextDelta') {
            const pending = pendingRef.current;
            if (pending && pending.messageId === event.messageId) pending.text += event.text;
            else {
              flush();
              pendingRef.current = { messageId: event.messageId, text: event.text };
            }
            timerRef.current ??= window.setTimeout(flush, TEXT_FLUSH_MS);
            return;
          }
          flush();
          announceTool(event, tools);
          if ('message' in event) last = event.message;
          if (event.__typename === 'ChatReplyDone' || event.__typename === 'ChatReplyError') {
            ended = true;
            replyChanged(queryClient, event.message);
          }
          dispatch({ type: 'event', event });
        },
      })
        .then(() => {
          if (!current()) return;
          flush();
          controllerRef.current = null;
          // A conversation without a reply to follow completes at once: nothing to say.
          if (!ended && last.status === 'ANSWERING') dispatch({ type: 'lost', error: STREAM_LOST });
        })
        .catch((error: unknown) => {
          if (!current() || isAbort(error)) return;
          flush();
          controllerRef.current = null;
          dispatch({
            type: 'lost',
            error: isApiError(error) ? errorMessage(error) : STREAM_LOST,
          });
        });
    },
    [conversationId, flush, queryClient],
  );

  // A reply being written that this page does not follow yet: follow it.
  useEffect(() => {
    if (cached && followedRef.current !== cached.id) follow(cached);
  }, [cached, follow]);

  // Leaving only stops following; the reply goes on on the server.
  useEffect(
    () => () => {
      window.clearTimeout(timerRef.current);
      timerRef.current = undefined;
      pendingRef.current = null;
      controllerRef.current?.abort();
      controllerRef.current = null;
      followedRef.current = null;
    },
    [],
  );

  const stop = useCallback(() => {
    dispatch({ type: 'stopRequested' });
    stopReply(conversationId).then(
      (stopped) => {
        // False: it had ended meanwhile; the stream says how.
        if (!stopped) dispatch({ type: 'stopFailed' });
      },
      (error: unknown) => {
        dispatch({ type: 'stopFailed' });
        notify.error(errorMessage(error, 'Could not stop the answer. Please try again.'));
      },
    );
  }, [conversationId]);

  const reconnect = useCallback(() => {
    const reply = state.message ?? cached;
    if (reply) follow(reply);
  }, [cached, follow, state.message]);

  return {
    state,
    answering: state.phase === 'following' || (state.phase === 'idle' && cached !== null),
    stop,
    reconnect,
  };
}
