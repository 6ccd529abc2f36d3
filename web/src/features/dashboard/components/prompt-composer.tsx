import { Columns2, Wand2 } from 'lucide-react';
import {
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';

import {
  ContextGenieSelect,
  currentGenieChoice,
  NO_CONTEXT,
} from '@/components/context-genie-select';
import { PromptChecksSlot } from '@/components/prompt-checks-slot';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import {
  DEFAULT_COMPARISON,
  DEFAULT_GENERATOR,
  DESCRIPTION_MAX,
  IMAGE_MODELS,
  TEXT_TIERS,
  generatorInfo,
} from '@/config/generators';
import type { GeneratorKind, ImageModel, UserContextFieldsFragment } from '@/lib/gql/graphql';
import { cn } from '@/lib/utils';

import type { GenerationRequest } from '../api/run-generator';

import { ModeToggle, type WorkspaceMode } from './mode-toggle';
import { ModelPicker } from './model-picker';
import { TopicSuggestions } from './topic-suggestions';
import { VeoImageInput, type SelectedImage } from './veo-image-input';

export const EMPTY_DESCRIPTION_MESSAGE = 'Describe the task in a few words first.';

/** The request's Context Genie fields for a choice; none means the active Genie (if any). */
function genieRequest(choice: string): Pick<GenerationRequest, 'contextId' | 'noContext'> {
  if (choice === NO_CONTEXT) return { noContext: true };
  return choice ? { contextId: choice } : {};
}

/** What the workspace may ask of the composer from outside its form. */
export interface PromptComposerHandle {
  /**
   * Picks the generator, fills in the description and generates, as if the user had done it
   * (a result's "Generate with …" offer). The other choices (Context Genie, image model, first
   * frame) stay as the user set them.
   */
  generateWith: (generator: GeneratorKind, description: string) => void;
}

export interface PromptComposerProps {
  ref?: Ref<PromptComposerHandle>;
  mode: WorkspaceMode;
  onModeChange: (mode: WorkspaceMode) => void;
  isFree: boolean;
  profession: string | null | undefined;
  contexts: UserContextFieldsFragment[] | undefined;
  running: boolean;
  onGenerate: (request: GenerationRequest) => void;
  onCompare: (first: GenerationRequest, second: GenerationRequest) => void;
}

/** The task, the model and the options; Generate or Compare. */
export function PromptComposer({
  ref,
  mode,
  onModeChange,
  isFree,
  profession,
  contexts,
  running,
  onGenerate,
  onCompare,
}: PromptComposerProps) {
  const counterId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [generator, setGenerator] = useState<GeneratorKind>(DEFAULT_GENERATOR);
  const [imageModel, setImageModel] = useState<ImageModel>('MIDJOURNEY');
  const [showReasoning, setShowReasoning] = useState(false);
  const reasoningId = useId();
  const [veoImage, setVeoImage] = useState<SelectedImage | null>(null);
  const [pickedGenie, setPickedGenie] = useState('');
  const [comparison, setComparison] = useState<[GeneratorKind, GeneratorKind]>(DEFAULT_COMPARISON);

  const genie = currentGenieChoice(pickedGenie, contexts);
  const info = generatorInfo(generator);
  const length = description.length;

  const requestFor = (kind: GeneratorKind, task: string): GenerationRequest => ({
    generator: kind,
    description: task,
    ...genieRequest(genie),
    imageModel: kind === 'IMAGE_PROMPT' ? imageModel : undefined,
    showReasoning: kind === 'MASTERMIND' ? showReasoning : undefined,
    imageBase64: kind === 'VEO3' ? (veoImage?.dataUrl ?? null) : undefined,
  });

  useImperativeHandle(ref, () => ({
    generateWith(kind, task) {
      setGenerator(kind);
      setDescription(task);
      setError(null);
      onGenerate(requestFor(kind, task));
    },
  }));

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (running) return;
    if (!/[\p{L}\p{N}]/u.test(description)) {
      setError(EMPTY_DESCRIPTION_MESSAGE);
      textareaRef.current?.focus();
      return;
    }
    setError(null);
    const task = description.trim();
    const context = genieRequest(genie);
    if (mode === 'compare') {
      onCompare(
        { generator: comparison[0], description: task, ...context },
        { generator: comparison[1], description: task, ...context },
      );
      return;
    }
    onGenerate(requestFor(generator, task));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Card aria-labelledby="composer-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id="composer-title">New prompt</CardTitle>
          <CardDescription>
            {mode === 'compare'
              ? 'Run one task through two tiers and compare the prompts side by side.'
              : 'Describe a task in your own words; we turn it into a Super Prompt.'}
          </CardDescription>
        </div>
        <ModeToggle value={mode} onChange={onModeChange} />
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-5">
          <TopicSuggestions
            profession={profession}
            onPick={(topic) => {
              setDescription(topic);
              setError(null);
              textareaRef.current?.focus();
            }}
          />

          <FormField
            label="Describe your task"
            error={error ?? undefined}
            describedBy={counterId}
            labelAction={
              <span
                id={counterId}
                className={cn(
                  'text-xs text-muted-foreground tabular-nums',
                  length > DESCRIPTION_MAX * 0.9 && 'font-medium text-foreground',
                )}
              >
                <span className="sr-only">Characters used: </span>
                {length.toLocaleString()} / {DESCRIPTION_MAX.toLocaleString()}
              </span>
            }
          >
            <Textarea
              ref={textareaRef}
              value={description}
              onChange={(event) => {
                setDescription(event.target.value);
                if (error) setError(null);
              }}
              onKeyDown={onKeyDown}
              maxLength={DESCRIPTION_MAX}
              rows={5}
              placeholder="e.g. Write a friendly email asking my team for feedback on the new onboarding flow"
            />
          </FormField>
          {/* Advisory, folded to one line: the checks never stop Generate. */}
          <PromptChecksSlot
            text={description}
            plainText
            onApplyFix={(next) => {
              setDescription(next);
              if (error) setError(null);
            }}
            compact
            label="Checks for your task"
            className="-mt-2"
          />

          {mode === 'generate' ? (
            <>
              <ModelPicker value={generator} onChange={setGenerator} isFree={isFree} />
              {info ? (
                <p className="-mt-2 text-xs text-muted-foreground">
                  <span className="font-medium text-foreground">{info.label}:</span>{' '}
                  {info.description}
                </p>
              ) : null}
              {generator === 'IMAGE_PROMPT' ? (
                <FormField label="Image model">
                  <Select
                    value={imageModel}
                    onChange={(event) => setImageModel(event.target.value as ImageModel)}
                  >
                    {IMAGE_MODELS.map((m) => (
                      <option key={m.id} value={m.id}>
                        {m.label}
                      </option>
                    ))}
                  </Select>
                </FormField>
              ) : null}
              {generator === 'VEO3' ? (
                <VeoImageInput value={veoImage} onChange={setVeoImage} />
              ) : null}
              {generator === 'MASTERMIND' ? (
                <div className="flex items-start gap-3">
                  <Checkbox
                    id={reasoningId}
                    checked={showReasoning}
                    onCheckedChange={(checked) => setShowReasoning(checked === true)}
                    aria-describedby={`${reasoningId}-description`}
                  />
                  <div className="grid gap-1">
                    <Label htmlFor={reasoningId}>Show the plan and critique</Label>
                    <p id={`${reasoningId}-description`} className="text-xs text-muted-foreground">
                      The model always plans and reviews before it answers. Ticked, the answer also
                      shows that work in &lt;thinking&gt; and &lt;critique&gt; blocks.
                    </p>
                  </div>
                </div>
              ) : null}
            </>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              {(['First model', 'Second model'] as const).map((label, index) => (
                <FormField key={label} label={label}>
                  <Select
                    value={comparison[index]}
                    onChange={(event) => {
                      const next: [GeneratorKind, GeneratorKind] = [...comparison];
                      next[index] = event.target.value as GeneratorKind;
                      setComparison(next);
                    }}
                  >
                    {TEXT_TIERS.map((tier) => (
                      <option key={tier.id} value={tier.id}>
                        {tier.label} ({tier.tagline})
                      </option>
                    ))}
                  </Select>
                </FormField>
              ))}
              {isFree ? (
                <p className="text-xs text-muted-foreground sm:col-span-2">
                  Comparing uses two generations from your quota.
                </p>
              ) : null}
            </div>
          )}

          <ContextGenieSelect contexts={contexts} value={genie} onChange={setPickedGenie} />

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
            <p className="hidden text-xs text-muted-foreground sm:mr-auto sm:block">
              <kbd className="rounded border border-border bg-muted px-1 font-mono">Ctrl</kbd> (or{' '}
              <kbd className="rounded border border-border bg-muted px-1 font-mono">⌘</kbd>) +{' '}
              <kbd className="rounded border border-border bg-muted px-1 font-mono">Enter</kbd> to
              generate
            </p>
            <Button type="submit" size="lg" loading={running}>
              {running ? null : mode === 'compare' ? (
                <Columns2 aria-hidden="true" />
              ) : (
                <Wand2 aria-hidden="true" />
              )}
              {running ? 'Generating…' : mode === 'compare' ? 'Compare' : 'Generate'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
