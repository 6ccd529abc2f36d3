import { useId } from 'react';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/errors';
import { plural } from '@/lib/format';

import type { PlaygroundModel } from '../api/get-playground-setup';
import { refusalField, type PlaygroundRunHandle } from '../hooks/use-playground-run';
import { formatUsd } from '../utils/format';

import { ClosedLoopPanel } from './closed-loop-panel';
import { RunColumns } from './run-columns';
import { VoteBar } from './vote-bar';

/** What stopped a run, or why it was refused. */
function RunError({ error, hasColumns }: { error: unknown; hasColumns: boolean }) {
  if (isApiError(error, 'PLAN_LIMIT')) {
    return (
      <Alert variant="error">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p>{errorMessage(error)}</p>
          <Button asChild size="sm" className="self-start">
            <Link to={paths.app.pricing.getHref()}>See plans</Link>
          </Button>
        </div>
      </Alert>
    );
  }
  if (isApiError(error, 'RATE_LIMITED', 'SERVICE_UNAVAILABLE')) {
    return <Alert variant="error">{errorMessage(error)}</Alert>;
  }
  return (
    <Alert variant="error">
      {hasColumns ? 'The run stopped: ' : 'The run could not start: '}
      {errorMessage(error)}
    </Alert>
  );
}

/**
 * The run on screen: its status line (also what screen readers hear when a column ends, politely
 * and not per word), Cancel all while it goes, the columns, and the vote once it is stored.
 */
export function LiveRun({
  run,
  models,
}: {
  run: PlaygroundRunHandle;
  /** The setup's models: a compared run's judge is one of them. */
  models: PlaygroundModel[];
}) {
  const headingId = useId();
  const { state } = run;
  const running = run.isRunning;
  const cost = state.run?.costUsd;
  const ended = state.columns.filter((c) => c.state !== 'RUNNING').length;
  // Refusals of the prompt, the models or the cost show at the form instead.
  const showError = state.error != null && refusalField(state.error) === null;
  // The closed loop: each model ran the prompt and its enhanced version; a judge decides.
  const compare = state.request?.comparePrompt != null || state.run?.comparePrompt != null;

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={headingId} className="text-lg font-semibold tracking-tight">
            Results
          </h2>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            {running ? <Spinner className="text-primary" /> : null}
            {state.phase === 'starting'
              ? 'Starting the run…'
              : state.phase === 'running'
                ? `${ended} of ${plural(state.columns.length, 'model')} finished`
                : state.run
                  ? `Finished${cost != null && cost > 0 ? ` · ${formatUsd(cost)} in all` : ''}`
                  : state.phase === 'finished'
                    ? 'Cancelled'
                    : null}
          </p>
        </div>
      </div>

      <p role="status" aria-live="polite" className="sr-only">
        {state.announcement}
      </p>

      {showError ? <RunError error={state.error} hasColumns={state.columns.length > 0} /> : null}

      {state.columns.length > 0 ? (
        <RunColumns
          columns={state.columns}
          onCancel={state.phase === 'running' ? (position) => run.cancel([position]) : undefined}
          winner={!compare && state.run?.vote?.tie === false ? state.run.vote.winner : null}
          compare={compare}
        />
      ) : state.phase === 'starting' ? (
        <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,18rem),1fr))] gap-4">
          {(state.request?.models ?? []).map((id) => (
            <div key={id} aria-hidden="true" className="h-64 animate-pulse rounded-xl bg-muted" />
          ))}
        </div>
      ) : null}

      {state.run ? (
        compare ? (
          <ClosedLoopPanel run={state.run} models={models} onChanged={run.applyVote} />
        ) : (
          <VoteBar run={state.run} onVoted={run.applyVote} />
        )
      ) : null}
    </section>
  );
}
