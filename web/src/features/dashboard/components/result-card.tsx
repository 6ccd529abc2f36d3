import {
  Check,
  ChevronDown,
  ExternalLink,
  GitCompareArrows,
  Info,
  Lock,
  RotateCcw,
  ScrollText,
  Sparkles,
  ThumbsDown,
  ThumbsUp,
  Wand2,
} from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

import { CopyButton } from '@/components/copy-button';
import { PromptChecksSlot } from '@/components/prompt-checks-slot';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { Tooltip } from '@/components/ui/tooltip';
import { betterGeneratorsFor, generatorLabel } from '@/config/generators';
import { openInTargets } from '@/config/site';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import type { GeneratorKind, Rating } from '@/lib/gql/graphql';
import { OPEN_IN_HINT, OPEN_IN_NOTE, openIn } from '@/lib/open-in';
import { notify } from '@/lib/toasts';
import { cn } from '@/lib/utils';

import { useRatePrompt } from '../api/rate-prompt';
import type { Generation } from '../api/run-generator';
import { useChangeReview } from '../hooks/use-change-review';

import { ChangesView } from './changes-view';
import { PromptText } from './prompt-text';
import { useResultActions } from './result-actions';

/** What the `engine` value "offline" means, for the people who run the server. */
export const BUILT_IN_ENGINE_NOTE =
  'Written by Superprompt’s built-in engine. Operators can connect an OpenAI-compatible, Anthropic or Gemini model in superprompt.toml ([[llm.providers]], see docs/configuration.md).';

function formatParameters(parameters: unknown): string | null {
  if (parameters == null) return null;
  if (typeof parameters === 'object' && Object.keys(parameters).length === 0) return null;
  if (typeof parameters === 'string') return parameters;
  try {
    return JSON.stringify(parameters, null, 2);
  } catch {
    return null;
  }
}

function OpenInMenu({ prompt }: { prompt: string }) {
  return (
    <DropdownMenu>
      <Tooltip content={OPEN_IN_HINT}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm">
            <ExternalLink aria-hidden="true" />
            Open in
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
      </Tooltip>
      <DropdownMenuContent align="start" className="max-w-72">
        <DropdownMenuLabel className="leading-snug font-normal">{OPEN_IN_NOTE}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {openInTargets.map((target) => (
          <DropdownMenuItem key={target.id} onSelect={() => void openIn(target, prompt)}>
            {target.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function RatingButtons({
  generationId,
  initial,
}: {
  generationId: string;
  initial: Rating | null;
}) {
  const [rating, setRating] = useState<Rating | null>(initial);
  const rate = useRatePrompt();

  const toggle = (value: Rating) => {
    const previous = rating;
    const next = rating === value ? null : value;
    setRating(next);
    rate.mutate(
      { generationId, rating: next },
      {
        onSuccess: (updated) => setRating(updated.rating),
        onError: (error) => {
          setRating(previous);
          notify.error(errorMessage(error, 'Could not save your rating. Please try again.'));
        },
      },
    );
  };

  const base =
    'size-8 aria-pressed:border-primary aria-pressed:bg-accent aria-pressed:text-accent-foreground';
  return (
    <div role="group" aria-label="Rate this prompt" className="flex gap-1">
      <Button
        variant="outline"
        size="icon"
        className={base}
        aria-label="Like"
        aria-pressed={rating === 'LIKE'}
        onClick={() => toggle('LIKE')}
      >
        <ThumbsUp aria-hidden="true" className={cn(rating === 'LIKE' && 'fill-current')} />
      </Button>
      <Button
        variant="outline"
        size="icon"
        className={base}
        aria-label="Dislike"
        aria-pressed={rating === 'DISLIKE'}
        onClick={() => toggle('DISLIKE')}
      >
        <ThumbsDown aria-hidden="true" className={cn(rating === 'DISLIKE' && 'fill-current')} />
      </Button>
    </div>
  );
}

/**
 * When the prompt was written and by what: a provider's "name:model", or the built-in engine
 * with a note on how to connect a model (behind an info button rather than a hover tooltip,
 * so it opens on touch screens too).
 */
function ResultMeta({ createdAt, engine }: { createdAt: string; engine: string }) {
  const [aboutOpen, setAboutOpen] = useState(false);
  const noteId = useId();
  const builtIn = engine === 'offline';
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-1 text-xs text-muted-foreground">
        <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
        {engine ? (
          <>
            <span aria-hidden="true">·</span>
            <span>{builtIn ? 'Built-in engine' : engine}</span>
            {builtIn ? (
              <button
                type="button"
                aria-label="About the built-in engine"
                aria-expanded={aboutOpen}
                aria-controls={noteId}
                onClick={() => setAboutOpen((open) => !open)}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                <Info className="size-3.5" aria-hidden="true" />
              </button>
            ) : null}
          </>
        ) : null}
      </p>
      {builtIn ? (
        <p id={noteId} hidden={!aboutOpen} className="max-w-prose text-xs text-muted-foreground">
          {BUILT_IN_ENGINE_NOTE}
        </p>
      ) : null}
    </>
  );
}

/** A text tier wrote this for an image or video task: the generator made for it, in one click. */
function GeneratorOffer({
  generation,
  isFree,
  onUseGenerator,
}: {
  generation: Generation;
  isFree: boolean;
  onUseGenerator: (generator: GeneratorKind, description: string) => void;
}) {
  const offer = betterGeneratorsFor(generation.generator, generation.taskKind);
  const pitchId = useId();
  if (!offer || offer.generators.length === 0) return null;
  // The pitch names them already: say only that they need a paid plan.
  const lockedNote = isFree
    ? offer.generators.length > 1
      ? 'Both are part of the paid plans.'
      : 'It is part of the paid plans.'
    : null;
  return (
    <section
      aria-label="A generator made for this task"
      aria-describedby={pitchId}
      className="grid gap-3 rounded-lg border border-primary/30 bg-accent px-4 py-3 text-sm text-accent-foreground"
    >
      <p id={pitchId} className="leading-relaxed">
        {offer.pitch}
        {lockedNote ? ` ${lockedNote}` : null}
      </p>
      <div className="flex flex-wrap gap-2">
        {offer.generators.map((info, index) => (
          <Button
            key={info.id}
            size="sm"
            variant={index === 0 ? 'default' : 'outline'}
            onClick={() => onUseGenerator(info.id, generation.description)}
          >
            {isFree && info.paid ? <Lock aria-hidden="true" /> : <Wand2 aria-hidden="true" />}
            Generate with {info.label}
          </Button>
        ))}
      </div>
    </section>
  );
}

type ResultView = 'prompt' | 'changes';

/**
 * A generated prompt with its tools. The prompt is rendered as text in a <pre> (never as
 * HTML): a prompt may legitimately contain markup such as <script>. Where the server explained
 * its changes, "Changes" shows them to accept or reject one by one; the prompt, Copy, Open in
 * and the extra actions (Save to library, Test on models) then use the accepted result.
 */
export function ResultCard({
  generation,
  eyebrow,
  actions,
  headingRef,
  compact = false,
  isFree = false,
  onUseGenerator,
  onTryAgain,
}: {
  generation: Generation;
  /**
   * Run the task again with another generator. Given, a text tier's result for an image or
   * video task offers the generator made for it.
   */
  onUseGenerator?: ((generator: GeneratorKind, description: string) => void) | undefined;
  /** "Try again": the same task, the next version of the prompt. */
  onTryAgain?: (() => void) | undefined;
  /** Free plan: the offered paid generators say so (the server answers with the upgrade path). */
  isFree?: boolean;
  /** Cap the prompt's height and let it scroll (side-by-side comparisons). */
  compact?: boolean;
  /** A small label above the title ("From your history", "Model A"). */
  eyebrow?: ReactNode;
  /** Extra buttons in the header (e.g. Close). */
  actions?: ReactNode;
  headingRef?: React.Ref<HTMLHeadingElement>;
}) {
  const headingId = useId();
  const renderExtraActions = useResultActions();
  const parameters = formatParameters(generation.parameters);
  const review = useChangeReview(generation);
  const [chosenView, setView] = useState<ResultView>('prompt');
  // A result with nothing to review (too long to compare) has the prompt only.
  const view = review.changes ? chosenView : 'prompt';
  const { text } = review;
  const rejectedCount = review.rejected.size;
  return (
    <Card aria-labelledby={headingId} className="flex min-w-0 flex-col">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-border px-5 py-4">
        <div className="grid min-w-0 gap-1">
          {eyebrow ? (
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h3
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="flex items-center gap-2 text-base font-semibold tracking-tight outline-none"
          >
            <Sparkles className="size-4 text-primary" aria-hidden="true" />
            {generatorLabel(generation.generator)}
          </h3>
          <ResultMeta createdAt={generation.createdAt} engine={generation.engine} />
        </div>
        {actions}
      </div>

      <div className="grid gap-4 px-5 py-4">
        {generation.notice ? <Alert variant="info">{generation.notice}</Alert> : null}

        {onUseGenerator ? (
          <GeneratorOffer generation={generation} isFree={isFree} onUseGenerator={onUseGenerator} />
        ) : null}

        <p className="text-xs text-muted-foreground">
          <span className="font-medium text-foreground">Your task:</span> {generation.description}
        </p>

        {review.changes ? (
          <SegmentedControl
            legend="Show"
            options={[
              { value: 'prompt', label: 'Prompt', icon: ScrollText },
              { value: 'changes', label: 'Changes', icon: GitCompareArrows },
            ]}
            value={view}
            onChange={setView}
          />
        ) : null}

        {view === 'changes' ? (
          <ChangesView review={review} compact={compact} />
        ) : (
          <div className="grid gap-2">
            <PromptText label="Generated prompt" compact={compact}>
              {text}
            </PromptText>
            {rejectedCount > 0 ? (
              <p className="text-xs text-muted-foreground">
                Your version: {rejectedCount === 1 ? '1 change' : `${rejectedCount} changes`}{' '}
                rejected.{' '}
                <button
                  type="button"
                  onClick={() => setView('changes')}
                  className="font-medium text-foreground underline underline-offset-2 hover:text-primary"
                >
                  Review changes
                </button>
              </p>
            ) : null}
            {/* Read-only: the result is changed through its Changes, not edited here. */}
            <PromptChecksSlot text={text} plainText compact label="Checks for this prompt" />
          </div>
        )}

        <div className="flex flex-wrap items-center gap-2">
          <CopyButton text={text} what="prompt" />
          <OpenInMenu prompt={text} />
          {onTryAgain ? (
            <Button
              variant="outline"
              size="sm"
              onClick={onTryAgain}
              title="Write another version of this prompt"
            >
              <RotateCcw aria-hidden="true" />
              Try again
            </Button>
          ) : null}
          {renderExtraActions?.(generation, text)}
          <div className="ml-auto">
            <RatingButtons
              key={generation.id}
              generationId={generation.id}
              initial={generation.rating}
            />
          </div>
        </div>

        {generation.improvements.length > 0 ? (
          <section aria-label="What was improved" className="grid gap-2">
            <h4 className="text-sm font-semibold">What was improved</h4>
            <ul className="grid gap-1.5 text-sm">
              {generation.improvements.map((line, index) => (
                <li key={`${index}-${line}`} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  <span>{line}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {parameters ? (
          <section aria-label="Parameters" className="grid gap-2">
            <h4 className="flex items-center gap-2 text-sm font-semibold">
              Parameters <Badge variant="outline">JSON</Badge>
            </h4>
            <pre
              tabIndex={0}
              className="max-h-64 overflow-auto rounded-lg border border-border bg-muted/50 p-3 font-mono text-xs leading-relaxed"
            >
              <code>{parameters}</code>
            </pre>
          </section>
        ) : null}
      </div>
    </Card>
  );
}
