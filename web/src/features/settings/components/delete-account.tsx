import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { signOut } from '@/lib/session';
import { notify } from '@/lib/toasts';

import { useDeleteUserData } from '../api/delete-user-data';

import { SettingsSection } from './settings-section';

export const DELETE_CONFIRMATION = 'DELETE';

/** The danger zone: deleting the account needs the word DELETE typed out. */
export function DeleteAccount() {
  const deleteUserData = useDeleteUserData();
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirmed = confirmation.trim() === DELETE_CONFIRMATION;

  const onConfirm = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    setError(null);
    try {
      const result = await deleteUserData.mutateAsync();
      if (!result.success) {
        setError(result.message);
        return;
      }
      notify.success(result.message || 'Your account has been deleted.');
      setOpen(false);
      await signOut('deleted');
    } catch (caught) {
      setError(errorMessage(caught));
    }
  };

  return (
    <SettingsSection
      id="danger-zone"
      title="Danger zone"
      tone="danger"
      description="Deleting your account removes your profile, prompts, folders and settings on our servers. This cannot be undone."
    >
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setConfirmation('');
            setError(null);
          }
        }}
      >
        <DialogTrigger asChild>
          <Button variant="destructive" className="w-full sm:w-fit">
            Delete my account
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            Everything you own in Superprompt will be deleted and you will be signed out. This
            cannot be undone.
          </DialogDescription>
          <form onSubmit={(event) => void onConfirm(event)} className="grid gap-4">
            {error ? <Alert variant="error">{error}</Alert> : null}
            <FormField label={`Type ${DELETE_CONFIRMATION} to confirm`}>
              <Input
                value={confirmation}
                onChange={(event) => setConfirmation(event.target.value)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
              />
            </FormField>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button
                type="submit"
                variant="destructive"
                disabled={!confirmed}
                loading={deleteUserData.isPending}
              >
                Delete account permanently
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </SettingsSection>
  );
}
