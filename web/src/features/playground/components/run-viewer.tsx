import { Trash2, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { formatDateTime, plural } from '@/lib/format';

import { usePlaygroundRun } from '../api/get-playground-run';
import type { PlaygroundRun } from '../api/get-playground-runs';
import type { PlaygroundModel } from '../api/get-playground-setup';
import { columnsOfRun } from '../hooks/use-playground-run';
import { formatUsd } from '../utils/format';

import { ClosedLoopPanel } from './closed-loop-panel';
import { RunColumns } from './run-columns';
import { VoteBar } from './vote-bar';

function PromptText({ title, text }: { title: string; text: string }) {
  return (
    <div className="grid content-start gap-1.5">
      <h3 className="text-sm font-semibold">{title}</h3>
      <pre
        tabIndex={0}
        className="max-h-48 overflow-y-auto rounded-lg border border-border bg-card p-3 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap"
      >
        {text}
      </pre>
    </div>
  );
}

/**
 * A run reopened from the history, read-only: its prompt, its columns as they ended, and the
 * vote (which reveals a blind run's models). Takes focus when it opens.
 */
export function RunViewer({
  runId,
  initial,
  onClose,
  onDelete,
  models,
}: {
  runId: string;
  /** The setup's models: a compared run's judge is one of them. */
  models: PlaygroundModel[];
  /** The history's copy, shown at once. */
  initial?: PlaygroundRun | undefined;
  onClose: () => void;
  onDelete: (run: PlaygroundRun) => void;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const query = usePlaygroundRun(runId, initial);
  const run = query.data;
  const compare = run?.comparePrompt != null;

  useEffect(() => {
    headingRef.current?.focus();
  }, [runId]);

  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 gap-4 rounded-2xl border border-border bg-muted/30 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold tracking-tight outline-none"
          >
            Test run from {run ? formatDateTime(run.startedAt) : '…'}
          </h2>
          {run ? (
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <span>
                {plural(
                  new Set(run.answers.map((a) => a.column.modelId ?? a.column.position)).size,
                  'model',
                )}
              </span>
              {compare ? <Badge variant="outline">Compared</Badge> : null}
              {run.costUsd > 0 ? <span>· {formatUsd(run.costUsd)}</span> : null}
              {run.blind ? <Badge variant="outline">Blind</Badge> : null}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {run ? (
            <Button
              variant="outline"
              size="sm"
              onClick={() => onDelete(run)}
              aria-label="Delete this test run"
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          ) : null}
          <Button variant="outline" size="sm" onClick={onClose}>
            <X aria-hidden="true" />
            Close
          </Button>
        </div>
      </div>

      {query.isError && !run ? (
        <Alert variant="error">Could not open this run: {errorMessage(query.error)}</Alert>
      ) : !run ? (
        <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,18rem),1fr))] gap-4">
          {[0, 1].map((i) => (
            <div key={i} aria-hidden="true" className="h-64 animate-pulse rounded-xl bg-muted" />
          ))}
        </div>
      ) : (
        <>
          <div className={compare ? 'grid gap-4 lg:grid-cols-2' : 'grid'}>
            <PromptText title={compare ? 'Original prompt' : 'Prompt'} text={run.prompt} />
            {run.comparePrompt != null ? (
              <PromptText title="Enhanced version" text={run.comparePrompt} />
            ) : null}
          </div>
          <RunColumns
            columns={columnsOfRun(run)}
            winner={!compare && run.vote?.tie === false ? run.vote.winner : null}
            compare={compare}
          />
          {compare ? <ClosedLoopPanel run={run} models={models} /> : <VoteBar run={run} />}
        </>
      )}
    </section>
  );
}
