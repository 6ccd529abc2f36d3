import { Braces, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/errors';
import { plural } from '@/lib/format';
import { variableToken } from '@/lib/prompt-template';
import { useUser } from '@/lib/session';
import { notify } from '@/lib/toasts';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { useFolders, type Folder } from '../api/get-folders';
import { useLibraryTags } from '../api/get-library-tags';
import { useFolderLimit, useSavedPromptLimit } from '../api/get-saved-prompt-limit';
import { useSavedPrompts, type SavedPrompt } from '../api/get-saved-prompts';
import { PROMPTS_PAGE_SIZE } from '../api/keys';
import { useMoveSavedPrompt } from '../api/move-saved-prompt';
import { useSearchSavedPrompts } from '../api/search-saved-prompts';
import { FolderSidebar } from '../components/folder-sidebar';
import { ImportExport } from '../components/import-export';
import { PromptDetailDialog } from '../components/prompt-detail-dialog';
import { PromptList } from '../components/prompt-list';
import { ShareDialog, type ShareTarget } from '../components/share-dialog';
import { SharedLinks } from '../components/shared-links';
import { variableName } from '../utils/search';

/**
 * /dashboard/library: folders on the side, the selected folder's prompts (or the search
 * results across folders), the tag filter, sharing, import and export.
 */
export function LibraryRoute() {
  const user = useUser();
  const folders = useFolders();
  const tags = useLibraryTags();
  const [chosenFolderId, setChosenFolderId] = useState<string | null>(null);
  const [tag, setTag] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const [query, setQuery] = useState('');
  const debouncedQuery = useDebouncedValue(query.trim(), 300);
  const [variableInput, setVariableInput] = useState('');
  const variable = useDebouncedValue(variableName(variableInput), 300);
  const [openPrompt, setOpenPrompt] = useState<SavedPrompt | null>(null);
  const [sharing, setSharing] = useState<ShareTarget | null>(null);
  const move = useMoveSavedPrompt();

  const folderList = folders.data ?? [];
  const open = folderList.filter((f) => !f.locked);
  // The chosen folder while it exists and is open, else the first open one.
  const selected = open.find((f) => f.id === chosenFolderId) ?? open[0] ?? null;
  const prompts = useSavedPrompts({ folderId: selected?.id ?? null, tag, page });
  const searching = debouncedQuery !== '' || variable !== '';
  const results = useSearchSavedPrompts({
    query: debouncedQuery,
    tag,
    variable: variable || null,
  });

  // What the user can see, and what sits in locked folders (kept, and counted against the
  // limit, but not in any list they can open).
  const visible = open.reduce((sum, f) => sum + f.promptCount, 0);
  const locked = folderList.reduce((sum, f) => sum + (f.locked ? f.promptCount : 0), 0);
  const savedLimit = useSavedPromptLimit(user.planName);
  const folderLimit = useFolderLimit(user.planName);
  // A plan with a limit shows how much of it is used; until the server has said what the limit
  // is, a Free user sees the count alone.
  const showUsage =
    typeof savedLimit === 'number' || (savedLimit === undefined && user.planName === 'FREE');

  const selectFolder = (folder: Folder) => {
    setChosenFolderId(folder.id);
    setPage(0);
    setQuery('');
    setVariableInput('');
  };

  const moveTo = (promptId: string, folder: Folder) => {
    move.mutate(
      { id: promptId, folderId: folder.id },
      {
        onSuccess: (moved) => notify.success(`Moved “${moved.title}” to ${folder.name}`),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  };

  const sharePrompt = (prompt: SavedPrompt) =>
    setSharing({ kind: 'prompt', itemId: prompt.id, name: prompt.title });

  const list = searching ? results : prompts;
  const items = searching ? (results.data ?? []) : (prompts.data?.items ?? []);
  const pageCount = prompts.data
    ? Math.max(1, Math.ceil(prompts.data.total / PROMPTS_PAGE_SIZE))
    : 1;

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1.5">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Library</h1>
          <p className="text-muted-foreground">Your saved prompts, in folders.</p>
        </div>
        {showUsage && folders.data ? (
          <p role="status" aria-label="Saved prompts on the Free plan" className="text-sm">
            <span className="font-medium tabular-nums">
              {locked > 0
                ? `${plural(visible, 'prompt')} · ${locked} in locked folders`
                : typeof savedLimit === 'number'
                  ? `${visible} of ${savedLimit} prompts used`
                  : `${plural(visible, 'prompt')} saved`}
            </span>{' '}
            {locked > 0 && typeof savedLimit === 'number' ? (
              <span className="text-muted-foreground tabular-nums">
                ({visible + locked} of {savedLimit} used){' '}
              </span>
            ) : null}
            <Link
              to={paths.app.pricing.getHref()}
              className="text-primary underline-offset-4 hover:underline"
            >
              Upgrade for unlimited
            </Link>
          </p>
        ) : null}
      </div>

      {folders.isError ? (
        <Alert variant="error">Could not load your folders: {errorMessage(folders.error)}</Alert>
      ) : null}

      <div className="grid gap-6 md:grid-cols-[16rem_minmax(0,1fr)]">
        <div>
          {folders.isPending ? (
            <p className="text-sm text-muted-foreground">Loading folders…</p>
          ) : (
            <FolderSidebar
              folders={folderList}
              folderLimit={folderLimit}
              selectedId={searching ? null : (selected?.id ?? null)}
              onSelect={selectFolder}
              onDropPrompt={moveTo}
              onShare={(folder) =>
                setSharing({ kind: 'folder', itemId: folder.id, name: folder.name })
              }
              onShareSeveral={() =>
                setSharing({ kind: 'folders', folders: open, name: 'My prompt folders' })
              }
            />
          )}
        </div>

        <section aria-labelledby="prompts-title" className="grid min-w-0 content-start gap-4">
          <div className="flex flex-col gap-2 sm:flex-row">
            <div className="relative flex-1">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                type="search"
                aria-label="Search your prompts"
                placeholder="Search your prompts"
                className="pl-9"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
            <div className="relative sm:w-44">
              <Braces
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden="true"
              />
              <Input
                type="search"
                aria-label="Filter by variable"
                title="Only the prompts with this {{variable}}"
                placeholder="Variable, e.g. tone"
                className="pl-9"
                autoComplete="off"
                value={variableInput}
                onChange={(event) => setVariableInput(event.target.value)}
              />
            </div>
            <div className="sm:w-48">
              <Select
                aria-label="Filter by tag"
                value={tag ?? ''}
                onChange={(event) => {
                  setTag(event.target.value || null);
                  setPage(0);
                }}
              >
                <option value="">All tags</option>
                {(tags.data ?? []).map((t) => (
                  <option key={t.tag} value={t.tag}>
                    {t.tag} ({t.promptCount})
                  </option>
                ))}
              </Select>
            </div>
          </div>

          <h2 id="prompts-title" className="text-lg font-semibold tracking-tight">
            {searching ? resultsTitle(debouncedQuery, variable) : (selected?.name ?? 'Prompts')}
          </h2>

          {list.isError ? (
            isApiError(list.error, 'PLAN_LIMIT') ? (
              <Alert variant="error">
                {errorMessage(list.error)}{' '}
                <Link to={paths.app.pricing.getHref()} className="underline">
                  Upgrade
                </Link>
              </Alert>
            ) : (
              <Alert variant="error">Could not load the prompts: {errorMessage(list.error)}</Alert>
            )
          ) : list.isPending && (searching || selected) ? (
            <p className="text-sm text-muted-foreground">Loading prompts…</p>
          ) : items.length === 0 ? (
            <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
              {searching
                ? 'No prompts match your search.'
                : tag
                  ? 'No prompts with this tag in this folder.'
                  : 'No prompts here yet. Save one from a generation result on the dashboard.'}
            </p>
          ) : (
            <PromptList
              prompts={items}
              folders={folderList}
              onOpen={setOpenPrompt}
              onMove={(prompt, folder) => moveTo(prompt.id, folder)}
              onShare={sharePrompt}
              onPickVariable={(name) => setVariableInput(name)}
              showFolder={searching}
            />
          )}

          {!searching && prompts.data && prompts.data.total > PROMPTS_PAGE_SIZE ? (
            <nav aria-label="Pages" className="flex items-center justify-between gap-2">
              <Button
                variant="outline"
                size="sm"
                disabled={page === 0}
                onClick={() => setPage((p) => p - 1)}
              >
                Previous
              </Button>
              <span className="text-sm text-muted-foreground">
                Page {page + 1} of {pageCount} · {plural(prompts.data.total, 'prompt')}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={page + 1 >= pageCount}
                onClick={() => setPage((p) => p + 1)}
              >
                Next
              </Button>
            </nav>
          ) : null}
        </section>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <SharedLinks />
        <ImportExport />
      </div>

      {openPrompt ? (
        <PromptDetailDialog
          key={openPrompt.id}
          prompt={openPrompt}
          onClose={() => setOpenPrompt(null)}
          onShare={(prompt) => {
            // One dialog at a time: the share dialog replaces the detail.
            setOpenPrompt(null);
            sharePrompt(prompt);
          }}
        />
      ) : null}
      {sharing ? <ShareDialog target={sharing} onClose={() => setSharing(null)} /> : null}
    </div>
  );
}

function resultsTitle(query: string, variable: string): string {
  if (query && variable) return `Results for “${query}” with ${variableToken(variable)}`;
  if (variable) return `Prompts with ${variableToken(variable)}`;
  return `Results for “${query}”`;
}
