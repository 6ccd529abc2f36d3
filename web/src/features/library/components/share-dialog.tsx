import { Check, Copy } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { absoluteUrl } from '@/lib/absolute-url';
import { copyText } from '@/lib/clipboard';
import { errorMessage } from '@/lib/errors';
import { plural } from '@/lib/format';
import type { AccessLevel } from '@/lib/gql/graphql';
import { notify } from '@/lib/toasts';

import { useCreateShareLink, type CreateShareLinkInput } from '../api/create-share-link';
import type { Folder } from '../api/get-folders';
import { embedSnippet } from '../utils/share';

/** What a share link is made for. */
export type ShareTarget =
  | { kind: 'prompt'; itemId: string; name: string }
  | { kind: 'folder'; itemId: string; name: string }
  /** Several folders, chosen in the dialog from `folders` (the open ones). */
  | { kind: 'folders'; folders: Folder[]; name: string }
  /** A generation result that is not saved: the task and the prompt written for it. */
  | { kind: 'result'; inputText: string; generatedPrompt: string; name: string };

const WHAT: Record<ShareTarget['kind'], string> = {
  prompt: 'prompt',
  folder: 'folder',
  folders: 'folders',
  result: 'result',
};

/** The createShareLink variables for `target`, with the chosen name, access and folders. */
export function shareInput(
  target: ShareTarget,
  name: string,
  accessLevel: AccessLevel,
  folderIds: string[],
): CreateShareLinkInput {
  switch (target.kind) {
    case 'prompt':
      return { shareType: 'PROMPT', itemId: target.itemId, name, accessLevel };
    case 'folder':
      return { shareType: 'FOLDER', itemId: target.itemId, name, accessLevel };
    case 'folders':
      return { shareType: 'FOLDERS', itemId: folderIds.join(','), name, accessLevel };
    case 'result':
      return {
        shareType: 'PROMPT',
        name,
        accessLevel,
        inputText: target.inputText,
        generatedPrompt: target.generatedPrompt,
      };
  }
}

const ACCESS_OPTIONS: { value: AccessLevel; label: string; hint: string }[] = [
  {
    value: 'LINK_ONLY',
    label: 'Anyone with the link',
    hint: 'Not listed anywhere, and hidden from search engines.',
  },
  { value: 'PUBLIC', label: 'Public', hint: 'Also listed in the public gallery.' },
];

/**
 * Makes a share link for a saved prompt, a folder, several folders or a generation result:
 * its name, who may find it (and, for several folders, which ones), then the link and the
 * embed snippet, each with Copy.
 */
export function ShareDialog({ target, onClose }: { target: ShareTarget; onClose: () => void }) {
  const [name, setName] = useState(target.name);
  const [access, setAccess] = useState<AccessLevel>('LINK_ONLY');
  const [nameError, setNameError] = useState<string | undefined>();
  const [folderIds, setFolderIds] = useState<string[]>(() =>
    target.kind === 'folders' ? target.folders.map((f) => f.id) : [],
  );
  const [foldersError, setFoldersError] = useState<string | undefined>();
  const create = useCreateShareLink();
  const accessId = useId();
  const foldersId = useId();
  const link = create.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const noName = !name.trim();
    const noFolders = target.kind === 'folders' && folderIds.length === 0;
    setNameError(noName ? 'Enter a name for the link.' : undefined);
    setFoldersError(noFolders ? 'Choose at least one folder.' : undefined);
    if (noName || noFolders) return;
    // In the library's order, whatever order they were ticked in.
    const chosen =
      target.kind === 'folders'
        ? target.folders.filter((f) => folderIds.includes(f.id)).map((f) => f.id)
        : [];
    create.mutate(shareInput(target, name, access, chosen));
  };

  const toggleFolder = (id: string, checked: boolean) =>
    setFolderIds((ids) => (checked ? [...ids, id] : ids.filter((other) => other !== id)));

  const what = WHAT[target.kind];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogTitle>Share {what}</DialogTitle>
        <DialogDescription>
          {link
            ? 'Your link is ready. Anyone who opens it sees the content as text and can save a copy.'
            : target.kind === 'folders'
              ? 'Make one link to the folders you choose.'
              : `Make a link to “${target.name}”.`}
        </DialogDescription>
        {link ? (
          <div className="grid gap-4">
            <CopyField label="Share link" value={absoluteUrl(link.url)} />
            <CopyField
              label="Embed code"
              value={embedSnippet(absoluteUrl(link.embedUrl), link.name)}
              multiline
            />
            <div className="flex justify-end">
              <Button onClick={onClose}>Done</Button>
            </div>
          </div>
        ) : (
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <FormField label="Link name" error={nameError}>
              <Input value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
            </FormField>
            {target.kind === 'folders' ? (
              <fieldset
                className="grid gap-2"
                aria-describedby={foldersError ? `${foldersId}-error` : undefined}
              >
                <legend className="mb-1 text-sm font-medium">Folders to share</legend>
                <ul className="grid max-h-56 gap-1 overflow-y-auto">
                  {target.folders.map((folder) => (
                    <li key={folder.id}>
                      <Label className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 font-normal hover:bg-muted">
                        <input
                          type="checkbox"
                          checked={folderIds.includes(folder.id)}
                          onChange={(e) => toggleFolder(folder.id, e.target.checked)}
                          className="accent-primary"
                        />
                        <span className="min-w-0 flex-1 truncate">{folder.name}</span>
                        <span className="text-xs text-muted-foreground tabular-nums">
                          {plural(folder.promptCount, 'prompt')}
                        </span>
                      </Label>
                    </li>
                  ))}
                </ul>
                {foldersError ? (
                  <p id={`${foldersId}-error`} role="alert" className="text-sm text-destructive">
                    {foldersError}
                  </p>
                ) : null}
              </fieldset>
            ) : null}
            <fieldset className="grid gap-2">
              <legend id={accessId} className="mb-1 text-sm font-medium">
                Who can open it
              </legend>
              {ACCESS_OPTIONS.map((option) => (
                <Label
                  key={option.value}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 font-normal has-[:checked]:border-primary"
                >
                  <input
                    type="radio"
                    name="access"
                    value={option.value}
                    checked={access === option.value}
                    onChange={() => setAccess(option.value)}
                    className="mt-0.5 accent-primary"
                  />
                  <span className="grid gap-0.5">
                    <span className="font-medium">{option.label}</span>
                    <span className="text-xs text-muted-foreground">{option.hint}</span>
                  </span>
                </Label>
              ))}
            </fieldset>
            {create.isError ? <Alert variant="error">{errorMessage(create.error)}</Alert> : null}
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Create link
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CopyField({
  label,
  value,
  multiline = false,
}: {
  label: string;
  value: string;
  multiline?: boolean;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <FormField
      label={label}
      labelAction={
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-label={`Copy ${label.toLowerCase()}`}
          onClick={async () => {
            try {
              await copyText(value);
              setCopied(true);
              notify.success('Copied');
            } catch {
              notify.error('Could not copy. Select the text and copy it by hand.');
            }
          }}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      }
    >
      {multiline ? (
        <Textarea readOnly value={value} rows={3} className="font-mono text-xs" />
      ) : (
        <Input readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
      )}
    </FormField>
  );
}
