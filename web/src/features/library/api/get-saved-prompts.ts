import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { SavedPromptsQuery } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

import { libraryKeys, PROMPTS_PAGE_SIZE } from './keys';

export const SavedPromptsDocument = graphql(`
  query SavedPrompts($folderId: ID!, $tag: String, $limit: Int!, $offset: Int!) {
    savedPrompts(folderId: $folderId, tag: $tag, limit: $limit, offset: $offset) {
      items {
        ...SavedPromptFields
      }
      total
    }
  }
`);

export type SavedPrompt = SavedPromptsQuery['savedPrompts']['items'][number];

/** One page of a folder's prompts, most recently changed first. A locked folder is PLAN_LIMIT. */
export async function getSavedPrompts(
  input: { folderId: string; tag: string | null; page: number },
  signal?: AbortSignal,
) {
  const data = await request(
    SavedPromptsDocument,
    {
      folderId: input.folderId,
      tag: input.tag,
      limit: PROMPTS_PAGE_SIZE,
      offset: input.page * PROMPTS_PAGE_SIZE,
    },
    { feature: 'library', component: 'PromptList', signal },
  );
  return data.savedPrompts;
}

export function savedPromptsQueryOptions(input: {
  folderId: string;
  tag: string | null;
  page: number;
}) {
  return queryOptions({
    queryKey: libraryKeys.prompts(input.folderId, input.tag, input.page),
    queryFn: ({ signal }) => getSavedPrompts(input, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSavedPrompts(input: {
  folderId: string | null;
  tag: string | null;
  page: number;
}) {
  const { folderId } = input;
  return useQuery({
    ...savedPromptsQueryOptions({ ...input, folderId: folderId ?? '' }),
    enabled: folderId != null,
  });
}
