import { Folder as FolderIcon, FolderPlus, Lock, MoreHorizontal, Share2 } from 'lucide-react';
import { useState, type DragEvent, type FormEvent } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toasts';
import { cn } from '@/lib/utils';

import { useCreateFolder } from '../api/create-folder';
import type { Folder } from '../api/get-folders';
import { PROMPT_DRAG_TYPE } from '../utils/tags';

import { DeleteFolderDialog } from './delete-folder-dialog';
import { RenameFolderDialog } from './rename-folder-dialog';

export const LOCKED_FOLDER_REASON = 'Upgrade to access this folder';

/**
 * The folders in the server's order (the two defaults, then newest first) with their counts.
 * Locked folders (Free plan, beyond the first 3) show why and link to the pricing page; they
 * can't be opened or dropped on. Open folders accept a prompt dragged from the list.
 */
export function FolderSidebar({
  folders,
  folderLimit,
  selectedId,
  onSelect,
  onDropPrompt,
  onShare,
  onShareSeveral,
}: {
  folders: Folder[];
  /** Folders the plan opens (null: all; undefined: not known yet). */
  folderLimit?: number | null | undefined;
  selectedId: string | null;
  onSelect: (folder: Folder) => void;
  onDropPrompt: (promptId: string, folder: Folder) => void;
  onShare: (folder: Folder) => void;
  /** Share several folders in one link (offered when two or more are open). */
  onShareSeveral: () => void;
}) {
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<Folder | null>(null);
  const [deleting, setDeleting] = useState<Folder | null>(null);

  const acceptsDrop = (event: DragEvent, folder: Folder) =>
    !folder.locked &&
    folder.id !== selectedId &&
    event.dataTransfer.types.includes(PROMPT_DRAG_TYPE);

  return (
    <nav aria-label="Folders" className="grid content-start gap-3">
      <ul className="grid gap-1">
        {folders.map((folder) => {
          const selected = folder.id === selectedId;
          if (folder.locked) {
            const reason = folder.lockReason || LOCKED_FOLDER_REASON;
            return (
              <li
                key={folder.id}
                className="grid gap-1 rounded-lg border border-dashed border-border px-3 py-2 text-sm"
              >
                <span className="flex items-center gap-2 text-muted-foreground">
                  <Lock className="size-4 shrink-0" aria-hidden="true" />
                  <span className="min-w-0 flex-1 truncate">{folder.name}</span>
                  <span className="rounded-full border border-border px-2 text-[0.6875rem] font-semibold">
                    Locked
                  </span>
                </span>
                <Link
                  to={paths.app.pricing.getHref()}
                  className="text-xs font-medium text-primary underline-offset-4 hover:underline"
                  aria-label={`${reason}: ${folder.name}`}
                >
                  {reason}
                </Link>
              </li>
            );
          }
          return (
            <li
              key={folder.id}
              onDragOver={(event) => {
                if (!acceptsDrop(event, folder)) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setDropTarget(folder.id);
              }}
              onDragLeave={() => setDropTarget((id) => (id === folder.id ? null : id))}
              onDrop={(event) => {
                const promptId = event.dataTransfer.getData(PROMPT_DRAG_TYPE);
                setDropTarget(null);
                if (!promptId || !acceptsDrop(event, folder)) return;
                event.preventDefault();
                onDropPrompt(promptId, folder);
              }}
              className={cn(
                'flex items-center gap-1 rounded-lg',
                selected && 'bg-muted',
                dropTarget === folder.id && 'ring-2 ring-primary',
              )}
            >
              <button
                type="button"
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(folder)}
                className={cn(
                  'flex min-w-0 flex-1 items-center gap-2 rounded-lg px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
                  selected ? 'font-semibold text-foreground' : 'text-muted-foreground',
                )}
              >
                <FolderIcon className="size-4 shrink-0" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate">{folder.name}</span>
                <span className="text-xs tabular-nums">
                  <span className="sr-only">(</span>
                  {folder.promptCount}
                  <span className="sr-only">
                    {' '}
                    {folder.promptCount === 1 ? 'prompt' : 'prompts'})
                  </span>
                </span>
              </button>
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={`Folder actions: ${folder.name}`}
                  >
                    <MoreHorizontal aria-hidden="true" />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  <DropdownMenuItem onSelect={() => onShare(folder)}>
                    <Share2 aria-hidden="true" />
                    Share folder
                  </DropdownMenuItem>
                  {folder.isDefault ? null : (
                    <>
                      <DropdownMenuItem onSelect={() => setRenaming(folder)}>
                        Rename
                      </DropdownMenuItem>
                      <DropdownMenuItem
                        onSelect={() => setDeleting(folder)}
                        className="text-destructive"
                      >
                        Delete
                      </DropdownMenuItem>
                    </>
                  )}
                </DropdownMenuContent>
              </DropdownMenu>
            </li>
          );
        })}
      </ul>
      {folders.filter((f) => !f.locked).length >= 2 ? (
        <Button variant="ghost" size="sm" className="justify-start" onClick={onShareSeveral}>
          <Share2 aria-hidden="true" />
          Share folders…
        </Button>
      ) : null}
      <NewFolderForm count={folders.length} limit={folderLimit} />
      {renaming ? <RenameFolderDialog folder={renaming} onClose={() => setRenaming(null)} /> : null}
      {deleting ? (
        <DeleteFolderDialog
          folder={folders.find((f) => f.id === deleting.id) ?? deleting}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </nav>
  );
}

/**
 * The New folder form. On a plan that opens only its first folders it says how many are in use
 * ("2 of 3 folders on Free") and, once none are left, is disabled and says why: a new folder
 * would lock one of the user's folders.
 */
function NewFolderForm({ count, limit }: { count: number; limit: number | null | undefined }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateFolder();
  const limited = typeof limit === 'number';
  const full = limited && count >= limit;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (full) return;
    if (!name.trim()) {
      setError('Enter a folder name.');
      return;
    }
    setError(null);
    create.mutate(name, {
      onSuccess: (folder) => {
        setName('');
        notify.success(`Folder “${folder.name}” created`);
      },
      onError: (err) => setError(errorMessage(err)),
    });
  };

  return (
    <form onSubmit={submit} aria-label="New folder" className="grid gap-2">
      <div className="flex gap-2">
        <Input
          aria-label="New folder name"
          placeholder="New folder"
          value={name}
          maxLength={100}
          disabled={full}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'new-folder-error' : undefined}
        />
        <Button
          type="submit"
          variant="outline"
          loading={create.isPending}
          disabled={full}
          aria-label="Create folder"
        >
          <FolderPlus aria-hidden="true" />
        </Button>
      </div>
      {limited ? (
        <p id="folder-allowance" className="text-xs text-muted-foreground">
          <span className="tabular-nums">
            {count > limit
              ? `${count} folders · ${limit} open on Free`
              : `${count} of ${limit} folders on Free`}
          </span>
          {full ? (
            <>
              . A new folder would lock one of yours.{' '}
              <Link
                to={paths.app.pricing.getHref()}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                Upgrade for unlimited folders
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      {error ? (
        <p id="new-folder-error" role="alert" className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}
