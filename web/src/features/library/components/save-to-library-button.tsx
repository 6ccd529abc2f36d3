import { BookmarkPlus, Check } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/errors';
import type { GeneratorKind } from '@/lib/gql/graphql';
import { notify } from '@/lib/toasts';

import { useFolders } from '../api/get-folders';
import { useSavePrompt } from '../api/save-prompt';
import { parseTags } from '../utils/tags';

import { VariableProblemsAlert, variableProblems } from './variable-problems';

/** What a generation result gives the library. */
export interface SavablePrompt {
  /** The prompt. */
  text: string;
  /** The task it was made from. */
  description: string;
  generator: GeneratorKind | null;
}

/** A title from the task: its first line, cut at a word near 80 characters. */
export function defaultTitle(task: string): string {
  const line = task.trim().split('\n')[0]?.trim() ?? '';
  if (line.length <= 80) return line || 'Untitled prompt';
  const cut = line.slice(0, 80);
  const space = cut.lastIndexOf(' ');
  return `${(space > 40 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** "Save to library" on a generation result: title (from the task), folder, tags. */
export function SaveToLibraryButton({ prompt }: { prompt: SavablePrompt }) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        {saved ? <Check aria-hidden="true" /> : <BookmarkPlus aria-hidden="true" />}
        {saved ? 'Saved' : 'Save to library'}
      </Button>
      {open ? (
        <SaveDialog
          prompt={prompt}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setSaved(true);
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

function SaveDialog({
  prompt,
  onClose,
  onSaved,
}: {
  prompt: SavablePrompt;
  onClose: () => void;
  onSaved: () => void;
}) {
  const folders = useFolders();
  const save = useSavePrompt();
  const [title, setTitle] = useState(() => defaultTitle(prompt.description));
  const [folderId, setFolderId] = useState('');
  const [tags, setTags] = useState('');
  const [titleError, setTitleError] = useState<string | undefined>();
  const open = (folders.data ?? []).filter((f) => !f.locked);

  const problems = save.isError ? variableProblems(save.error) : null;

  const submit = (event: FormEvent | null, keepAsPlainText = false) => {
    event?.preventDefault();
    if (!title.trim()) {
      setTitleError('Enter a title.');
      return;
    }
    setTitleError(undefined);
    save.mutate(
      {
        title: title.trim(),
        text: prompt.text,
        description: prompt.description,
        generator: prompt.generator,
        folderId: folderId || null,
        tags: parseTags(tags),
        keepAsPlainText,
      },
      {
        onSuccess: (savedPrompt) => {
          const folder = folders.data?.find((f) => f.id === savedPrompt.folderId);
          const where = folder ? `Saved to ${folder.name}` : 'Saved to your library';
          notify.success(keepAsPlainText ? `${where} as plain text` : where);
          onSaved();
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent>
        <DialogTitle>Save to library</DialogTitle>
        <DialogDescription>
          Keep this prompt in a folder to find, edit and share it.
        </DialogDescription>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <FormField label="Title" error={titleError}>
            <Input value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
          </FormField>
          <FormField label="Folder">
            <Select value={folderId} onChange={(e) => setFolderId(e.target.value)}>
              <option value="">SUPER Prompts (default)</option>
              {open
                .filter((f) => f.name !== 'SUPER Prompts')
                .map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.name}
                  </option>
                ))}
            </Select>
          </FormField>
          <FormField label="Tags (optional)" description="Separate tags with commas.">
            <Input value={tags} onChange={(e) => setTags(e.target.value)} />
          </FormField>
          {problems ? (
            <VariableProblemsAlert
              problems={problems}
              pending={save.isPending}
              onSavePlainText={() => submit(null, true)}
            />
          ) : save.isError ? (
            isApiError(save.error, 'PLAN_LIMIT') ? (
              <Alert variant="error">
                {errorMessage(save.error)}{' '}
                <Link to={paths.app.pricing.getHref()} className="font-medium underline">
                  Upgrade
                </Link>
              </Alert>
            ) : (
              <Alert variant="error">{errorMessage(save.error)}</Alert>
            )
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
