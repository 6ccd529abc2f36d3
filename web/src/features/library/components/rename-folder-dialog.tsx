import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toasts';

import type { Folder } from '../api/get-folders';
import { useRenameFolder } from '../api/rename-folder';

export function RenameFolderDialog({ folder, onClose }: { folder: Folder; onClose: () => void }) {
  const [name, setName] = useState(folder.name);
  const [error, setError] = useState<string | undefined>();
  const rename = useRenameFolder();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Enter a folder name.');
      return;
    }
    rename.mutate(
      { id: folder.id, name },
      {
        onSuccess: (renamed) => {
          notify.success(`Renamed to “${renamed.name}”`);
          onClose();
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Rename folder</DialogTitle>
        <DialogDescription>Give “{folder.name}” a new name.</DialogDescription>
        <form onSubmit={submit} className="grid gap-4">
          <FormField label="Folder name" error={error}>
            <Input value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={rename.isPending}>
              Rename
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
