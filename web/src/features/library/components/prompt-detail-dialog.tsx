import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Copy, History, Pencil, RotateCcw, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { generatorLabel } from '@/config/generators';
import { copyText } from '@/lib/clipboard';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/toasts';

import { usePromptVersions, type PromptVersion } from '../api/get-prompt-versions';
import type { SavedPrompt } from '../api/get-saved-prompts';
import { useRestorePromptVersion } from '../api/restore-prompt-version';
import { useUpdateSavedPrompt } from '../api/update-saved-prompt';
import { parseTags } from '../utils/tags';

import { VersionDiffView } from './diff-view';

const editSchema = z.object({
  title: z.string().trim().min(1, 'Enter a title.').max(200, 'At most 200 characters.'),
  text: z.string().trim().min(1, 'The prompt can’t be empty.'),
  tags: z.string(),
});
type EditValues = z.infer<typeof editSchema>;

/**
 * A saved prompt: everything about it as text (never HTML), Edit (title, text, tags) and the
 * Versions panel, newest first, each with its diff against the current text and Restore.
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
  const [editing, setEditing] = useState(false);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogTitle className="break-words">{prompt.title}</DialogTitle>
        <DialogDescription>
          {prompt.generator ? `${generatorLabel(prompt.generator)} · ` : ''}
          Updated {formatDateTime(prompt.updatedAt)}
        </DialogDescription>
        {editing ? (
          <EditPromptForm
            prompt={prompt}
            onCancel={() => setEditing(false)}
            onSaved={(saved) => {
              setPrompt(saved);
              setEditing(false);
            }}
          />
        ) : (
          <PromptView
            prompt={prompt}
            onEdit={() => setEditing(true)}
            onShare={() => onShare(prompt)}
          />
        )}
        <VersionsPanel promptId={prompt.id} onRestored={setPrompt} />
      </DialogContent>
    </Dialog>
  );
}

function PromptView({
  prompt,
  onEdit,
  onShare,
}: {
  prompt: SavedPrompt;
  onEdit: () => void;
  onShare: () => void;
}) {
  const [copied, setCopied] = useState(false);
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
      {prompt.tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {prompt.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="accent">{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={async () => {
            try {
              await copyText(prompt.text);
              setCopied(true);
              notify.success('Copied');
            } catch {
              notify.error('Could not copy the prompt. Select the text and copy it by hand.');
            }
          }}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button size="sm" variant="outline" onClick={onShare}>
          <Share2 aria-hidden="true" />
          Share
        </Button>
      </div>
    </div>
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
  const submit = form.handleSubmit((values) =>
    update.mutate(
      {
        id: prompt.id,
        title: values.title.trim(),
        text: values.text,
        tags: parseTags(values.tags),
      },
      {
        onSuccess: (saved) => {
          notify.success('Prompt saved');
          onSaved(saved);
        },
      },
    ),
  );
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} aria-label="Edit prompt" className="grid gap-4" noValidate>
      <FormField label="Title" error={errors.title?.message}>
        <Input {...form.register('title')} maxLength={200} />
      </FormField>
      <FormField label="Prompt" error={errors.text?.message}>
        <Textarea {...form.register('text')} rows={10} />
      </FormField>
      <FormField label="Tags" description="Separate tags with commas.">
        <Input {...form.register('tags')} />
      </FormField>
      {update.isError ? <Alert variant="error">{errorMessage(update.error)}</Alert> : null}
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
