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
import type { AccessLevel, ShareType } from '@/lib/gql/graphql';
import { notify } from '@/lib/toasts';

import { useCreateShareLink } from '../api/create-share-link';
import { embedSnippet } from '../utils/share';

export interface ShareTarget {
  shareType: Extract<ShareType, 'PROMPT' | 'FOLDER'>;
  itemId: string;
  name: string;
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
 * Makes a share link for a saved prompt or a folder: its name and who may find it, then the
 * link and the embed snippet, each with Copy.
 */
export function ShareDialog({ target, onClose }: { target: ShareTarget; onClose: () => void }) {
  const [name, setName] = useState(target.name);
  const [access, setAccess] = useState<AccessLevel>('LINK_ONLY');
  const [nameError, setNameError] = useState<string | undefined>();
  const create = useCreateShareLink();
  const accessId = useId();
  const link = create.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError('Enter a name for the link.');
      return;
    }
    setNameError(undefined);
    create.mutate({
      shareType: target.shareType,
      itemId: target.itemId,
      name,
      accessLevel: access,
    });
  };

  const what = target.shareType === 'FOLDER' ? 'folder' : 'prompt';
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogTitle>Share {what}</DialogTitle>
        <DialogDescription>
          {link
            ? 'Your link is ready. Anyone who opens it sees the content as text and can save a copy.'
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
