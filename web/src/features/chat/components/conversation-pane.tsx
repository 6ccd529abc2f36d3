import { BookMarked, RefreshCw, Search, Sparkles, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { Link } from 'react-router';

import type { GenieOption } from '@/components/context-genie-select';
import { RetryAlert } from '@/components/retry-alert';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/errors';

import type { ConversationSummary } from '../api/fragments';
import type { ChatSetup } from '../api/get-chat-setup';
import { useConversation } from '../api/get-conversation';
import { useConversations } from '../api/get-conversations';
import { useReplyStream, withLiveReply } from '../hooks/use-reply-stream';
import { useSendTurn } from '../hooks/use-send-turn';

import { Composer, type ComposerHandle } from './composer';
import { NoModelNotice } from './notices';
import { Transcript } from './transcript';

interface PaneProps {
  setup: ChatSetup;
  genies: readonly GenieOption[] | undefined;
  /** Put the cursor in the message box once shown. */
  focusComposer: boolean;
}

function useGenieName(genies: readonly GenieOption[] | undefined) {
  return useCallback((id: string) => genies?.find((g) => g.id === id)?.name ?? null, [genies]);
}

function useFocusOnMount(focus: boolean) {
  const composerRef = useRef<ComposerHandle>(null);
  useEffect(() => {
    if (focus) composerRef.current?.focus();
  }, [focus]);
  return composerRef;
}

const IDEAS = [
  { icon: Sparkles, text: 'Improve a rough prompt with Superprompt’s engine' },
  { icon: BookMarked, text: 'Save a prompt to your library' },
  { icon: Search, text: 'Find prompts you saved before' },
];

/** /dashboard/chat: what the assistant does, and the first message (which starts one). */
export function NewConversationPane({
  setup,
  genies,
  focusComposer,
  draft,
  onStarted,
}: PaneProps & {
  /** The message box's first text (a prompt brought from the library), not yet sent. */
  draft?: string | undefined;
  onStarted: (id: string) => void;
}) {
  const composerRef = useFocusOnMount(focusComposer);
  const send = useSendTurn(null, onStarted);
  return (
    <section aria-labelledby="chat-pane-title" className="flex min-w-0 flex-col gap-4">
      <div className="grid gap-3 rounded-xl border border-dashed border-border px-5 py-6">
        <h2 id="chat-pane-title" className="text-lg font-semibold">
          New conversation
        </h2>
        <p className="text-sm text-muted-foreground">
          {setup.modelConfigured
            ? 'Ask the assistant for a prompt, talk a task through, or attach a document or an image to work from. It can also:'
            : 'Type a task or a rough prompt and the assistant improves it.'}
        </p>
        {setup.modelConfigured ? (
          <ul className="grid gap-2 text-sm">
            {IDEAS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon className="size-4 text-primary" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {setup.modelConfigured ? null : <NoModelNotice />}
      <Composer
        ref={composerRef}
        setup={setup}
        genies={genies}
        answering={false}
        stopping={false}
        onStop={() => undefined}
        onSend={send}
        initialText={draft}
      />
    </section>
  );
}

function PaneSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      <div className="h-7 w-1/2 animate-pulse rounded bg-muted" />
      <div className="ml-auto h-12 w-2/3 animate-pulse rounded-2xl bg-muted" />
      <div className="h-28 w-5/6 animate-pulse rounded-2xl bg-muted" />
      <div className="h-32 animate-pulse rounded-xl bg-muted" />
    </div>
  );
}

/** One conversation: its transcript (the reply streaming in) and the composer. */
export function ConversationPane({
  conversationId,
  setup,
  genies,
  focusComposer,
  onDelete,
}: PaneProps & {
  conversationId: string;
  onDelete: (conversation: ConversationSummary) => void;
}) {
  const conversation = useConversation(conversationId);
  const stream = useReplyStream(conversationId, conversation.data?.messages);
  const composerRef = useFocusOnMount(focusComposer && conversation.isSuccess);
  const send = useSendTurn(conversationId);
  const genieName = useGenieName(genies);
  const listed = useConversations()
    .data?.pages.flat()
    .find((c) => c.id === conversationId);

  if (conversation.isPending) return <PaneSkeleton />;
  if (conversation.isError) {
    return (
      <section aria-labelledby="chat-pane-title" className="grid content-start gap-3">
        <h2 id="chat-pane-title" className="text-lg font-semibold">
          {isApiError(conversation.error, 'NOT_FOUND')
            ? 'Conversation not found'
            : 'Could not open the conversation'}
        </h2>
        {isApiError(conversation.error, 'NOT_FOUND') ? (
          <p className="text-sm text-muted-foreground">
            It may have been deleted.{' '}
            <Link to={paths.app.chat.getHref()} className="text-primary underline">
              Start a new conversation
            </Link>
            .
          </p>
        ) : (
          <RetryAlert error={conversation.error} onRetry={() => void conversation.refetch()} />
        )}
      </section>
    );
  }

  // The list is asked again after each message: it has the name the first message gave.
  const data = { ...conversation.data, name: listed?.name ?? conversation.data.name };
  const messages = withLiveReply(data.messages, stream.state);
  return (
    <section
      aria-labelledby="chat-pane-title"
      className="flex min-w-0 flex-col gap-4 md:h-[calc(100dvh-15rem)] md:min-h-[34rem]"
    >
      <div className="flex items-center justify-between gap-3 border-b border-border pb-3">
        <h2 id="chat-pane-title" className="min-w-0 truncate text-lg font-semibold">
          {data.name}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          className="shrink-0"
          aria-label={`Delete the conversation “${data.name}”`}
          onClick={() => onDelete(data)}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
      {messages.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground md:flex-1">
          No messages yet. Write the first one below.
        </p>
      ) : (
        <Transcript messages={messages} reply={stream.state} genieName={genieName} />
      )}
      {stream.state.phase === 'lost' ? (
        <Alert variant="error">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>{stream.state.error}</span>
            <Button variant="outline" size="sm" onClick={stream.reconnect}>
              <RefreshCw aria-hidden="true" />
              Reconnect
            </Button>
          </div>
        </Alert>
      ) : null}
      {setup.modelConfigured ? null : <NoModelNotice />}
      <div className="shrink-0">
        <Composer
          ref={composerRef}
          setup={setup}
          genies={genies}
          answering={stream.answering}
          stopping={stream.state.stopping}
          onStop={stream.stop}
          onSend={send}
        />
      </div>
    </section>
  );
}
