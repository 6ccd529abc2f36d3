import { Pencil, Plus, Trash2, WandSparkles } from 'lucide-react';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/errors';
import { plural } from '@/lib/format';
import type { UserContextFieldsFragment } from '@/lib/gql/graphql';
import { notify } from '@/lib/toasts';

import { useCreateUserContext } from '../api/create-user-context';
import { useDeleteUserContext } from '../api/delete-user-context';
import { useContextGenieLimit } from '../api/get-context-genie-limit';
import { useUserContexts } from '../api/get-user-contexts';
import { useUpdateUserContext } from '../api/update-user-context';

import { ContextGenieForm } from './context-genie-form';

type Genie = UserContextFieldsFragment;

function GenieRow({
  genie,
  onEdit,
  onDelete,
}: {
  genie: Genie;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const update = useUpdateUserContext();
  const switchId = `genie-${genie.id}-active`;
  return (
    <li className="grid gap-2 rounded-lg border border-border p-3">
      <div className="flex items-start gap-3">
        <div className="grid min-w-0 flex-1 gap-0.5">
          <p className="flex items-center gap-2 text-sm font-semibold">
            <span className="truncate">{genie.name}</span>
            {genie.isActive ? <Badge variant="accent">Active</Badge> : null}
          </p>
          <p className="line-clamp-2 text-xs text-muted-foreground">{genie.content}</p>
        </div>
        <Switch
          id={switchId}
          checked={genie.isActive}
          aria-label={`Use ${genie.name} automatically`}
          onCheckedChange={(checked) =>
            update.mutate(
              { id: genie.id, isActive: checked },
              { onError: (error) => notify.error(errorMessage(error)) },
            )
          }
        />
      </div>
      <div className="flex justify-end gap-1">
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Edit ${genie.name}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDelete}
          aria-label={`Delete ${genie.name}`}
          className="text-destructive hover:bg-destructive/10"
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </li>
  );
}

/**
 * Context Genies: saved context injected into prompts. List, create, edit, delete (with a
 * confirmation) and activate (one at a time). Free plans keep a few (the server's `planLimits`).
 */
export function ContextGeniesCard({ isFree }: { isFree: boolean }) {
  const contexts = useUserContexts();
  const create = useCreateUserContext();
  const update = useUpdateUserContext();
  const remove = useDeleteUserContext();
  const [editing, setEditing] = useState<Genie | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Genie | null>(null);

  const count = contexts.data?.length ?? 0;
  const freeLimit = useContextGenieLimit('FREE', { enabled: isFree });
  const knownLimit = typeof freeLimit === 'number' ? freeLimit : null;

  return (
    <Card aria-labelledby="genies-title">
      <CardHeader>
        <CardTitle id="genies-title" className="flex items-center gap-2">
          <WandSparkles className="size-4.5 text-primary" aria-hidden="true" />
          Context Genies
        </CardTitle>
        <CardDescription>
          Save context once (who you are, your audience, your style) and reuse it in every prompt.
          The active Genie is added automatically.
        </CardDescription>
        {isFree ? (
          <p className="text-xs font-medium text-muted-foreground">
            {knownLimit === null
              ? `${plural(count, 'Genie')} on Free`
              : `${count} of ${knownLimit} on Free`}
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-3">
        {contexts.isPending ? (
          <div className="h-16 animate-pulse rounded-lg bg-muted" aria-hidden="true" />
        ) : contexts.isError ? (
          <Alert variant="error">Could not load your Genies: {errorMessage(contexts.error)}</Alert>
        ) : contexts.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No Genies yet.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Your Context Genies">
            {contexts.data.map((genie) => (
              <GenieRow
                key={genie.id}
                genie={genie}
                onEdit={() => setEditing(genie)}
                onDelete={() => setDeleting(genie)}
              />
            ))}
          </ul>
        )}
        <Button variant="outline" onClick={() => setEditing('new')} className="w-full">
          <Plus aria-hidden="true" />
          New Genie
        </Button>
      </CardContent>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-w-lg">
          <DialogTitle>
            {editing === 'new' ? 'New Context Genie' : 'Edit Context Genie'}
          </DialogTitle>
          <DialogDescription>
            {isFree
              ? knownLimit === null
                ? 'The Free plan keeps a few Genies; Pro has no limit.'
                : `The Free plan includes ${knownLimit} Genies; Pro has no limit.`
              : 'Your plan includes unlimited Genies.'}
          </DialogDescription>
          {editing ? (
            <ContextGenieForm
              key={editing === 'new' ? 'new' : editing.id}
              submitLabel={editing === 'new' ? 'Save Genie' : 'Save changes'}
              showActive={editing === 'new'}
              defaultValues={
                editing === 'new'
                  ? { isActive: count === 0 }
                  : { name: editing.name, content: editing.content, isActive: editing.isActive }
              }
              onCancel={() => setEditing(null)}
              onSubmit={async (values) => {
                if (editing === 'new') {
                  await create.mutateAsync(values);
                  notify.success(`Genie “${values.name}” saved`);
                } else {
                  await update.mutateAsync({
                    id: editing.id,
                    name: values.name,
                    content: values.content,
                  });
                  notify.success('Changes saved');
                }
                setEditing(null);
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>

      {deleting ? (
        <ConfirmDialog
          title={`Delete “${deleting.name}”?`}
          description="The Genie is removed for good. Prompts you already generated keep their text."
          confirmLabel="Delete Genie"
          cancelLabel="Keep it"
          pending={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                notify.success('Genie deleted');
                setDeleting(null);
              },
              onError: (error) => notify.error(errorMessage(error)),
            })
          }
        />
      ) : null}
    </Card>
  );
}
