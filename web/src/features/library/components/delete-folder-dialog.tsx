import { useState } from 'react';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage, isApiError } from '@/lib/errors';
import { plural } from '@/lib/format';
import { notify } from '@/lib/toasts';

import { useDeleteFolder } from '../api/delete-folder';
import type { Folder } from '../api/get-folders';

/**
 * Deleting a folder asks first. An empty folder is deleted as it is; one that holds prompts
 * names how many will go with it and sends `deletePrompts: true`. Should the server still
 * answer CONFLICT (prompts arrived meanwhile), the dialog asks again, now for the prompts too.
 */
export function DeleteFolderDialog({ folder, onClose }: { folder: Folder; onClose: () => void }) {
  const del = useDeleteFolder();
  const [mustDeletePrompts, setMustDeletePrompts] = useState(folder.promptCount > 0);
  const [error, setError] = useState<string | null>(null);

  const confirm = () => {
    setError(null);
    del.mutate(
      { id: folder.id, deletePrompts: mustDeletePrompts },
      {
        onSuccess: () => {
          notify.success(`Folder “${folder.name}” deleted`);
          onClose();
        },
        onError: (err) => {
          if (isApiError(err, 'CONFLICT') && !mustDeletePrompts) {
            setMustDeletePrompts(true);
            setError(errorMessage(err));
            return;
          }
          setError(errorMessage(err));
        },
      },
    );
  };

  const count = folder.promptCount;
  return (
    <ConfirmDialog
      title={`Delete “${folder.name}”?`}
      description={
        mustDeletePrompts
          ? count > 0
            ? `This folder holds ${plural(count, 'prompt')}. Deleting it deletes ${count === 1 ? 'that prompt' : `all ${count} prompts`} and their versions too. This can’t be undone.`
            : 'This folder now holds prompts. Deleting it deletes them and their versions too. This can’t be undone.'
          : 'The folder is empty. This can’t be undone.'
      }
      confirmLabel={
        mustDeletePrompts && count > 0
          ? `Delete folder and ${plural(count, 'prompt')}`
          : 'Delete folder'
      }
      pending={del.isPending}
      error={error}
      onClose={onClose}
      onConfirm={confirm}
    />
  );
}
