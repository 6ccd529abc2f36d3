import { zodResolver } from '@hookform/resolvers/zod';
import {
  ArrowLeft,
  ChevronDown,
  Copy,
  ExternalLink,
  FlaskConical,
  History,
  MessageSquare,
  Pencil,
  RotateCcw,
  Share2,
} from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';

import { PromptChecksSlot } from '@/components/prompt-checks-slot';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { VariablesForm } from '@/components/variables-form';
import { generatorLabel } from '@/config/generators';
import { chatDraftLinkState, paths, playgroundLinkState } from '@/config/paths';
import { openInTargets, type OpenInTarget } from '@/config/site';
import { copyOrExplain } from '@/lib/clipboard';
import { errorMessage } from '@/lib/errors';
import { formatDateTime, plural } from '@/lib/format';
import { OPEN_IN_NOTE, openIn } from '@/lib/open-in';
import {
  describeType,
  hasVariables,
  rememberedValuesKey,
  variableToken,
} from '@/lib/prompt-template';
import { useUser } from '@/lib/session';
import { notify } from '@/lib/toasts';

import { useLibraryContextGenies } from '../api/get-context-genies';
import { getGenieValues } from '../api/get-genie-values';
import { usePromptVersions, type PromptVersion } from '../api/get-prompt-versions';
import type { SavedPrompt } from '../api/get-saved-prompts';
import { useRestorePromptVersion } from '../api/restore-prompt-version';
import { useUpdateSavedPrompt } from '../api/update-saved-prompt';
import { parseTags } from '../utils/tags';

import { VersionDiffView } from './diff-view';
import { VariableProblemsAlert, variableProblems } from './variable-problems';

/** What the user can do with a saved prompt's text; with variables, the form comes first. */
export type PromptAction =
  | { kind: 'copy' }
  | { kind: 'open'; target: OpenInTarget }
  | { kind: 'playground' }
  | { kind: 'chat' };

function actionLabel(action: PromptAction): string {
  switch (action.kind) {
    case 'copy':
      return 'Copy filled prompt';
    case 'open':
      return `Open in ${action.target.label}`;
    case 'playground':
      return 'Test in playground';
    case 'chat':
      return 'Use in chat';
  }
}

const editSchema = z.object({
  title: z.string().trim().min(1, 'Enter a title.').max(200, 'At most 200 characters.'),
  text: z.string().trim().min(1, 'The prompt can’t be empty.'),
  tags: z.string(),
});
type EditValues = z.infer<typeof editSchema>;

/**
 * A saved prompt: everything about it as text (never HTML), its variables, Copy, Open in, Test
 * in playground and Use in chat (a prompt with variables shows its form first, and the action
 * takes the filled text), Edit (title, text, tags; a text whose variables are written wrong
 * can be saved as plain text) and the Versions panel, newest first, each with its diff against
 * the current text and Restore.
 */
export function PromptDetailDialog({
  prompt: initial,
  onClose,
  onShare,
}: {
  prompt: SavedPrompt;
  onClose: () => void;
  onShare: (prompt: SavedPrompt) => void;
}) {
  const [prompt, setPrompt] = useState(initial);
  const [mode, setMode] = useState<'view' | 'edit' | PromptAction>('view');
  const navigate = useNavigate();

  const run = async (action: PromptAction, text: string) => {
    switch (action.kind) {
      case 'copy':
        if (await copyOrExplain(text, 'prompt')) notify.success('Copied');
        return;
      case 'open':
        await openIn(action.target, text);
        return;
      case 'playground':
        await navigate(paths.app.playground.getHref(text), { state: playgroundLinkState(text) });
        return;
      case 'chat':
        await navigate(paths.app.chat.getHref(), { state: chatDraftLinkState(text) });
        return;
    }
  };
  const request = (action: PromptAction) => {
    if (hasVariables(prompt.template)) setMode(action);
    else void run(action, prompt.text);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogTitle className="break-words">{prompt.title}</DialogTitle>
        <DialogDescription>
          {prompt.generator ? `${generatorLabel(prompt.generator)} · ` : ''}
          Updated {formatDateTime(prompt.updatedAt)}
        </DialogDescription>
        {mode === 'edit' ? (
          <EditPromptForm
            prompt={prompt}
            onCancel={() => setMode('view')}
            onSaved={(saved) => {
              setPrompt(saved);
              setMode('view');
            }}
          />
        ) : mode === 'view' ? (
          <PromptView
            prompt={prompt}
            onAction={request}
            onEdit={() => setMode('edit')}
            onShare={() => onShare(prompt)}
          />
        ) : (
          <FillVariables
            prompt={prompt}
            action={mode}
            onBack={() => setMode('view')}
            onFilled={async (text) => {
              await run(mode, text);
              setMode('view');
            }}
          />
        )}
        {mode === 'view' || mode === 'edit' ? (
          <VersionsPanel promptId={prompt.id} onRestored={setPrompt} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function PromptView({
  prompt,
  onAction,
  onEdit,
  onShare,
}: {
  prompt: SavedPrompt;
  onAction: (action: PromptAction) => void;
  onEdit: () => void;
  onShare: () => void;
}) {
  const withForm = hasVariables(prompt.template);
  return (
    <div className="grid gap-3">
      {prompt.description ? (
        <p className="text-sm text-muted-foreground">
          <span className="font-medium text-foreground">Task:</span> {prompt.description}
        </p>
      ) : null}
      <div role="group" aria-label="Prompt text">
        <pre className="max-h-80 overflow-y-auto rounded-lg border border-border bg-muted/50 p-4 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap">
          {prompt.text}
        </pre>
      </div>
      <VariablesList prompt={prompt} />
      {prompt.tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {prompt.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="accent">{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {withForm ? (
        <p className="text-xs text-muted-foreground">
          Copy, Open in, Test and Use in chat ask for the variables first.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button size="sm" variant="outline" onClick={() => onAction({ kind: 'copy' })}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button size="sm" variant="outline">
              <ExternalLink aria-hidden="true" />
              Open in
              <ChevronDown aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start" className="max-w-72">
            <DropdownMenuLabel className="leading-snug font-normal">
              {OPEN_IN_NOTE}
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            {openInTargets.map((target) => (
              <DropdownMenuItem key={target.id} onSelect={() => onAction({ kind: 'open', target })}>
                {target.label}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
        <Button size="sm" variant="outline" onClick={() => onAction({ kind: 'playground' })}>
          <FlaskConical aria-hidden="true" />
          Test in playground
        </Button>
        <Button size="sm" variant="outline" onClick={() => onAction({ kind: 'chat' })}>
          <MessageSquare aria-hidden="true" />
          Use in chat
        </Button>
        <Button size="sm" variant="outline" onClick={onShare}>
          <Share2 aria-hidden="true" />
          Share
        </Button>
      </div>
    </div>
  );
}

/** The prompt's variables with their types and defaults, or why its braces are plain text. */
function VariablesList({ prompt }: { prompt: SavedPrompt }) {
  const { variables, errors } = prompt.template;
  if (errors.length > 0) {
    return (
      <p className="text-xs text-muted-foreground">
        Saved as plain text: its {'{{…}}'} are not variables ({errors[0]?.message}).
      </p>
    );
  }
  if (variables.length === 0) return null;
  return (
    <section aria-labelledby="variables-title" className="grid gap-1.5">
      <h3 id="variables-title" className="text-sm font-medium">
        {plural(variables.length, 'variable')}
      </h3>
      <ul aria-label="Variables" className="grid gap-1 text-sm">
        {variables.map((variable) => (
          <li key={variable.name} className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Badge variant="accent" className="font-mono">
              {variableToken(variable.name)}
            </Badge>
            <span className="text-muted-foreground">
              {describeType(variable)}
              {variable.default !== null && variable.default !== ''
                ? ` · default: ${variable.default}`
                : ' · required'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The variables form in place of the prompt, then the action the user asked for. */
function FillVariables({
  prompt,
  action,
  onBack,
  onFilled,
}: {
  prompt: SavedPrompt;
  action: PromptAction;
  onBack: () => void;
  onFilled: (text: string) => Promise<void>;
}) {
  const user = useUser();
  const genies = useLibraryContextGenies(true);
  const [busy, setBusy] = useState(false);
  return (
    <section aria-labelledby="fill-title" className="grid gap-3">
      <div className="grid gap-1">
        <h3 id="fill-title" className="text-base font-semibold">
          Fill in the variables
        </h3>
        <p className="text-sm text-muted-foreground">
          The prompt is used with these values. They are remembered for next time, in this browser.
        </p>
      </div>
      <VariablesForm
        template={prompt.template}
        storageKey={rememberedValuesKey(user.id, `prompt:${prompt.id}`)}
        genie={{
          contexts: genies.data,
          load: (contextId) => getGenieValues({ text: prompt.text, contextId }),
        }}
        onSubmit={async (text) => {
          setBusy(true);
          try {
            await onFilled(text);
          } finally {
            setBusy(false);
          }
        }}
      >
        <Button type="button" variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
        <Button type="submit" loading={busy}>
          {action.kind === 'copy' ? <Copy aria-hidden="true" /> : null}
          {actionLabel(action)}
        </Button>
      </VariablesForm>
    </section>
  );
}

function EditPromptForm({
  prompt,
  onCancel,
  onSaved,
}: {
  prompt: SavedPrompt;
  onCancel: () => void;
  onSaved: (prompt: SavedPrompt) => void;
}) {
  const update = useUpdateSavedPrompt();
  const form = useForm<EditValues>({
    resolver: zodResolver(editSchema),
    defaultValues: { title: prompt.title, text: prompt.text, tags: prompt.tags.join(', ') },
  });
  const save = (keepAsPlainText: boolean) =>
    form.handleSubmit((values) =>
      update.mutate(
        {
          id: prompt.id,
          title: values.title.trim(),
          text: values.text,
          tags: parseTags(values.tags),
          keepAsPlainText,
        },
        {
          onSuccess: (saved) => {
            notify.success(keepAsPlainText ? 'Prompt saved as plain text' : 'Prompt saved');
            onSaved(saved);
          },
        },
      ),
    );
  const submit = save(false);
  const { errors } = form.formState;
  const problems = update.isError ? variableProblems(update.error) : null;
  const text = useWatch({ control: form.control, name: 'text' });
  return (
    <form onSubmit={submit} aria-label="Edit prompt" className="grid gap-4" noValidate>
      <FormField label="Title" error={errors.title?.message}>
        <Input {...form.register('title')} maxLength={200} />
      </FormField>
      <FormField
        label="Prompt"
        description="Variables: {{name}}, {{name: long}}, {{count: number = 3}}, {{tone: options(formal, casual) = casual}}."
        error={errors.text?.message}
      >
        <Textarea {...form.register('text')} rows={10} />
      </FormField>
      {/* The lint and token preview, composed by the app (features/prompt-checks). */}
      <PromptChecksSlot
        text={text}
        onApplyFix={(next) => form.setValue('text', next, { shouldDirty: true })}
        label="Checks for this prompt"
        compact
      />
      <FormField label="Tags" description="Separate tags with commas.">
        <Input {...form.register('tags')} />
      </FormField>
      {problems ? (
        <VariableProblemsAlert
          problems={problems}
          pending={update.isPending}
          onSavePlainText={() => void save(true)()}
        />
      ) : update.isError ? (
        <Alert variant="error">{errorMessage(update.error)}</Alert>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending}>
          Save changes
        </Button>
      </div>
    </form>
  );
}

function VersionsPanel({
  promptId,
  onRestored,
}: {
  promptId: string;
  onRestored: (prompt: SavedPrompt) => void;
}) {
  const versions = usePromptVersions(promptId);
  return (
    <section aria-labelledby="versions-title" className="grid gap-3 border-t border-border pt-4">
      <h3 id="versions-title" className="flex items-center gap-2 text-sm font-semibold">
        <History className="size-4 text-muted-foreground" aria-hidden="true" />
        Versions
      </h3>
      {versions.isPending ? (
        <p className="text-sm text-muted-foreground">Loading versions…</p>
      ) : versions.isError ? (
        <Alert variant="error">Could not load the versions: {errorMessage(versions.error)}</Alert>
      ) : versions.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No earlier versions yet. Each edit keeps the previous content here.
        </p>
      ) : (
        <ol className="grid gap-4">
          {versions.data.map((version) => (
            <VersionItem
              key={version.id}
              promptId={promptId}
              version={version}
              onRestored={onRestored}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

function VersionItem({
  promptId,
  version,
  onRestored,
}: {
  promptId: string;
  version: PromptVersion;
  onRestored: (prompt: SavedPrompt) => void;
}) {
  const restore = useRestorePromptVersion();
  const label = `Version from ${formatDateTime(version.createdAt)}`;
  return (
    <li aria-label={label} className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm">
          <span className="font-medium">{version.title}</span>{' '}
          <span className="text-muted-foreground">
            · replaced <time dateTime={version.createdAt}>{formatDateTime(version.createdAt)}</time>
          </span>
        </p>
        <Button
          size="sm"
          variant="outline"
          loading={restore.isPending}
          aria-label={`Restore ${label.toLowerCase()}`}
          onClick={() =>
            restore.mutate(
              { promptId, versionId: version.id },
              {
                onSuccess: (prompt) => {
                  notify.success('Version restored');
                  onRestored(prompt);
                },
                onError: (error) => notify.error(errorMessage(error)),
              },
            )
          }
        >
          <RotateCcw aria-hidden="true" />
          Restore
        </Button>
      </div>
      <VersionDiffView
        diff={version.diff}
        label={`Changes from this version to the current text`}
      />
    </li>
  );
}
