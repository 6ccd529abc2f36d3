import { BookOpen, CircleStop, EyeOff, Play } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { CharacterCount } from '@/components/character-count';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/errors';
import { plural } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { usePlaygroundEstimate, type PlaygroundEstimate } from '../api/get-playground-estimate';
import type { PlaygroundSetup } from '../api/get-playground-setup';
import { refusalField, type PlaygroundRunHandle } from '../hooks/use-playground-run';
import { formatCount, formatUsd } from '../utils/format';

import { LibraryPickerDialog } from './library-picker-dialog';
import { ModelPicker } from './model-picker';

/** How long the prompt must rest before the estimate is asked again. */
const ESTIMATE_DEBOUNCE_MS = 400;

function estimateText(estimate: PlaygroundEstimate): string {
  const tokens = `about ${formatCount(estimate.promptTokens)} prompt tokens`;
  if (estimate.pricedModels === 0) return `No price is known for these models · ${tokens}`;
  const partly =
    estimate.pricedModels < estimate.models
      ? ` (${estimate.pricedModels} of ${plural(estimate.models, 'model')} priced)`
      : '';
  return `Estimated cost: up to ${formatUsd(estimate.costUsd)}${partly} · ${tokens}`;
}

function confirmText(estimate: PlaygroundEstimate, threshold: number): string {
  return `This run may cost up to about ${formatUsd(estimate.costUsd)}, more than the ${formatUsd(threshold)} above which this server asks you to confirm. The estimate counts the prompt and the longest answer each priced model may write.`;
}

/**
 * The run's form: the prompt (prefilled from a link, or inserted from the library), the
 * models, Blind mode, the estimate (asked as the prompt rests), and Run / Cancel all. A run
 * estimated above the operator's threshold is confirmed first; when the server asks for that
 * itself (its estimate moved), the same dialog shows its message.
 */
export function RunComposer({
  setup,
  run,
  initialPrompt,
  onStart,
}: {
  setup: PlaygroundSetup;
  run: PlaygroundRunHandle;
  initialPrompt: string;
  /** Called as a run starts (the page closes a reopened run to show it). */
  onStart?: () => void;
}) {
  const estimateId = useId();
  const blindId = useId();
  const blindHintId = useId();
  const [prompt, setPrompt] = useState(initialPrompt);
  const [models, setModels] = useState<string[]>(() =>
    setup.models.slice(0, setup.minModels).map((m) => m.id),
  );
  const [blind, setBlind] = useState(false);
  const [picking, setPicking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<{ prompt?: string; models?: string }>({});

  const trimmed = prompt.trim();
  const tooLong = prompt.length > setup.maxPromptChars;
  const countOk = models.length >= setup.minModels && models.length <= setup.maxModels;
  const debouncedPrompt = useDebouncedValue(prompt, ESTIMATE_DEBOUNCE_MS);
  const estimate = usePlaygroundEstimate(
    { prompt: debouncedPrompt, models },
    debouncedPrompt.trim() !== '' && debouncedPrompt.length <= setup.maxPromptChars && countOk,
  );
  // The estimate for what is in the form now (not for what was typed before).
  const current =
    estimate.data && debouncedPrompt === prompt && !estimate.isPlaceholderData
      ? estimate.data
      : null;

  const { state } = run;
  const running = run.isRunning;
  const refused = state.phase === 'error' && state.columns.length === 0 ? state.error : null;
  const refusedField = refusalField(refused);
  const serverAsksToConfirm = refusedField === 'confirmCost';

  const validate = (): boolean => {
    const next: typeof errors = {};
    if (trimmed === '') next.prompt = 'Write or insert a prompt to test.';
    else if (tooLong)
      next.prompt = `The prompt is too long: ${formatCount(setup.maxPromptChars)} characters at most.`;
    if (!countOk) {
      next.models = `Choose ${setup.minModels} to ${setup.maxModels} models.`;
    }
    setErrors(next);
    return !next.prompt && !next.models;
  };

  const start = (confirmCost: boolean) => {
    setConfirming(false);
    onStart?.();
    run.start({ prompt, models, blind, confirmCost });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (running || !validate()) return;
    if (current?.needsConfirmation) {
      setConfirming(true);
      return;
    }
    start(false);
  };

  const promptError =
    errors.prompt ?? (refusedField === 'prompt' ? errorMessage(refused) : undefined);
  const modelsError =
    errors.models ?? (refusedField === 'models' ? errorMessage(refused) : undefined);
  const confirmOpen = confirming || serverAsksToConfirm;

  return (
    <Card className="min-w-0">
      <form onSubmit={submit} noValidate className="grid gap-6 p-5 sm:p-6">
        <div className="grid gap-2">
          <FormField
            label="Prompt to test"
            labelAction={<CharacterCount value={prompt} max={setup.maxPromptChars} />}
            description="Sent to every model exactly as written."
            error={promptError}
          >
            <Textarea
              rows={7}
              value={prompt}
              disabled={running}
              onChange={(event) => {
                setPrompt(event.target.value);
                if (errors.prompt) setErrors((e) => ({ ...e, prompt: undefined }));
              }}
              placeholder="Paste a prompt, or insert one from your library"
            />
          </FormField>
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={running}
              onClick={() => setPicking(true)}
            >
              <BookOpen aria-hidden="true" />
              Insert from library
            </Button>
          </div>
        </div>

        <ModelPicker
          models={setup.models}
          selected={models}
          onChange={(next) => {
            setModels(next);
            if (errors.models) setErrors((e) => ({ ...e, models: undefined }));
          }}
          min={setup.minModels}
          max={setup.maxModels}
          disabled={running}
          error={modelsError}
        />

        <div className="flex items-start gap-3">
          <Switch
            id={blindId}
            checked={blind}
            disabled={running}
            onCheckedChange={setBlind}
            aria-describedby={blindHintId}
          />
          <div className="grid gap-1">
            <Label htmlFor={blindId} className="flex items-center gap-1.5">
              <EyeOff aria-hidden="true" className="size-4 text-muted-foreground" />
              Blind mode
            </Label>
            <p id={blindHintId} className="text-xs text-muted-foreground">
              Answers are labelled A, B, C… and the models are revealed when you vote.
            </p>
          </div>
        </div>

        <div className="flex flex-col gap-3 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p id={estimateId} className="text-sm text-muted-foreground">
            {estimate.isError && !current
              ? errorMessage(estimate.error, 'Could not estimate the cost.')
              : current
                ? estimateText(current)
                : trimmed !== '' && countOk && !tooLong
                  ? 'Estimating the cost…'
                  : `Each model writes up to ${formatCount(setup.maxOutputTokens)} tokens.`}
          </p>
          <div className="flex flex-wrap gap-2">
            {running ? (
              <Button
                type="button"
                variant="outline"
                loading={state.cancellingAll}
                onClick={() => run.cancel()}
              >
                <CircleStop aria-hidden="true" />
                Cancel all
              </Button>
            ) : null}
            <Button type="submit" loading={running} aria-describedby={estimateId}>
              {running ? null : <Play aria-hidden="true" />}
              {running ? 'Running…' : 'Run'}
            </Button>
          </div>
        </div>
      </form>

      {picking ? (
        <LibraryPickerDialog
          onClose={() => setPicking(false)}
          onPick={(text) => {
            setPrompt(text);
            setErrors((e) => ({ ...e, prompt: undefined }));
            setPicking(false);
          }}
        />
      ) : null}

      {confirmOpen ? (
        <ConfirmDialog
          title="Run this test?"
          description={
            serverAsksToConfirm
              ? errorMessage(refused)
              : current
                ? confirmText(current, setup.confirmCostAboveUsd)
                : ''
          }
          confirmLabel="Run the test"
          tone="default"
          onConfirm={() => start(true)}
          onClose={() => {
            setConfirming(false);
            if (serverAsksToConfirm) run.reset();
          }}
        />
      ) : null}
    </Card>
  );
}
