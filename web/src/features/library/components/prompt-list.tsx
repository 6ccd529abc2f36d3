import { FolderInput, GripVertical, MoreHorizontal, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { generatorLabel } from '@/config/generators';
import { errorMessage } from '@/lib/errors';
import { formatRelative } from '@/lib/format';
import { notify } from '@/lib/toasts';

import { useDeleteSavedPrompt } from '../api/delete-saved-prompt';
import type { Folder } from '../api/get-folders';
import type { SavedPrompt } from '../api/get-saved-prompts';
import { PROMPT_DRAG_TYPE } from '../utils/tags';

import { VariableChips } from './variable-chips';

/**
 * Saved prompts as cards, each with its `{{variables}}` as chips (a chip shows the prompts with
 * that variable). Each can be dragged onto a folder in the sidebar, or moved with its "Move
 * to…" menu (the keyboard way); open shows the detail, where it is used and edited.
 */
export function PromptList({
  prompts,
  folders,
  onOpen,
  onMove,
  onShare,
  onPickVariable,
  showFolder = false,
}: {
  prompts: SavedPrompt[];
  folders: Folder[];
  onOpen: (prompt: SavedPrompt) => void;
  onMove: (prompt: SavedPrompt, folder: Folder) => void;
  onShare: (prompt: SavedPrompt) => void;
  /** A variable's chip was pressed: show the prompts with that variable. */
  onPickVariable?: (name: string) => void;
  /** Search results span folders: name each prompt's folder. */
  showFolder?: boolean;
}) {
  const [deleting, setDeleting] = useState<SavedPrompt | null>(null);
  const folderName = (id: string) => folders.find((f) => f.id === id)?.name;
  return (
    <>
      <ul className="grid gap-3" aria-label="Prompts">
        {prompts.map((prompt) => {
          const targets = folders.filter((f) => !f.locked && f.id !== prompt.folderId);
          return (
            <li
              key={prompt.id}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.setData(PROMPT_DRAG_TYPE, prompt.id);
                event.dataTransfer.effectAllowed = 'move';
              }}
              className="group flex gap-2 rounded-xl border border-border bg-card p-4 shadow-xs"
            >
              <GripVertical
                className="mt-1 size-4 shrink-0 cursor-grab text-muted-foreground"
                aria-hidden="true"
              />
              <div className="grid min-w-0 flex-1 gap-1.5">
                <h3 className="min-w-0 text-sm font-semibold">
                  <button
                    type="button"
                    onClick={() => onOpen(prompt)}
                    className="max-w-full truncate text-left hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {prompt.title}
                  </button>
                </h3>
                <p className="line-clamp-2 text-sm break-words whitespace-pre-wrap text-muted-foreground">
                  {prompt.text}
                </p>
                <VariableChips variables={prompt.template.variables} onPick={onPickVariable} />
                <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
                  {showFolder && folderName(prompt.folderId) ? (
                    <span>In {folderName(prompt.folderId)} ·</span>
                  ) : null}
                  {prompt.generator ? <span>{generatorLabel(prompt.generator)} ·</span> : null}
                  <span>
                    Updated{' '}
                    <time dateTime={prompt.updatedAt}>{formatRelative(prompt.updatedAt)}</time>
                  </span>
                  {prompt.tags.map((tag) => (
                    <Badge key={tag} variant="outline">
                      {tag}
                    </Badge>
                  ))}
                </div>
              </div>
              <div className="flex shrink-0 items-start gap-1">
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={`Move to…: ${prompt.title}`}
                    >
                      <FolderInput aria-hidden="true" />
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="end">
                    <DropdownMenuLabel>Move to…</DropdownMenuLabel>
                    {targets.length === 0 ? (
                      <DropdownMenuItem disabled>No other open folder</DropdownMenuItem>
                    ) : (
                      targets.map((folder) => (
                        <DropdownMenuItem key={folder.id} onSelect={() => onMove(prompt, folder)}>
                          {folder.name}
                        </DropdownMenuItem>
                      ))
                    )}
                  </DropdownMenuContent>
                </DropdownMenu>
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={`Prompt actions: ${prompt.title}`}
                    >
                      <MoreHorizontal aria-hidden="true" />
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="end">
                    <DropdownMenuItem onSelect={() => onOpen(prompt)}>
                      Open and edit
                    </DropdownMenuItem>
                    <DropdownMenuItem onSelect={() => onShare(prompt)}>
                      <Share2 aria-hidden="true" />
                      Share
                    </DropdownMenuItem>
                    <DropdownMenuSeparator />
                    <DropdownMenuItem
                      className="text-destructive"
                      onSelect={() => setDeleting(prompt)}
                    >
                      <Trash2 aria-hidden="true" />
                      Delete
                    </DropdownMenuItem>
                  </DropdownMenuContent>
                </DropdownMenu>
              </div>
            </li>
          );
        })}
      </ul>
      {deleting ? <DeletePromptDialog prompt={deleting} onClose={() => setDeleting(null)} /> : null}
    </>
  );
}

function DeletePromptDialog({ prompt, onClose }: { prompt: SavedPrompt; onClose: () => void }) {
  const del = useDeleteSavedPrompt();
  return (
    <ConfirmDialog
      title={`Delete “${prompt.title}”?`}
      description="The prompt and its versions are deleted for good."
      confirmLabel="Delete prompt"
      pending={del.isPending}
      error={del.isError ? errorMessage(del.error) : null}
      onClose={onClose}
      onConfirm={() =>
        del.mutate(prompt.id, {
          onSuccess: () => {
            notify.success('Prompt deleted');
            onClose();
          },
        })
      }
    />
  );
}
