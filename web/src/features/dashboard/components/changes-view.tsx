/**
 * A result's "Changes" view (issue 20): the user's words against the prompt, word by word,
 * then each change with the engine's reason and Accept / Reject. The diff is text (never
 * HTML) in <ins>/<del>, with screen-reader words for what each mark means, not colour alone.
 */
import { Check, X } from 'lucide-react';
import { useId } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { PromptChangeKind } from '@/lib/gql/graphql';
import { cn } from '@/lib/utils';

import type { ChangeReview } from '../hooks/use-change-review';
import type { PromptChange } from '../utils/changes';

import { PromptText } from './prompt-text';

const KIND_LABEL: Record<PromptChangeKind, string> = {
  SAME: 'Kept',
  ADDED: 'Added',
  REMOVED: 'Removed',
  REPLACED: 'Reworded',
};

/** The server gives every change a reason; this stands in should one ever be missing. */
const DEFAULT_REASON: Record<PromptChangeKind, string> = {
  SAME: '',
  ADDED: 'Added detail',
  REMOVED: 'Removed words',
  REPLACED: 'Reworded',
};

function reasonOf(change: PromptChange): string {
  return change.reason ?? DEFAULT_REASON[change.kind];
}

/** A change's words on one line, cut short: `“# Role You are an experienced…”`. */
function excerpt(text: string, max = 72): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return `“${line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line}”`;
}

function summary(change: PromptChange): string {
  switch (change.kind) {
    case 'ADDED':
      return `Adds ${excerpt(change.after)}`;
    case 'REMOVED':
      return `Removes ${excerpt(change.before)}`;
    default:
      return `${excerpt(change.before)} becomes ${excerpt(change.after)}`;
  }
}

/**
 * How a change's words look. Struck through is what the result leaves out: the removed words
 * while the change is accepted, the added words once it is rejected.
 */
const WORDS_STYLE = {
  del: {
    accepted: 'bg-destructive/15 text-foreground line-through decoration-destructive',
    rejected: 'bg-muted text-foreground no-underline',
  },
  ins: {
    accepted:
      'bg-success/20 text-foreground underline decoration-success decoration-2 underline-offset-2',
    rejected: 'text-muted-foreground line-through',
  },
} as const;

/** What a change removes (<del>) or adds (<ins>), with the word for screen readers. */
function DiffWords({
  as: Tag,
  words,
  state,
}: {
  as: 'del' | 'ins';
  words: string;
  state: 'accepted' | 'rejected';
}) {
  if (!words) return null;
  return (
    <Tag className={cn('rounded-sm px-0.5', WORDS_STYLE[Tag][state])}>
      <span className="sr-only">{Tag === 'del' ? 'removed ' : 'added '}</span>
      {words}
    </Tag>
  );
}

/** One change inside the diff: its number, what it removes and what it adds. */
function DiffMark({
  change,
  number,
  accepted,
}: {
  change: PromptChange;
  number: number;
  accepted: boolean;
}) {
  const state = accepted ? 'accepted' : 'rejected';
  return (
    <span data-change={number} data-state={state}>
      {/* At the start, so a change that ends a line does not seem to number the next one. */}
      <sup
        aria-hidden="true"
        className="mr-0.5 rounded-full bg-foreground px-1 font-sans text-[0.625rem] font-semibold text-background not-italic"
      >
        {number}
      </sup>
      <span className="sr-only">
        [Change {number}, {state}:{' '}
      </span>
      <DiffWords as="del" words={change.before} state={state} />
      <DiffWords as="ins" words={change.after} state={state} />
      <span className="sr-only">]</span>
    </span>
  );
}

export function ChangesView({
  review,
  compact = false,
}: {
  review: ChangeReview;
  compact?: boolean;
}) {
  const countId = useId();
  const { changes, indexes, rejected } = review;
  if (!changes) return null;
  const total = indexes.length;
  const acceptedCount = total - indexes.filter((i) => rejected.has(i)).length;
  const numberOf = new Map(indexes.map((index, n) => [index, n + 1]));

  return (
    <div className="grid gap-3">
      <p className="text-xs text-muted-foreground">
        Your words against the prompt. Marked additions are underlined, removals struck through;
        reject a change to keep your own words there. Copy, Save and Test use the result.
      </p>
      <PromptText label="Changes to your words" compact={compact}>
        {changes.map((change, index) => {
          const number = numberOf.get(index);
          return number === undefined ? (
            <span key={index}>{change.after}</span>
          ) : (
            <DiffMark key={index} change={change} number={number} accepted={!rejected.has(index)} />
          );
        })}
      </PromptText>

      <section aria-label="Each change" aria-describedby={countId} className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h4 className="text-sm font-semibold">
            {total === 1 ? '1 change' : `${total} changes`}{' '}
            <span id={countId} aria-live="polite" className="font-normal text-muted-foreground">
              ({acceptedCount} accepted)
            </span>
          </h4>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={review.acceptAll}
              disabled={acceptedCount === total}
            >
              <Check aria-hidden="true" />
              Accept all
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={review.rejectAll}
              disabled={acceptedCount === 0}
            >
              <X aria-hidden="true" />
              Reject all
            </Button>
          </div>
        </div>
        <ol className="grid gap-2">
          {indexes.map((index, n) => {
            const change = changes[index]!;
            const number = n + 1;
            const accepted = !rejected.has(index);
            const reason = reasonOf(change);
            return (
              <li
                key={index}
                className={cn(
                  'flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-lg border px-3 py-2',
                  accepted ? 'border-border' : 'border-dashed border-border bg-muted/40',
                )}
              >
                <div className="flex min-w-0 flex-[1_1_14rem] items-start gap-2">
                  <span
                    aria-hidden="true"
                    className="mt-px inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-foreground text-[0.625rem] font-semibold text-background"
                  >
                    {number}
                  </span>
                  <div className="grid min-w-0 gap-0.5">
                    <p className="text-sm font-medium">
                      <span className="sr-only">Change {number}: </span>
                      {reason}{' '}
                      <Badge variant="outline" className="ml-1 align-middle">
                        {KIND_LABEL[change.kind]}
                      </Badge>
                    </p>
                    <p className="truncate text-xs text-muted-foreground">{summary(change)}</p>
                  </div>
                </div>
                <div role="group" aria-label={`Change ${number}: ${reason}`} className="flex gap-1">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Accept change ${number}`}
                    aria-pressed={accepted}
                    className="aria-pressed:border-success aria-pressed:bg-success/15"
                    onClick={() => review.setAccepted(index, true)}
                  >
                    <Check aria-hidden="true" />
                    Accept
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Reject change ${number}`}
                    aria-pressed={!accepted}
                    className="aria-pressed:border-destructive aria-pressed:bg-destructive/15"
                    onClick={() => review.setAccepted(index, false)}
                  >
                    <X aria-hidden="true" />
                    Reject
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
