import { Ban, Check, CircleAlert, Scissors, Trophy, X } from 'lucide-react';
import { useId, useLayoutEffect, useRef } from 'react';

import { CopyButton } from '@/components/copy-button';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

import { columnName, variantLabel, type ColumnView } from '../hooks/use-playground-run';
import { familyLabel, formatCount, formatMs, formatUsd } from '../utils/format';

function StateBadge({ column }: { column: ColumnView }) {
  const base =
    'inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium [&_svg]:size-3.5';
  switch (column.state) {
    case 'RUNNING':
      return (
        <span className={cn(base, 'border-primary/40 text-foreground')}>
          <Spinner className="text-primary" />
          {column.cancelling ? 'Cancelling…' : column.text ? 'Writing…' : 'Waiting…'}
        </span>
      );
    case 'DONE':
      return (
        <span className={cn(base, 'border-success/50 text-foreground')}>
          <Check aria-hidden="true" className="text-success" />
          Done
        </span>
      );
    case 'CAPPED':
      return (
        <span className={cn(base, 'border-border text-foreground')}>
          <Scissors aria-hidden="true" className="text-muted-foreground" />
          Cut at limit
        </span>
      );
    case 'FAILED':
      return (
        <span className={cn(base, 'border-destructive/50 text-destructive')}>
          <CircleAlert aria-hidden="true" />
          Failed
        </span>
      );
    case 'CANCELLED':
      return (
        <span className={cn(base, 'border-border text-muted-foreground')}>
          <Ban aria-hidden="true" />
          Cancelled
        </span>
      );
  }
}

/**
 * The answer as it streams: plain text in a <pre> (never HTML), which follows the new text
 * while the reader is at its bottom. Not a live region: the run's one status line announces
 * when a column ends.
 */
function AnswerText({ column, name }: { column: ColumnView; name: string }) {
  const ref = useRef<HTMLPreElement>(null);
  const atBottom = useRef(true);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && atBottom.current && column.state === 'RUNNING') el.scrollTop = el.scrollHeight;
  }, [column.text, column.state]);

  if (!column.text) {
    if (column.state === 'RUNNING') {
      return (
        <div className="grid gap-2.5" aria-hidden="true">
          {['w-11/12', 'w-full', 'w-9/12', 'w-10/12'].map((w, i) => (
            <div key={i} className={`h-3 animate-pulse rounded bg-muted ${w}`} />
          ))}
        </div>
      );
    }
    return (
      <p className="text-sm text-muted-foreground">
        {column.state === 'CANCELLED' ? 'Cancelled before it wrote anything.' : 'No text.'}
      </p>
    );
  }
  return (
    <div role="group" aria-label={`${name} answer`}>
      <pre
        ref={ref}
        // Scrollable regions must be reachable by keyboard.
        tabIndex={0}
        onScroll={(event) => {
          const el = event.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
        }}
        className="max-h-[28rem] overflow-y-auto rounded-lg border border-border bg-muted/50 p-3 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-foreground"
      >
        {column.text}
      </pre>
    </div>
  );
}

function Stats({ column }: { column: ColumnView }) {
  const ended = column.state !== 'RUNNING';
  const tokens =
    column.inputTokens == null || column.outputTokens == null
      ? '—'
      : `${formatCount(column.inputTokens)} in / ${formatCount(column.outputTokens)} out`;
  const cost = column.costUsd != null ? formatUsd(column.costUsd) : ended ? 'no price' : '—';
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-xs">
      <div className="grid gap-0.5">
        <dt className="text-muted-foreground">First token</dt>
        <dd className="font-medium tabular-nums">
          {column.firstTokenMs != null ? formatMs(column.firstTokenMs) : '—'}
        </dd>
      </div>
      <div className="grid gap-0.5">
        <dt className="text-muted-foreground">Total</dt>
        <dd className="font-medium tabular-nums">
          {column.totalMs != null ? formatMs(column.totalMs) : '—'}
        </dd>
      </div>
      <div className="grid gap-0.5">
        <dt className="text-muted-foreground">Tokens</dt>
        <dd className="font-medium tabular-nums">
          {tokens}
          {column.tokensEstimated && column.inputTokens != null ? (
            <abbr
              title="Estimated: the provider reported no token counts"
              className="ml-1 font-normal text-muted-foreground no-underline"
            >
              est.
            </abbr>
          ) : null}
        </dd>
      </div>
      <div className="grid gap-0.5">
        <dt className="text-muted-foreground">Cost</dt>
        <dd className="font-medium tabular-nums">{cost}</dd>
      </div>
    </dl>
  );
}

/**
 * One model's column: its label (the model once known), state, the answer as it streams,
 * Cancel while it goes, the error of a failed one, and its timings, tokens and cost.
 */
export function AnswerColumn({
  column,
  onCancel,
  winner = false,
  showVariant = false,
}: {
  column: ColumnView;
  /** Cancel this column (shown while it runs). */
  onCancel?: (() => void) | undefined;
  /** The vote named this column best. */
  winner?: boolean;
  /** A compared run: say which prompt the column ran. */
  showVariant?: boolean;
}) {
  const headingId = useId();
  const name = columnName(column);
  const running = column.state === 'RUNNING';
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={running || undefined}
      className={cn(
        'flex min-w-0 flex-col rounded-xl border bg-card text-card-foreground shadow-sm',
        winner ? 'border-primary ring-1 ring-primary' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2 border-b border-border px-4 py-3">
        <div className="grid min-w-0 gap-1">
          <h3 id={headingId} className="flex min-w-0 items-center gap-2 text-sm font-semibold">
            <span
              aria-hidden="true"
              className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
            >
              {column.label}
            </span>
            {column.modelId ? (
              <span className="min-w-0 break-all">
                <span className="sr-only">{name}:</span> {column.modelId}
              </span>
            ) : (
              <span>{name}</span>
            )}
            {showVariant && column.variant ? (
              <Badge variant={column.variant === 'ENHANCED' ? 'accent' : 'outline'}>
                {variantLabel(column.variant)}
              </Badge>
            ) : null}
          </h3>
          <div className="flex flex-wrap items-center gap-1.5">
            <StateBadge column={column} />
            {column.family ? <Badge variant="outline">{familyLabel(column.family)}</Badge> : null}
            {!column.modelId ? (
              <span className="text-xs text-muted-foreground">Model hidden until you vote</span>
            ) : null}
            {winner ? (
              <Badge>
                <Trophy aria-hidden="true" className="mr-1 size-3" />
                Best
              </Badge>
            ) : null}
          </div>
        </div>
        {running && onCancel ? (
          <Button
            variant="outline"
            size="sm"
            onClick={onCancel}
            disabled={column.cancelling}
            aria-label={`Cancel ${name}`}
          >
            <X aria-hidden="true" />
            Cancel
          </Button>
        ) : null}
      </div>
      <div className="grid flex-1 content-start gap-3 px-4 py-3">
        {column.state === 'FAILED' ? (
          <Alert variant="error">{column.error ?? 'The model failed.'}</Alert>
        ) : column.error ? (
          <Alert variant="info">{column.error}</Alert>
        ) : null}
        <AnswerText column={column} name={name} />
      </div>
      <div className="grid gap-3 border-t border-border px-4 py-3">
        <Stats column={column} />
        {!running && column.text ? (
          <div>
            <CopyButton text={column.text} what="answer" aria-label={`Copy ${name}’s answer`} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
