import { Bot, CircleStop, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';

import { Alert } from '@/components/ui/alert';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';

import type { ChatMessage, ContentBlock, ToolResultBlock } from '../api/fragments';

import { DocumentChip, ImageThumbnail } from './attachment-views';
import { Markdown } from './markdown';
import { ToolActivity } from './tool-activity';

/** The Context Genie a message was sent with, from its `aiContext`. */
export function contextGenieIdOf(message: ChatMessage): string | null {
  const context = message.aiContext;
  if (context !== null && typeof context === 'object' && 'contextGenieId' in context) {
    const id = context.contextGenieId;
    return typeof id === 'string' ? id : null;
  }
  return null;
}

function TypingDots() {
  return (
    <span className="inline-flex items-center gap-1" aria-hidden="true">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="size-1.5 animate-bounce rounded-full bg-muted-foreground motion-reduce:animate-none"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}

function Frame({
  message,
  who,
  icon,
  children,
}: {
  message: ChatMessage;
  who: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  const mine = message.role === 'USER';
  const headingId = `message-${message.id}`;
  return (
    <article
      aria-labelledby={headingId}
      aria-busy={message.status === 'ANSWERING' || undefined}
      className={cn('flex gap-3', mine && 'flex-row-reverse')}
    >
      <span
        className={cn(
          'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
          mine ? 'bg-accent text-accent-foreground' : 'bg-primary text-primary-foreground',
        )}
        aria-hidden="true"
      >
        {icon}
      </span>
      <div className={cn('grid min-w-0 gap-2', mine ? 'max-w-[85%] justify-items-end' : 'flex-1')}>
        <h3 id={headingId} className="sr-only">
          {who}, {formatDateTime(message.createdAt)}
        </h3>
        {children}
      </div>
    </article>
  );
}

/** The user's message: text as they typed it, documents as chips, images as thumbnails. */
function UserMessage({
  message,
  genieName,
}: {
  message: ChatMessage;
  genieName: (id: string) => string | null;
}) {
  const genieId = contextGenieIdOf(message);
  const genie = genieId ? (genieName(genieId) ?? 'a Context Genie') : null;
  const texts = message.content.filter((b) => b.__typename === 'TextBlock');
  const files = message.content.filter(
    (b) => b.__typename === 'DocumentBlock' || b.__typename === 'ImageBlock',
  );
  return (
    <Frame message={message} who="You" icon={<UserRound className="size-4" />}>
      {texts.length > 0 ? (
        <div className="rounded-2xl rounded-tr-sm bg-accent px-4 py-2.5 text-sm leading-relaxed break-words whitespace-pre-wrap text-accent-foreground">
          {texts.map((b) => b.text).join('\n\n')}
        </div>
      ) : null}
      {files.length > 0 ? (
        <div className="flex flex-wrap justify-end gap-2">
          {files.map((block, i) =>
            block.__typename === 'DocumentBlock' ? (
              <DocumentChip key={i} conversationId={message.conversationId} document={block} />
            ) : block.__typename === 'ImageBlock' ? (
              <ImageThumbnail key={i} image={block} />
            ) : null,
          )}
        </div>
      ) : null}
      {genie ? <p className="text-xs text-muted-foreground">With context: {genie}</p> : null}
    </Frame>
  );
}

/** The assistant's blocks in order: text as Markdown, each tool call with its result. */
function AssistantBlocks({ content }: { content: ContentBlock[] }) {
  const results = new Map<string, ToolResultBlock>();
  const used = new Set<string>();
  for (const block of content) {
    if (block.__typename === 'ToolResultBlock') results.set(block.toolUseId, block);
    if (block.__typename === 'ToolUseBlock') used.add(block.toolUseId);
  }
  return content.map((block, i) => {
    switch (block.__typename) {
      case 'TextBlock':
        return block.text.trim() ? <Markdown key={i} text={block.text} /> : null;
      case 'ToolUseBlock':
        return <ToolActivity key={i} use={block} result={results.get(block.toolUseId) ?? null} />;
      case 'ToolResultBlock':
        // Shown with its call; a result without one (never sent so) as a call of its own.
        return used.has(block.toolUseId) ? null : (
          <ToolActivity
            key={i}
            use={{
              __typename: 'ToolUseBlock',
              toolUseId: block.toolUseId,
              name: 'tool',
              input: {},
            }}
            result={block}
          />
        );
      default:
        return null;
    }
  });
}

/**
 * The assistant's reply: while ANSWERING it grows and shows that it is writing; STOPPED and
 * FAILED keep what was written and say so, with the notice or the error.
 */
function AssistantMessage({ message, error }: { message: ChatMessage; error: string | null }) {
  const empty = !message.content.some((b) => b.__typename !== 'TextBlock' || b.text.trim() !== '');
  return (
    <Frame message={message} who="Assistant" icon={<Bot className="size-4" />}>
      <div className="grid min-w-0 gap-3">
        <AssistantBlocks content={message.content} />
        {message.status === 'ANSWERING' ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <TypingDots />
            {empty ? 'Thinking…' : 'Writing…'}
          </p>
        ) : null}
        {message.status === 'COMPLETE' && empty ? (
          <p className="text-sm text-muted-foreground italic">The assistant gave no answer.</p>
        ) : null}
        {message.status === 'STOPPED' ? (
          <div className="grid gap-1 text-sm text-muted-foreground">
            <p className="flex items-center gap-2 font-medium">
              <CircleStop className="size-4" aria-hidden="true" />
              Stopped. What the assistant wrote so far is kept.
            </p>
            {message.notice ? <p>{message.notice}</p> : null}
          </div>
        ) : null}
        {message.status === 'COMPLETE' && message.notice ? (
          <p className="text-sm text-muted-foreground">{message.notice}</p>
        ) : null}
        {message.status === 'FAILED' ? (
          <Alert variant="error" role="note">
            The answer failed: {error ?? message.notice ?? 'the model did not finish.'}
          </Alert>
        ) : null}
      </div>
    </Frame>
  );
}

export function MessageView({
  message,
  genieName,
  error = null,
}: {
  message: ChatMessage;
  genieName: (id: string) => string | null;
  /** The stream's error for a reply that failed while followed. */
  error?: string | null;
}) {
  return message.role === 'USER' ? (
    <UserMessage message={message} genieName={genieName} />
  ) : (
    <AssistantMessage message={message} error={error} />
  );
}
