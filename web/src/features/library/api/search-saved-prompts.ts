import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

import { libraryKeys } from './keys';

export const SearchSavedPromptsDocument = graphql(`
  query SearchSavedPrompts($query: String!, $tag: String, $variable: String, $limit: Int!) {
    searchSavedPrompts(query: $query, tag: $tag, variable: $variable, limit: $limit) {
      ...SavedPromptFields
    }
  }
`);

export interface LibrarySearch {
  query: string;
  tag: string | null;
  /** Only prompts with a `{{variable}}` of this name (then `query` may be empty). */
  variable: string | null;
}

/** Full-text search of every open folder, best match first. */
export async function searchSavedPrompts(input: LibrarySearch, signal?: AbortSignal) {
  const data = await request(
    SearchSavedPromptsDocument,
    { query: input.query, tag: input.tag, variable: input.variable, limit: 50 },
    { feature: 'library', component: 'LibrarySearch', signal },
  );
  return data.searchSavedPrompts;
}

export function searchSavedPromptsQueryOptions(input: LibrarySearch) {
  return queryOptions({
    queryKey: libraryKeys.search(input.query, input.tag, input.variable),
    queryFn: ({ signal }) => searchSavedPrompts(input, signal),
    placeholderData: keepPreviousData,
  });
}

/** Runs only for a non-empty (already debounced) query or variable. */
export function useSearchSavedPrompts(input: LibrarySearch) {
  return useQuery({
    ...searchSavedPromptsQueryOptions(input),
    enabled: input.query.trim() !== '' || (input.variable ?? '') !== '',
  });
}
