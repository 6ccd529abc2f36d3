import { ChevronDown, MessageSquarePlus, MessagesSquare, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { RetryAlert } from '@/components/retry-alert';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { formatRelative } from '@/lib/format';
import { cn } from '@/lib/utils';

import type { ConversationSummary } from '../api/fragments';
import { useConversations } from '../api/get-conversations';

/**
 * The user's conversations, the most recently active first: New conversation, open one,
 * delete one (the page confirms). On narrow screens the list folds away behind a button.
 */
export function ConversationList({
  selectedId,
  onDelete,
}: {
  selectedId: string | null;
  onDelete: (conversation: ConversationSummary) => void;
}) {
  const conversations = useConversations();
  const [open, setOpen] = useState(false);
  const items = conversations.data?.pages.flat() ?? [];
  const selected = items.find((c) => c.id === selectedId);

  return (
    <section aria-labelledby="chat-list-title" className="grid min-w-0 content-start gap-3">
      <div className="flex items-center gap-2 md:grid md:gap-3">
        <h2 id="chat-list-title" className="sr-only md:not-sr-only md:text-sm md:font-semibold">
          Conversations
        </h2>
        <Button
          variant="outline"
          size="sm"
          className="min-w-0 flex-1 justify-between md:hidden"
          aria-expanded={open}
          aria-controls="chat-list"
          onClick={() => setOpen((value) => !value)}
        >
          <span className="flex min-w-0 items-center gap-2">
            <MessagesSquare aria-hidden="true" />
            <span className="truncate">
              {selected ? selected.name : 'Your conversations'}
              {items.length > 0 ? ` (${items.length})` : ''}
            </span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn('transition-transform', open && 'rotate-180')}
          />
        </Button>
        <Button
          asChild
          size="sm"
          variant={selectedId ? 'default' : 'outline'}
          className="md:w-full"
        >
          <Link
            to={paths.app.chat.getHref()}
            aria-label="New conversation"
            // The new conversation's page puts the cursor in the message box.
            state={{ focusComposer: true }}
            onClick={() => setOpen(false)}
          >
            <MessageSquarePlus aria-hidden="true" />
            <span className="md:hidden">New</span>
            <span className="hidden md:inline">New conversation</span>
          </Link>
        </Button>
      </div>

      <div id="chat-list" className={cn('md:block', open ? 'block' : 'hidden')}>
        {conversations.isPending ? (
          <div className="grid gap-2" aria-hidden="true">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-12 animate-pulse rounded-lg bg-muted" />
            ))}
          </div>
        ) : conversations.isError && items.length === 0 ? (
          <RetryAlert
            lead="Could not load your conversations"
            error={conversations.error}
            onRetry={() => void conversations.refetch()}
          />
        ) : items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border px-3 py-5 text-center text-sm text-muted-foreground">
            No conversations yet. Your conversations with the assistant will be listed here.
          </p>
        ) : (
          <div className="grid gap-2">
            <ul className="grid max-h-[60dvh] gap-1 overflow-y-auto md:max-h-[calc(100dvh-16rem)]">
              {items.map((conversation) => {
                const current = conversation.id === selectedId;
                return (
                  <li key={conversation.id} className="flex items-stretch gap-1">
                    <Link
                      to={paths.app.chat.conversation.getHref(conversation.id)}
                      aria-current={current ? 'page' : undefined}
                      onClick={() => setOpen(false)}
                      className={cn(
                        'grid min-w-0 flex-1 gap-0.5 rounded-lg px-3 py-2 text-left transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                        current && 'bg-accent text-accent-foreground hover:bg-accent',
                      )}
                    >
                      <span className="truncate text-sm font-medium">{conversation.name}</span>
                      <span
                        className={cn(
                          'text-xs',
                          current ? 'text-accent-foreground/80' : 'text-muted-foreground',
                        )}
                      >
                        <time dateTime={conversation.updatedAt}>
                          {formatRelative(conversation.updatedAt)}
                        </time>
                      </span>
                    </Link>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="h-auto min-h-10 shrink-0"
                      aria-label={`Delete the conversation “${conversation.name}”`}
                      onClick={() => onDelete(conversation)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </li>
                );
              })}
            </ul>
            {conversations.hasNextPage ? (
              <Button
                variant="outline"
                size="sm"
                loading={conversations.isFetchingNextPage}
                onClick={() => void conversations.fetchNextPage()}
              >
                Load more
              </Button>
            ) : null}
            {conversations.isFetchNextPageError ? (
              <Alert variant="error">
                Could not load more conversations: {errorMessage(conversations.error)}
              </Alert>
            ) : null}
          </div>
        )}
      </div>
    </section>
  );
}
