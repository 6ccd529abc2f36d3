import { RotateCcw, Sparkles, X } from 'lucide-react';
import { useEffect, useRef } from 'react';

import { PlanLimitAlert } from '@/components/plan-limit-alert';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { generatorLabel } from '@/config/generators';
import { errorMessage, isApiError } from '@/lib/errors';
import type { GeneratorKind } from '@/lib/gql/graphql';

import { nextVariant } from '../api/run-generator';
import type { GenerationHandle } from '../hooks/use-generation';

import { ResultCard } from './result-card';

/**
 * The result area for one generation: waiting (with Cancel), the streamed text so far, the
 * result card, or what went wrong.
 */
export function GenerationPanel({
  generation,
  eyebrow,
  onRetry,
  focusOnSuccess = true,
  compact = false,
  isFree = false,
  onUseGenerator,
}: {
  generation: GenerationHandle;
  eyebrow?: string;
  onRetry?: () => void;
  /** The result card's one-click switch to the generator made for the task. */
  onUseGenerator?: (generator: GeneratorKind, description: string) => void;
  isFree?: boolean;
  /** Move keyboard focus to the result when it arrives. */
  focusOnSuccess?: boolean;
  /** Long prompts scroll inside the card (side-by-side comparisons). */
  compact?: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { status, request, result, error, text, reconnecting } = generation;
  const label = generatorLabel(request?.generator);

  useEffect(() => {
    if (status === 'success' && focusOnSuccess) headingRef.current?.focus();
  }, [status, focusOnSuccess]);

  if (status === 'pending' || status === 'streaming') {
    return (
      <Card aria-busy="true" className="flex min-w-0 flex-col">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border px-5 py-4">
          <div className="grid gap-1">
            {eyebrow ? (
              <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                {eyebrow}
              </p>
            ) : null}
            <p role="status" className="flex items-center gap-2 text-sm font-medium">
              <Spinner className="text-primary" />
              {reconnecting
                ? 'The connection dropped. Reconnecting…'
                : `Writing your Super Prompt with ${label}…`}
            </p>
          </div>
          <Button
            variant="outline"
            size="sm"
            onClick={generation.cancel}
            aria-label={eyebrow ? `Cancel ${eyebrow.toLowerCase()}` : undefined}
          >
            <X aria-hidden="true" />
            Cancel
          </Button>
        </div>
        <div className="px-5 py-4">
          {status === 'streaming' && text ? (
            // Not a live region: announcing every few words would drown a screen reader. The
            // status above says it is being written; the finished card takes focus.
            <div role="group" aria-label="Prompt so far">
              <pre className="rounded-lg border border-border bg-muted/50 p-4 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap">
                {text}
              </pre>
            </div>
          ) : (
            <div className="grid gap-2.5" aria-hidden="true">
              {['w-11/12', 'w-full', 'w-10/12', 'w-9/12', 'w-full', 'w-7/12'].map((w, i) => (
                <div key={i} className={`h-3 animate-pulse rounded bg-muted ${w}`} />
              ))}
            </div>
          )}
        </div>
      </Card>
    );
  }

  if (status === 'success' && result) {
    return (
      <ResultCard
        generation={result.generation}
        eyebrow={eyebrow}
        headingRef={headingRef}
        compact={compact}
        isFree={isFree}
        onUseGenerator={onUseGenerator}
        onTryAgain={request ? () => void generation.generate(nextVariant(request)) : undefined}
      />
    );
  }

  if (status === 'error') {
    if (isApiError(error, 'PLAN_LIMIT')) {
      return <PlanLimitAlert message={errorMessage(error)} resetsAt={error.resetsAt} />;
    }
    return (
      <Alert variant="error">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p>
            {eyebrow ? `${eyebrow}: ` : null}
            {errorMessage(error)}
          </p>
          {onRetry ? (
            <Button variant="outline" size="sm" onClick={onRetry} className="self-start">
              <RotateCcw aria-hidden="true" />
              Try again
            </Button>
          ) : null}
        </div>
      </Alert>
    );
  }

  if (status === 'cancelled') {
    return (
      <Alert variant="info">
        {eyebrow ? `${eyebrow}: ` : null}Generation cancelled.
        {generation.finishedInHistory
          ? ' Part of it was already shown, so it was finished and saved to your history, and it counts toward your allowance.'
          : null}
      </Alert>
    );
  }

  return (
    <div className="flex min-h-40 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-border px-6 py-10 text-center">
      <Sparkles className="size-6 text-primary" aria-hidden="true" />
      <p className="text-sm font-medium">
        {eyebrow ? `${eyebrow}: your Super Prompt appears here` : 'Your Super Prompt appears here'}
      </p>
      <p className="max-w-sm text-xs text-muted-foreground">
        Describe a task above, pick a model and press Generate.
      </p>
    </div>
  );
}
