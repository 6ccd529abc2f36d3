/**
 * Query keys of the library. Everything sits under `library`, so one invalidation reloads it
 * all; the folders have their own key because the "refresh folders" event reloads just them.
 */
export const libraryKeys = {
  all: ['library'] as const,
  folders: ['library', 'folders'] as const,
  prompts: (folderId: string, tag: string | null, page: number) =>
    ['library', 'prompts', folderId, tag, page] as const,
  prompt: (id: string) => ['library', 'prompt', id] as const,
  search: (query: string, tag: string | null) => ['library', 'search', query, tag] as const,
  versions: (promptId: string) => ['library', 'versions', promptId] as const,
  tags: ['library', 'tags'] as const,
  shareLinks: ['library', 'shareLinks'] as const,
};

/** Prompts per page in a folder. */
export const PROMPTS_PAGE_SIZE = 20;

/** The Free plan's saved-prompt allowance (spec point 5). */
export const FREE_PROMPT_LIMIT = 15;
