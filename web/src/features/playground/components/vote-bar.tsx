import { Equal, Trophy } from 'lucide-react';
import { useId } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';

import type { PlaygroundRun } from '../api/get-playground-runs';
import { useVotePlaygroundRun } from '../api/vote-playground-run';

function verdict(run: PlaygroundRun): string | null {
  if (!run.vote) return null;
  if (run.vote.tie) return 'You called it a tie.';
  const winner = run.answers.find((a) => a.column.position === run.vote?.winner)?.column;
  if (!winner) return null;
  return `You voted ${winner.label} best${winner.modelId ? ` (${winner.modelId})` : ''}.`;
}

/**
 * The verdict on a finished run: "A is best"… one button per column, and "Tie". In a blind run
 * the vote reveals which model wrote what; a later vote replaces the earlier one.
 */
export function VoteBar({
  run,
  onVoted,
}: {
  run: PlaygroundRun;
  /** The run as the vote returned it. */
  onVoted?: (run: PlaygroundRun) => void;
}) {
  const headingId = useId();
  const vote = useVotePlaygroundRun();
  const columns = [...run.answers].map((a) => a.column).sort((a, b) => a.position - b.position);
  const hidden = run.blind && !run.revealed;
  const done = verdict(run);

  const cast = (input: { winner: number } | { tie: true }) =>
    vote.mutate({ runId: run.id, ...input }, { onSuccess: (voted) => onVoted?.(voted) });

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-border bg-card px-4 py-4 shadow-sm"
    >
      <div className="grid gap-1">
        <h3 id={headingId} className="text-sm font-semibold">
          Which answer is best?
        </h3>
        <p className="text-xs text-muted-foreground">
          {hidden
            ? 'Vote to reveal which model wrote each answer.'
            : done
              ? `${done} You can change your vote.`
              : 'Your vote is kept with the run in your history.'}
        </p>
      </div>
      <div role="group" aria-label="Vote" className="flex flex-wrap gap-2">
        {columns.map((column) => {
          const chosen = run.vote?.tie === false && run.vote.winner === column.position;
          return (
            <Button
              key={column.position}
              variant={chosen ? 'default' : 'outline'}
              size="sm"
              aria-pressed={chosen}
              disabled={vote.isPending}
              onClick={() => cast({ winner: column.position })}
            >
              <Trophy aria-hidden="true" />
              {column.label} is best
            </Button>
          );
        })}
        <Button
          variant={run.vote?.tie ? 'default' : 'outline'}
          size="sm"
          aria-pressed={run.vote?.tie === true}
          disabled={vote.isPending}
          onClick={() => cast({ tie: true })}
        >
          <Equal aria-hidden="true" />
          Tie
        </Button>
      </div>
      {vote.isError ? (
        <Alert variant="error">{errorMessage(vote.error, 'Could not save your vote.')}</Alert>
      ) : null}
    </section>
  );
}
