import { Search } from 'lucide-react';
import { useId, useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/errors';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import {
  useLibraryFolderPrompts,
  useLibraryFolders,
  useLibrarySearch,
  type LibraryPrompt,
} from '../api/get-library-prompts';
import { excerpt } from '../utils/format';

/**
 * "Insert from library": a saved prompt, found by search or picked from a folder, replaces
 * the prompt to test. Open while mounted.
 */
export function LibraryPickerDialog({
  onPick,
  onClose,
}: {
  /** The prompt chosen (its id: a kept winner becomes its new version). */
  onPick: (prompt: LibraryPrompt) => void;
  onClose: () => void;
}) {
  const searchId = useId();
  const folderId = useId();
  const [query, setQuery] = useState('');
  const [chosenFolder, setChosenFolder] = useState<string | null>(null);
  const debounced = useDebouncedValue(query.trim(), 300);
  const folders = useLibraryFolders(true);
  const folder = chosenFolder ?? folders.data?.[0]?.id ?? null;
  const searching = debounced !== '';
  const inFolder = useLibraryFolderPrompts(searching ? null : folder);
  const found = useLibrarySearch(debounced);

  const list = searching ? found : inFolder;
  const prompts: LibraryPrompt[] | undefined = searching ? found.data : inFolder.data?.items;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>Insert from your library</DialogTitle>
        <DialogDescription>
          The prompt you choose replaces the one in the box, so you can test it as it is.
        </DialogDescription>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={searchId}>Search your prompts</Label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                id={searchId}
                type="search"
                className="pl-9"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder="Title or words in the prompt"
              />
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={folderId}>Folder</Label>
            <Select
              id={folderId}
              value={folder ?? ''}
              disabled={searching || !folders.data?.length}
              onChange={(event) => setChosenFolder(event.target.value)}
            >
              {(folders.data ?? []).map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name} ({f.promptCount})
                </option>
              ))}
            </Select>
          </div>
        </div>

        {folders.isError ? (
          <Alert variant="error">Could not load your library: {errorMessage(folders.error)}</Alert>
        ) : !searching && folders.data?.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
            Your library is empty. Save prompts from the dashboard to test them here.
          </p>
        ) : list.isError ? (
          <Alert variant="error">Could not load your prompts: {errorMessage(list.error)}</Alert>
        ) : !prompts ? (
          <div className="grid gap-2" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-14 animate-pulse rounded-lg bg-muted" />
            ))}
          </div>
        ) : prompts.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
            {searching
              ? `No saved prompt matches “${debounced}”.`
              : 'This folder has no prompts yet.'}
          </p>
        ) : (
          <ul aria-label="Saved prompts" className="grid max-h-80 gap-2 overflow-y-auto pr-1">
            {prompts.map((prompt) => (
              <li
                key={prompt.id}
                className="flex items-center gap-3 rounded-lg border border-border px-3 py-2.5"
              >
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="truncate text-sm font-medium">{prompt.title}</span>
                  <span className="truncate text-xs text-muted-foreground">
                    {excerpt(prompt.text, 120)}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Insert “${prompt.title}”`}
                  onClick={() => onPick(prompt)}
                >
                  Insert
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
