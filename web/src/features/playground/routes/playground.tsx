/**
 * /dashboard/test, the testing playground: one prompt on 2 to 6 of the operator's models at
 * once, side by side, then a vote; past runs below. A plan without testing sees the server's
 * upgrade message instead of the form; a server without models says how the operator adds
 * them. The prompt can arrive with the link (`?prompt=` or the router state, see
 * `paths.app.playground`).
 */
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { RetryAlert } from '@/components/retry-alert';
import type { PlaygroundLinkState } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/toasts';

import { useDeletePlaygroundRun } from '../api/delete-playground-run';
import type { PlaygroundRun } from '../api/get-playground-runs';
import { usePlaygroundSetup, type PlaygroundSetup } from '../api/get-playground-setup';
import { LiveRun } from '../components/live-run';
import { NoModelsNotice, UpgradeNotice } from '../components/notices';
import { RunComposer } from '../components/run-composer';
import { RunHistory } from '../components/run-history';
import { RunViewer } from '../components/run-viewer';
import { TestingSummary } from '../components/testing-summary';
import { refusalField, usePlaygroundRun } from '../hooks/use-playground-run';

/** The prompt a link brought: the router state's (any length), else `?prompt=`. */
function useLinkedPrompt(): string {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = location.state as Partial<PlaygroundLinkState> | null;
  if (state && typeof state.prompt === 'string') return state.prompt;
  return params.get('prompt') ?? '';
}

function SetupSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      <div className="h-44 animate-pulse rounded-xl bg-muted" />
      <div className="grid gap-2 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-16 animate-pulse rounded-lg bg-muted" />
        ))}
      </div>
      <div className="h-10 w-40 animate-pulse rounded-lg bg-muted" />
    </div>
  );
}

function Workspace({ setup, initialPrompt }: { setup: PlaygroundSetup; initialPrompt: string }) {
  const run = usePlaygroundRun();
  const [viewing, setViewing] = useState<{ id: string; initial?: PlaygroundRun } | null>(null);
  const [deleting, setDeleting] = useState<PlaygroundRun | null>(null);
  const remove = useDeletePlaygroundRun();
  const allowed = setup.allowed && setup.models.length > 0;
  // A refusal of the prompt, the models or the cost shows at the form, with no results yet.
  const refusedAtForm = run.state.columns.length === 0 && refusalField(run.state.error) !== null;
  const showLive = allowed && run.state.phase !== 'idle' && !refusedAtForm;

  const confirmDelete = () => {
    if (!deleting) return;
    const target = deleting;
    remove.mutate(target.id, {
      onSuccess: () => {
        setDeleting(null);
        if (viewing?.id === target.id) setViewing(null);
        if (run.state.runId === target.id) run.reset();
        notify.success('Test run deleted');
      },
    });
  };

  return (
    <>
      {!setup.allowed ? (
        <UpgradeNotice
          message={
            setup.upgradeMessage ?? 'Testing prompts on several models is part of the paid plans.'
          }
        />
      ) : setup.models.length === 0 ? (
        <NoModelsNotice />
      ) : (
        <RunComposer
          setup={setup}
          run={run}
          initialPrompt={initialPrompt}
          onStart={() => setViewing(null)}
        />
      )}

      {viewing ? (
        <RunViewer
          key={viewing.id}
          runId={viewing.id}
          initial={viewing.initial}
          models={setup.models}
          onClose={() => setViewing(null)}
          onDelete={(target) => {
            remove.reset();
            setDeleting(target);
          }}
        />
      ) : showLive ? (
        <LiveRun run={run} models={setup.models} />
      ) : null}

      <RunHistory
        selectedId={viewing?.id ?? null}
        hideWhenEmpty={!allowed}
        onOpen={(target) => setViewing({ id: target.id, initial: target })}
        onDelete={(target) => {
          remove.reset();
          setDeleting(target);
        }}
      />

      {deleting ? (
        <ConfirmDialog
          title="Delete this test run?"
          description={`The run from ${formatDateTime(deleting.startedAt)}, its answers and your vote are removed from your history. This can’t be undone.`}
          confirmLabel="Delete run"
          pending={remove.isPending}
          error={remove.isError ? errorMessage(remove.error) : null}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}

export function PlaygroundRoute() {
  const setup = usePlaygroundSetup();
  const initialPrompt = useLinkedPrompt();

  return (
    <div className="grid min-w-0 gap-6">
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Testing playground</h1>
        <p className="max-w-prose text-muted-foreground">
          Run one prompt on several AI models at once and compare their answers side by side: speed,
          length, tokens and cost. Blind mode hides the models until you vote.
        </p>
        {setup.data?.allowed ? <TestingSummary /> : null}
      </header>

      {setup.isPending ? (
        <SetupSkeleton />
      ) : setup.isError ? (
        <RetryAlert
          lead="Could not load the playground"
          error={setup.error}
          onRetry={() => void setup.refetch()}
        />
      ) : (
        <Workspace setup={setup.data} initialPrompt={initialPrompt} />
      )}
    </div>
  );
}
