import { History, Trash2 } from 'lucide-react';

import { RetryAlert } from '@/components/retry-alert';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/errors';
import { formatDateTime, plural } from '@/lib/format';
import { cn } from '@/lib/utils';

import { usePlaygroundRuns, type PlaygroundRun } from '../api/get-playground-runs';
import { excerpt } from '../utils/format';

/** How many models ran (a compared run runs each twice). */
function modelCount(run: PlaygroundRun): number {
  return new Set(run.answers.map((a) => a.column.modelId ?? a.column.position)).size;
}

function voteText(run: PlaygroundRun): string {
  if (run.comparePrompt != null) {
    if (!run.judgment) return 'Not judged';
    if (!run.judgment.winner) return 'Judged a tie';
    return run.judgment.winner === 'ENHANCED' ? 'Enhanced won' : 'Original won';
  }
  if (!run.vote) return 'No vote';
  if (run.vote.tie) return 'Tie';
  const label = run.answers.find((a) => a.column.position === run.vote?.winner)?.column.label;
  return label ? `${label} won` : 'Voted';
}

/**
 * The caller's past runs, newest first, 20 at a time ("Load more"): prompt, date, models and
 * vote. Opening one shows it read-only; each can be deleted (the page confirms).
 */
export function RunHistory({
  selectedId,
  onOpen,
  onDelete,
  hideWhenEmpty = false,
}: {
  selectedId: string | null;
  onOpen: (run: PlaygroundRun) => void;
  onDelete: (run: PlaygroundRun) => void;
  /** Show nothing when there are no runs (a plan without testing). */
  hideWhenEmpty?: boolean;
}) {
  const runs = usePlaygroundRuns();
  const items = runs.data?.pages.flat() ?? [];
  if (hideWhenEmpty && (runs.isPending || items.length === 0)) return null;

  return (
    <Card aria-labelledby="playground-history-title">
      <CardHeader>
        <CardTitle id="playground-history-title" className="flex items-center gap-2">
          <History className="size-4.5 text-muted-foreground" aria-hidden="true" />
          Your test runs
        </CardTitle>
        <CardDescription>
          Reopen a run to read its answers again or change your vote.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {runs.isPending ? (
          <div className="grid gap-2" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-14 animate-pulse rounded-lg bg-muted" />
            ))}
          </div>
        ) : runs.isError && items.length === 0 ? (
          <RetryAlert
            lead="Could not load your test runs"
            error={runs.error}
            onRetry={() => void runs.refetch()}
          />
        ) : items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
            No test runs yet. Your runs will be listed here.
          </p>
        ) : (
          <div className="grid gap-3">
            <ul className="grid gap-2">
              {items.map((run) => {
                const selected = run.id === selectedId;
                const when = formatDateTime(run.startedAt);
                return (
                  <li key={run.id} className="flex items-stretch gap-2">
                    <button
                      type="button"
                      onClick={() => onOpen(run)}
                      aria-current={selected ? 'true' : undefined}
                      className={cn(
                        'flex min-w-0 flex-1 items-center gap-3 rounded-lg border border-border px-3 py-2.5 text-left transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                        selected && 'border-primary bg-accent hover:bg-accent',
                      )}
                    >
                      <span className="grid min-w-0 flex-1 gap-1">
                        <span className="truncate text-sm font-medium">{excerpt(run.prompt)}</span>
                        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                          <time dateTime={run.startedAt}>{when}</time>
                          <span aria-hidden="true">·</span>
                          <span>{plural(modelCount(run), 'model')}</span>
                          <span aria-hidden="true">·</span>
                          <span>{voteText(run)}</span>
                          {run.blind ? <Badge variant="outline">Blind</Badge> : null}
                          {run.comparePrompt != null ? (
                            <Badge variant="outline">Compared</Badge>
                          ) : null}
                          {run.savedPromptId ? <Badge variant="accent">Saved</Badge> : null}
                        </span>
                      </span>
                    </button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="h-auto min-h-10 shrink-0"
                      aria-label={`Delete the test run from ${when}`}
                      onClick={() => onDelete(run)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </li>
                );
              })}
            </ul>
            {runs.hasNextPage ? (
              <Button
                variant="outline"
                className="justify-self-center"
                loading={runs.isFetchingNextPage}
                onClick={() => void runs.fetchNextPage()}
              >
                Load more
              </Button>
            ) : null}
            {runs.isFetchNextPageError ? (
              <Alert variant="error">Could not load more runs: {errorMessage(runs.error)}</Alert>
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
