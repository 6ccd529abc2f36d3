import { BookOpen, CircleStop, EyeOff, Play, Sparkles, Square, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { CharacterCount } from '@/components/character-count';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PromptChecksSlot } from '@/components/prompt-checks-slot';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/errors';
import { plural } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { enhancePrompt, ENHANCE_TIERS, type EnhanceTier } from '../api/enhance-prompt';
import { usePlaygroundEstimate, type PlaygroundEstimate } from '../api/get-playground-estimate';
import type { PlaygroundSetup } from '../api/get-playground-setup';
import { refusalField, type PlaygroundRunHandle } from '../hooks/use-playground-run';
import { formatCount, formatUsd } from '../utils/format';

import { LibraryPickerDialog } from './library-picker-dialog';
import { ModelPicker } from './model-picker';

/** A compared run (the closed loop) runs both prompts on 1 to 3 models. */
export const COMPARE_MIN_MODELS = 1;
export const COMPARE_MAX_MODELS = 3;

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
  const [errors, setErrors] = useState<{ prompt?: string; compare?: string; models?: string }>({});
  // The library prompt the text came from: a kept winner becomes its new version.
  const [source, setSource] = useState<{ id: string; title: string } | null>(null);
  // The closed loop: the prompt and its enhanced version, each run on every model.
  const compareId = useId();
  const compareHintId = useId();
  const [compare, setCompare] = useState(false);
  const [enhanced, setEnhanced] = useState('');
  const [tier, setTier] = useState<EnhanceTier>('AI_AMPLIFIER');
  const [enhancing, setEnhancing] = useState(false);
  const [enhanceError, setEnhanceError] = useState<string | null>(null);
  const enhanceRef = useRef<AbortController | null>(null);
  useEffect(() => () => enhanceRef.current?.abort(), []);

  const minModels = compare ? COMPARE_MIN_MODELS : setup.minModels;
  const maxModels = compare ? Math.min(COMPARE_MAX_MODELS, setup.maxModels) : setup.maxModels;
  const comparePrompt = compare ? enhanced : null;
  const trimmed = prompt.trim();
  const tooLong = prompt.length > setup.maxPromptChars;
  const compareOk = !compare || (enhanced.trim() !== '' && enhanced.length <= setup.maxPromptChars);
  const countOk = models.length >= minModels && models.length <= maxModels;
  const debouncedPrompt = useDebouncedValue(prompt, ESTIMATE_DEBOUNCE_MS);
  const debouncedCompare = useDebouncedValue(comparePrompt, ESTIMATE_DEBOUNCE_MS);
  const estimate = usePlaygroundEstimate(
    { prompt: debouncedPrompt, models, comparePrompt: debouncedCompare },
    debouncedPrompt.trim() !== '' &&
      debouncedPrompt.length <= setup.maxPromptChars &&
      countOk &&
      (!compare || (debouncedCompare?.trim() ?? '') !== '') &&
      !enhancing,
  );
  // The estimate for what is in the form now (not for what was typed before).
  const current =
    estimate.data &&
    debouncedPrompt === prompt &&
    debouncedCompare === comparePrompt &&
    !estimate.isPlaceholderData
      ? estimate.data
      : null;

  const toggleCompare = (on: boolean) => {
    setCompare(on);
    setErrors({});
    if (on) {
      setModels((m) => m.slice(0, Math.min(COMPARE_MAX_MODELS, setup.maxModels)));
    } else {
      enhanceRef.current?.abort();
      setModels((m) =>
        m.length >= setup.minModels
          ? m
          : [
              ...m,
              ...setup.models
                .map((model) => model.id)
                .filter((id) => !m.includes(id))
                .slice(0, setup.minModels - m.length),
            ],
      );
    }
  };

  const enhance = () => {
    if (enhancing) {
      enhanceRef.current?.abort();
      return;
    }
    if (trimmed === '') {
      setErrors((e) => ({ ...e, prompt: 'Write or insert a prompt to enhance first.' }));
      return;
    }
    const controller = new AbortController();
    enhanceRef.current = controller;
    setEnhancing(true);
    setEnhanceError(null);
    setErrors((e) => ({ ...e, compare: undefined }));
    enhancePrompt(
      { tier, prompt },
      { signal: controller.signal, onText: (text) => setEnhanced(text) },
    )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setEnhanceError(errorMessage(error, 'Could not enhance the prompt.'));
      })
      .finally(() => {
        if (enhanceRef.current !== controller) return;
        enhanceRef.current = null;
        setEnhancing(false);
      });
  };

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
    if (compare && !compareOk) {
      next.compare =
        enhanced.trim() === ''
          ? 'Enhance the prompt, or paste your enhanced version.'
          : `The enhanced version is too long: ${formatCount(setup.maxPromptChars)} characters at most.`;
    }
    if (!countOk) {
      next.models =
        minModels === maxModels
          ? `Choose ${minModels} model.`
          : `Choose ${minModels} to ${maxModels} models.`;
    }
    setErrors(next);
    return !next.prompt && !next.compare && !next.models;
  };

  const start = (confirmCost: boolean) => {
    setConfirming(false);
    onStart?.();
    run.start({
      prompt,
      models,
      blind: compare ? false : blind,
      confirmCost,
      comparePrompt,
      sourcePromptId: source?.id ?? null,
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (running || enhancing || !validate()) return;
    if (current?.needsConfirmation) {
      setConfirming(true);
      return;
    }
    start(false);
  };

  const promptError =
    errors.prompt ?? (refusedField === 'prompt' ? errorMessage(refused) : undefined);
  const compareError =
    errors.compare ??
    enhanceError ??
    (refusedField === 'comparePrompt' ? errorMessage(refused) : undefined);
  const modelsError =
    errors.models ?? (refusedField === 'models' ? errorMessage(refused) : undefined);
  const confirmOpen = confirming || serverAsksToConfirm;

  return (
    <Card className="min-w-0">
      <form onSubmit={submit} noValidate className="grid gap-6 p-5 sm:p-6">
        <div className="flex items-start gap-3">
          <Switch
            id={compareId}
            checked={compare}
            disabled={running}
            onCheckedChange={toggleCompare}
            aria-describedby={compareHintId}
          />
          <div className="grid gap-1">
            <Label htmlFor={compareId} className="flex items-center gap-1.5">
              <Sparkles aria-hidden="true" className="size-4 text-muted-foreground" />
              Compare with an enhanced version
            </Label>
            <p id={compareHintId} className="text-xs text-muted-foreground">
              Each model (1 to 3) runs your prompt and its enhanced version; a judge model then
              scores both, and you keep the winner in your library.
            </p>
          </div>
        </div>

        <div className={compare ? 'grid gap-4 lg:grid-cols-2' : 'grid'}>
          <div className="grid content-start gap-2">
            <FormField
              label="Prompt to test"
              labelAction={<CharacterCount value={prompt} max={setup.maxPromptChars} />}
              description={
                compare
                  ? 'The original, as you wrote it.'
                  : 'Sent to every model exactly as written.'
              }
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
            {/* Advisory: the checks never stop a run. The models are third parties'. */}
            <PromptChecksSlot
              text={prompt}
              onApplyFix={(next) => {
                setPrompt(next);
                if (errors.prompt) setErrors((e) => ({ ...e, prompt: undefined }));
              }}
              disabled={running}
              thirdParty
              compact
              label={compare ? 'Checks for the original prompt' : 'Checks for your prompt'}
            />
            <div className="flex flex-wrap items-center gap-2">
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
              {source ? (
                <span className="inline-flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
                  <span className="truncate">From your library: “{source.title}”</span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="h-6 px-1.5"
                    disabled={running}
                    aria-label={`Forget that the prompt came from “${source.title}”`}
                    onClick={() => setSource(null)}
                  >
                    <X aria-hidden="true" />
                  </Button>
                </span>
              ) : null}
            </div>
          </div>

          {compare ? (
            <div className="grid content-start gap-2">
              <FormField
                label="Enhanced version"
                labelAction={<CharacterCount value={enhanced} max={setup.maxPromptChars} />}
                description="Written by a generator below, or pasted; edit it as you like."
                error={compareError ?? undefined}
              >
                <Textarea
                  rows={7}
                  value={enhanced}
                  disabled={running}
                  readOnly={enhancing}
                  aria-busy={enhancing || undefined}
                  onChange={(event) => {
                    setEnhanced(event.target.value);
                    if (errors.compare) setErrors((e) => ({ ...e, compare: undefined }));
                  }}
                  placeholder="Enhance the prompt, or paste your own enhanced version"
                />
              </FormField>
              <PromptChecksSlot
                text={enhanced}
                onApplyFix={(next) => {
                  setEnhanced(next);
                  if (errors.compare) setErrors((e) => ({ ...e, compare: undefined }));
                }}
                disabled={running || enhancing}
                thirdParty
                compact
                label="Checks for the enhanced version"
              />
              <div className="flex flex-wrap items-end gap-2">
                <FormField label="Enhance with" className="min-w-40">
                  <Select
                    value={tier}
                    disabled={running || enhancing}
                    onChange={(event) => setTier(event.target.value as EnhanceTier)}
                  >
                    {ENHANCE_TIERS.map((t) => (
                      <option key={t.value} value={t.value}>
                        {t.label}
                      </option>
                    ))}
                  </Select>
                </FormField>
                <Button type="button" variant="outline" disabled={running} onClick={enhance}>
                  {enhancing ? <Square aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
                  {enhancing ? 'Stop' : enhanced.trim() ? 'Enhance again' : 'Enhance'}
                </Button>
              </div>
              <p role="status" className="text-xs text-muted-foreground">
                {enhancing ? 'Writing the enhanced version…' : ''}
              </p>
            </div>
          ) : null}
        </div>

        <ModelPicker
          models={setup.models}
          selected={models}
          onChange={(next) => {
            setModels(next);
            if (errors.models) setErrors((e) => ({ ...e, models: undefined }));
          }}
          min={minModels}
          max={maxModels}
          disabled={running}
          error={modelsError}
        />

        {compare ? null : (
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
        )}

        <div className="flex flex-col gap-3 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between">
          <p id={estimateId} className="text-sm text-muted-foreground">
            {estimate.isError && !current
              ? errorMessage(estimate.error, 'Could not estimate the cost.')
              : current
                ? estimateText(current)
                : trimmed !== '' && countOk && !tooLong && compareOk
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
            <Button
              type="submit"
              loading={running}
              disabled={enhancing}
              aria-describedby={estimateId}
            >
              {running ? null : <Play aria-hidden="true" />}
              {running ? 'Running…' : compare ? 'Run both' : 'Run'}
            </Button>
          </div>
        </div>
      </form>

      {picking ? (
        <LibraryPickerDialog
          onClose={() => setPicking(false)}
          onPick={(picked) => {
            setPrompt(picked.text);
            setSource({ id: picked.id, title: picked.title });
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
