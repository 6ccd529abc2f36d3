import { BookmarkCheck, Gavel, Trophy } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/errors';
import type { PlaygroundVariant } from '@/lib/gql/graphql';
import { notify } from '@/lib/toasts';
import { cn } from '@/lib/utils';

import type { PlaygroundRun } from '../api/get-playground-runs';
import type { PlaygroundModel } from '../api/get-playground-setup';
import { useJudgePlaygroundRun } from '../api/judge-playground-run';
import { useSavePlaygroundWinner } from '../api/save-playground-winner';
import { variantLabel } from '../hooks/use-playground-run';

type Judgment = NonNullable<PlaygroundRun['judgment']>;
type Verdict = Judgment['verdicts'][number];

/** A new prompt's title: the prompt's first line, shortened. */
export function defaultTitle(prompt: string): string {
  const line = prompt.trim().split('\n')[0]?.trim() ?? '';
  return line.length > 60 ? `${line.slice(0, 57).trimEnd()}…` : line || 'Playground winner';
}

export function winnerText(winner: PlaygroundVariant | null | undefined): string {
  if (!winner) return 'A tie: the judge scored both prompts the same.';
  return winner === 'ENHANCED' ? 'The enhanced prompt wins.' : 'The original prompt wins.';
}

function ScoreCard({
  variant,
  score,
  best,
}: {
  variant: PlaygroundVariant;
  score: Verdict['original'];
  best: boolean;
}) {
  return (
    <div
      role="group"
      aria-label={`${variantLabel(variant)}: ${score.score} out of 10`}
      className={cn(
        'grid gap-1 rounded-lg border bg-card p-3',
        best ? 'border-primary ring-1 ring-primary' : 'border-border',
      )}
    >
      <p className="flex items-center justify-between gap-2 text-sm font-medium">
        <span>{variantLabel(variant)}</span>
        <span className="font-semibold tabular-nums" aria-hidden="true">
          {score.score}/10
        </span>
      </p>
      <p className="text-sm leading-relaxed text-muted-foreground">{score.reason}</p>
    </div>
  );
}

function Verdicts({ judgment }: { judgment: Judgment }) {
  return (
    <div className="grid gap-3">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Trophy aria-hidden="true" className="size-4 text-primary" />
        <span className="font-semibold">{winnerText(judgment.winner)}</span>
        <span className="text-muted-foreground">Judged by {judgment.judgeModel}.</span>
      </p>
      <ul aria-label="Verdicts" className="grid gap-3">
        {judgment.verdicts.map((verdict) => (
          <li key={verdict.modelId} className="grid gap-2">
            <p className="text-sm font-medium break-all">{verdict.modelId}</p>
            <div className="grid gap-2 sm:grid-cols-2">
              <ScoreCard
                variant="ORIGINAL"
                score={verdict.original}
                best={verdict.original.score > verdict.enhanced.score}
              />
              <ScoreCard
                variant="ENHANCED"
                score={verdict.enhanced}
                best={verdict.enhanced.score > verdict.original.score}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function JudgeStep({
  run,
  models,
  onChanged,
}: {
  run: PlaygroundRun;
  models: PlaygroundModel[];
  onChanged?: ((run: PlaygroundRun) => void) | undefined;
}) {
  const headingId = useId();
  const judge = useJudgePlaygroundRun();
  const [judgeModel, setJudgeModel] = useState(
    () => run.judgment?.judgeModel ?? models[0]?.id ?? '',
  );
  const fieldError =
    isApiError(judge.error, 'BAD_USER_INPUT') && judge.error.field === 'judgeModel'
      ? errorMessage(judge.error)
      : undefined;
  const ask = () =>
    judge.mutate({ runId: run.id, judgeModel }, { onSuccess: (judged) => onChanged?.(judged) });

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
        <Gavel aria-hidden="true" className="size-4 text-muted-foreground" />
        Ask a judge
      </h3>
      <p className="text-xs text-muted-foreground">
        A model scores each model’s two answers from 1 to 10 against the same rubric, without
        knowing which prompt wrote which.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField label="Judge model" error={fieldError} className="sm:min-w-64">
          <Select
            value={judgeModel}
            disabled={judge.isPending}
            onChange={(event) => setJudgeModel(event.target.value)}
          >
            {models.map((model) => (
              <option key={model.id} value={model.id}>
                {model.id}
              </option>
            ))}
          </Select>
        </FormField>
        <Button
          variant={run.judgment ? 'outline' : 'default'}
          loading={judge.isPending}
          disabled={!judgeModel}
          onClick={ask}
          className={cn(fieldError && 'sm:mb-7')}
        >
          {judge.isPending ? 'The judge is reading…' : run.judgment ? 'Ask again' : 'Ask the judge'}
        </Button>
      </div>
      {judge.isError && !fieldError ? (
        <Alert variant="error">{errorMessage(judge.error, 'The judge could not answer.')}</Alert>
      ) : null}
      {run.judgment ? <Verdicts judgment={run.judgment} /> : null}
    </section>
  );
}

function KeepStep({
  run,
  onChanged,
}: {
  run: PlaygroundRun;
  onChanged?: ((run: PlaygroundRun) => void) | undefined;
}) {
  const headingId = useId();
  const navigate = useNavigate();
  const save = useSavePlaygroundWinner();
  const [title, setTitle] = useState(() => defaultTitle(run.prompt));
  const [titleError, setTitleError] = useState<string | undefined>();
  const asVersion = run.sourcePromptId != null;
  const winner = run.judgment?.winner ?? null;

  const keep = (variant: PlaygroundVariant | null) => {
    if (!asVersion && !title.trim()) {
      setTitleError('Give the prompt a title.');
      return;
    }
    save.mutate(
      { runId: run.id, variant, title: asVersion ? null : title.trim() },
      {
        onSuccess: ({ run: saved, prompt }) => {
          onChanged?.(saved);
          notify.success(
            asVersion
              ? `“${prompt.title}” now has the text you kept; its old text is one of its versions.`
              : `Saved “${prompt.title}” to your library.`,
            {
              action: {
                label: 'Open library',
                onClick: () => void navigate(paths.app.library.getHref()),
              },
            },
          );
        },
      },
    );
  };

  if (run.savedPromptId) {
    return (
      <section aria-labelledby={headingId} className="grid gap-2">
        <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
          <BookmarkCheck aria-hidden="true" className="size-4 text-success" />
          Kept in your library
        </h3>
        <p className="text-sm text-muted-foreground">
          {asVersion
            ? 'The winner is the new text of the library prompt this run started from; the old text is one of its versions.'
            : 'The winner is saved as a prompt in your library.'}{' '}
          <Link to={paths.app.library.getHref()} className="font-medium text-primary underline">
            Open your library
          </Link>
        </p>
      </section>
    );
  }

  const other: PlaygroundVariant = winner === 'ENHANCED' ? 'ORIGINAL' : 'ENHANCED';
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
        <BookmarkCheck aria-hidden="true" className="size-4 text-muted-foreground" />
        Keep the winner
      </h3>
      <p className="text-xs text-muted-foreground">
        {asVersion
          ? 'Saved as a new version of the library prompt you started from (its current text is kept in its versions).'
          : 'Saved as a new prompt in your library.'}
      </p>
      {!asVersion ? (
        <FormField label="Title" error={titleError} className="max-w-md">
          <Input
            value={title}
            maxLength={120}
            disabled={save.isPending}
            onChange={(event) => {
              setTitle(event.target.value);
              setTitleError(undefined);
            }}
          />
        </FormField>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {winner ? (
          <>
            <Button loading={save.isPending} onClick={() => keep(null)}>
              Keep the winner ({variantLabel(winner).toLowerCase()})
            </Button>
            <Button variant="outline" disabled={save.isPending} onClick={() => keep(other)}>
              Keep the {variantLabel(other).toLowerCase()} instead
            </Button>
          </>
        ) : (
          (['ORIGINAL', 'ENHANCED'] as const).map((variant) => (
            <Button
              key={variant}
              variant={variant === 'ENHANCED' ? 'default' : 'outline'}
              disabled={save.isPending}
              onClick={() => keep(variant)}
            >
              Keep the {variantLabel(variant).toLowerCase()}
            </Button>
          ))
        )}
      </div>
      {save.isError ? (
        <Alert variant="error">{errorMessage(save.error, 'Could not save the winner.')}</Alert>
      ) : null}
    </section>
  );
}

/**
 * The closed loop after a compared run: ask a judge model to score each model's Original and
 * Enhanced answers (scores and reasons side by side, and the winner), then keep the winner (or
 * the other prompt, chosen explicitly) in the library.
 */
export function ClosedLoopPanel({
  run,
  models,
  onChanged,
}: {
  run: PlaygroundRun;
  /** The models a judge can be picked from (`playgroundSetup.models`). */
  models: PlaygroundModel[];
  onChanged?: (run: PlaygroundRun) => void;
}) {
  return (
    <div className="grid gap-6 rounded-xl border border-border bg-card px-4 py-4 shadow-sm">
      <JudgeStep run={run} models={models} onChanged={onChanged} />
      <div className="border-t border-border pt-4">
        <KeepStep run={run} onChanged={onChanged} />
      </div>
    </div>
  );
}
