import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

import { libraryKeys } from './keys';

export const SearchSavedPromptsDocument = graphql(`
  query SearchSavedPrompts($query: String!, $tag: String, $limit: Int!) {
    searchSavedPrompts(query: $query, tag: $tag, limit: $limit) {
      ...SavedPromptFields
    }
  }
`);

/** Full-text search of every open folder, best match first. */
export async function searchSavedPrompts(
  input: { query: string; tag: string | null },
  signal?: AbortSignal,
) {
  const data = await request(
    SearchSavedPromptsDocument,
    { query: input.query, tag: input.tag, limit: 50 },
    { feature: 'library', component: 'LibrarySearch', signal },
  );
  return data.searchSavedPrompts;
}

export function searchSavedPromptsQueryOptions(input: { query: string; tag: string | null }) {
  return queryOptions({
    queryKey: libraryKeys.search(input.query, input.tag),
    queryFn: ({ signal }) => searchSavedPrompts(input, signal),
    placeholderData: keepPreviousData,
  });
}

/** Runs only for a non-empty (already debounced) query. */
export function useSearchSavedPrompts(input: { query: string; tag: string | null }) {
  return useQuery({
    ...searchSavedPromptsQueryOptions(input),
    enabled: input.query.trim() !== '',
  });
}
