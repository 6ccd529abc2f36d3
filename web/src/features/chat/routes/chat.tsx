/**
 * /dashboard/chat and /dashboard/chat/:id, the assistant: the user's conversations on the left
 * (folded behind a button on narrow screens), the open conversation or a new one on the right,
 * with the composer. Paid and Free users alike; Free users see their messages left today. With
 * no AI model on the server the page says so, and the assistant only improves prompts.
 */
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { RetryAlert } from '@/components/retry-alert';
import { paths, type ChatLinkState } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toasts';

import { useDeleteConversation } from '../api/delete-conversation';
import type { ConversationSummary } from '../api/fragments';
import { useChatSetup } from '../api/get-chat-setup';
import { useChatContextGenies } from '../api/get-context-genies';
import { ConversationList } from '../components/conversation-list';
import { ConversationPane, NewConversationPane } from '../components/conversation-pane';

function SetupSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      <div className="h-40 animate-pulse rounded-xl bg-muted" />
      <div className="h-32 animate-pulse rounded-xl bg-muted" />
    </div>
  );
}

export function ChatRoute() {
  const { id = null } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const setup = useChatSetup();
  const genies = useChatContextGenies();
  const remove = useDeleteConversation();
  const [deleting, setDeleting] = useState<ConversationSummary | null>(null);
  const linkState = location.state as ChatLinkState | null;
  const focusComposer = linkState?.focusComposer === true;

  const confirmDelete = () => {
    if (!deleting) return;
    const target = deleting;
    remove.mutate(target.id, {
      onSuccess: () => {
        setDeleting(null);
        notify.success('Conversation deleted');
        if (target.id === id) void navigate(paths.app.chat.getHref(), { replace: true });
      },
    });
  };

  const askDelete = (conversation: ConversationSummary) => {
    remove.reset();
    setDeleting(conversation);
  };

  return (
    <div className="grid min-w-0 gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Assistant</h1>
        <p className="max-w-prose text-muted-foreground">
          Work on prompts in a conversation: ask, refine, attach a document, and let the assistant
          improve, find and save prompts in your library.
        </p>
      </header>

      <div className="grid min-w-0 gap-6 md:grid-cols-[15rem_minmax(0,1fr)] lg:grid-cols-[17rem_minmax(0,1fr)]">
        <ConversationList selectedId={id} onDelete={askDelete} />
        {setup.isPending ? (
          <SetupSkeleton />
        ) : setup.isError ? (
          <RetryAlert
            lead="Could not load the assistant"
            error={setup.error}
            onRetry={() => void setup.refetch()}
          />
        ) : id === null ? (
          <NewConversationPane
            key={location.key}
            setup={setup.data}
            genies={genies.data}
            focusComposer={focusComposer}
            draft={typeof linkState?.draft === 'string' ? linkState.draft : undefined}
            onStarted={(created) =>
              void navigate(paths.app.chat.conversation.getHref(created), {
                state: { focusComposer: true } satisfies ChatLinkState,
              })
            }
          />
        ) : (
          <ConversationPane
            key={id}
            conversationId={id}
            setup={setup.data}
            genies={genies.data}
            focusComposer={focusComposer}
            onDelete={askDelete}
          />
        )}
      </div>

      {deleting ? (
        <ConfirmDialog
          title={`Delete “${deleting.name}”?`}
          description="The conversation, its messages and its attachments are deleted. An answer being written stops. This can’t be undone."
          confirmLabel="Delete conversation"
          pending={remove.isPending}
          error={remove.isError ? errorMessage(remove.error) : null}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
}
