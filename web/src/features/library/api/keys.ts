/**
 * Query keys of the library. Everything the user's library holds sits under `library`, so one
 * invalidation reloads it all; the folders have their own key because the "refresh folders"
 * event reloads just them. The plans' limits are the server's rules, not library data: they sit
 * outside, so a change to the library does not fetch them again.
 */
export const libraryKeys = {
  all: ['library'] as const,
  folders: ['library', 'folders'] as const,
  prompts: (folderId: string, tag: string | null, page: number) =>
    ['library', 'prompts', folderId, tag, page] as const,
  prompt: (id: string) => ['library', 'prompt', id] as const,
  search: (query: string, tag: string | null, variable: string | null) =>
    ['library', 'search', query, tag, variable] as const,
  genies: ['library', 'genies'] as const,
  versions: (promptId: string) => ['library', 'versions', promptId] as const,
  tags: ['library', 'tags'] as const,
  shareLinks: ['library', 'shareLinks'] as const,
  planLimits: ['planLimits', 'library'] as const,
};

/** Prompts per page in a folder. */
export const PROMPTS_PAGE_SIZE = 20;
