/**
 * The prompt checks (issue 22): the linter's advice on a prompt, each finding with its reason,
 * the words it is about and a one-click fix, and the prompt's tokens and the cost of one run
 * on each of the operator's models. Advisory: it never blocks running or saving.
 *
 * Mounted by other features through the shared slot (`components/prompt-checks-slot.tsx`),
 * whose renderer the app supplies: features never import this one.
 */
import {
  AlertTriangle,
  CheckCircle2,
  ChevronDown,
  Info,
  Lightbulb,
  RotateCcw,
  Wand2,
} from 'lucide-react';
import { useId, useRef, useState } from 'react';

import type { PromptChecksSlotProps } from '@/components/prompt-checks-slot';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { cn } from '@/lib/utils';

import {
  usePromptAnalysis,
  type LintFinding,
  type ModelTokenCount,
  type PromptAnalysis,
} from '../api/analyze-prompt';
import { applyFix, quotedSpan } from '../utils/apply-fix';
import { findingsSummary, formatCost, formatTokens } from '../utils/format';

/** The same props as the slot other features render (`components/prompt-checks-slot.tsx`). */
export type PromptChecksProps = PromptChecksSlotProps;

const SEVERITY = {
  WARNING: { word: 'Warning', Icon: AlertTriangle, tone: 'text-warning' },
  INFO: { word: 'Suggestion', Icon: Lightbulb, tone: 'text-primary' },
} as const;

function Finding({
  finding,
  analyzedText,
  canFix,
  onFix,
}: {
  finding: LintFinding;
  analyzedText: string;
  /** Fix buttons shown at all (the text is editable here). */
  canFix: boolean;
  /** Undefined while the fix cannot apply (the text changed since this finding). */
  onFix: ((finding: LintFinding) => void) | undefined;
}) {
  const messageId = useId();
  const { word, Icon, tone } = SEVERITY[finding.severity];
  const quote = quotedSpan(analyzedText, finding.start, finding.end);
  return (
    <li className="flex gap-2.5 py-2.5 first:pt-0 last:pb-0">
      <Icon aria-hidden="true" className={cn('mt-0.5 size-4 shrink-0', tone)} />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <p id={messageId} className="text-sm leading-snug">
          <span className="sr-only">{word}: </span>
          {finding.message}
        </p>
        {quote ? (
          <p className="text-xs break-words text-muted-foreground">
            In your text: <q className="font-medium text-foreground">{quote}</q>
          </p>
        ) : null}
        {canFix && finding.fix ? (
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-describedby={messageId}
              disabled={!onFix}
              title={onFix ? undefined : 'Wait for the check of the new text'}
              onClick={() => onFix?.(finding)}
            >
              <Wand2 aria-hidden="true" />
              {finding.fix.label}
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}

function ModelCosts({ models }: { models: readonly ModelTokenCount[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[18rem] text-left text-xs">
        <caption className="sr-only">Tokens and cost of one run on each model</caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              Model
            </th>
            <th scope="col" className="py-1 pr-3 text-right font-medium">
              Tokens
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              One run
            </th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {models.map((model) => (
            <tr key={model.modelId} className="border-t border-border">
              <th scope="row" className="max-w-[12rem] truncate py-1.5 pr-3 font-normal">
                {model.modelId}
              </th>
              <td className="py-1.5 pr-3 text-right whitespace-nowrap">
                {model.exact ? '' : '~'}
                {formatTokens(model.tokens)}{' '}
                <span className="text-muted-foreground">{model.exact ? 'exact' : 'est.'}</span>
              </td>
              <td className="py-1.5 text-right whitespace-nowrap">
                {formatCost(model.runCostUsd)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1.5 text-xs text-muted-foreground">
        “est.”: about 4 characters a token, where no tokenizer for the model is known. One run
        counts the prompt and the longest answer the model may write.
      </p>
    </div>
  );
}

function Details({
  analysis,
  analyzedText,
  canFix,
  onFix,
  stale,
}: {
  analysis: PromptAnalysis;
  analyzedText: string;
  canFix: boolean;
  onFix: ((finding: LintFinding) => void) | undefined;
  stale: boolean;
}) {
  return (
    <div
      aria-busy={stale || undefined}
      className={cn('grid gap-3 transition-opacity', stale && 'opacity-60')}
    >
      {analysis.lint.length > 0 ? (
        <ul aria-label="Suggestions" className="divide-y divide-border">
          {analysis.lint.map((finding, index) => (
            <Finding
              key={`${finding.rule}-${finding.start ?? ''}-${index}`}
              finding={finding}
              analyzedText={analyzedText}
              canFix={canFix}
              onFix={onFix}
            />
          ))}
        </ul>
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CheckCircle2 aria-hidden="true" className="size-4 text-success" />
          No issues found
        </p>
      )}
      <div className="grid gap-1.5 border-t border-border pt-3">
        <p className="text-xs text-muted-foreground">
          <span className="font-medium text-foreground">
            About {formatTokens(analysis.estimatedTokens)} tokens
          </span>{' '}
          (estimated for any model)
        </p>
        {analysis.models.length > 0 ? <ModelCosts models={analysis.models} /> : null}
      </div>
    </div>
  );
}

/**
 * The checks for `text`: see the module comment. Fixes apply only to the text their finding
 * was computed for; while a newer text is being checked the last answer stays on screen,
 * dimmed, with its fixes off.
 */
export function PromptChecks({
  text,
  onApplyFix,
  thirdParty,
  values,
  contextId,
  plainText,
  compact = false,
  disabled = false,
  label = 'Prompt checks',
  className,
}: PromptChecksProps) {
  const detailsId = useId();
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const check = usePromptAnalysis({ text, values, contextId, thirdParty, plainText });
  const { data } = check;
  const empty = text.trim() === '';
  const open = !compact || expanded;

  const onFix =
    onApplyFix && !disabled && check.isCurrent && data
      ? (finding: LintFinding) => {
          if (!finding.fix) return;
          const next = applyFix(text, data.text, finding.fix.edits);
          if (next === null) return;
          onApplyFix(next);
          // The button goes with the finding: keep the keyboard in the checks.
          summaryRef.current?.focus();
        }
      : undefined;

  const count = data?.analysis.lint.length ?? 0;
  const warnings = data?.analysis.lint.filter((f) => f.severity === 'WARNING').length ?? 0;
  const SummaryIcon = !data
    ? Info
    : count === 0
      ? CheckCircle2
      : warnings > 0
        ? AlertTriangle
        : Lightbulb;
  const summaryTone = !data
    ? 'text-muted-foreground'
    : count === 0
      ? 'text-success'
      : warnings > 0
        ? 'text-warning'
        : 'text-primary';

  return (
    <section
      aria-label={label}
      className={cn('grid gap-3 rounded-lg border border-border bg-muted/30 px-3 py-2', className)}
    >
      <div className="flex min-h-8 flex-wrap items-center gap-x-2 gap-y-1">
        <SummaryIcon aria-hidden="true" className={cn('size-4 shrink-0', summaryTone)} />
        <p ref={summaryRef} tabIndex={-1} className="min-w-0 flex-1 text-sm outline-none">
          {/* Only the count is announced, once an answer arrives: not every keystroke. */}
          <span aria-live="polite" aria-atomic="true" className="font-medium">
            {data ? findingsSummary(count) : ''}
          </span>
          {data ? (
            <span className="text-muted-foreground">
              {' · '}~{formatTokens(data.analysis.estimatedTokens)} tokens
            </span>
          ) : empty ? (
            <span className="text-muted-foreground">
              Suggestions and the token count show as you type.
            </span>
          ) : check.error ? (
            <span className="text-destructive">
              Could not check the prompt: {errorMessage(check.error)}
            </span>
          ) : null}
          {check.isChecking ? (
            <span className="ml-2 inline-flex items-center gap-1 align-middle text-xs text-muted-foreground">
              <Spinner className="size-3" />
              Checking…
            </span>
          ) : null}
        </p>
        {check.error && !check.isChecking ? (
          <Button type="button" variant="ghost" size="sm" onClick={check.retry}>
            <RotateCcw aria-hidden="true" />
            Check again
          </Button>
        ) : null}
        {compact && data ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? 'Hide details' : 'Details'}
            <ChevronDown
              aria-hidden="true"
              className={cn('transition-transform', expanded && 'rotate-180')}
            />
          </Button>
        ) : null}
      </div>
      {data ? (
        <div id={detailsId} hidden={!open} className="pb-1">
          {open ? (
            <Details
              analysis={data.analysis}
              analyzedText={data.text}
              canFix={onApplyFix !== undefined}
              onFix={onFix}
              stale={!check.isCurrent}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
