/**
 * "Insert from library": the playground reads the caller's saved prompts with its own small
 * queries (features don't import each other, so not through the library feature's API): the
 * open folders, one folder's newest prompts, and a search across them.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { PlaygroundLibraryPromptsQuery } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

import { playgroundKeys } from './keys';

export const PlaygroundLibraryFoldersDocument = graphql(`
  query PlaygroundLibraryFolders {
    folders {
      id
      name
      promptCount
      locked
    }
  }
`);

export const PlaygroundLibraryPromptsDocument = graphql(`
  query PlaygroundLibraryPrompts($folderId: ID!, $limit: Int!) {
    savedPrompts(folderId: $folderId, limit: $limit) {
      items {
        id
        title
        text
        updatedAt
      }
      total
    }
  }
`);

export const PlaygroundLibrarySearchDocument = graphql(`
  query PlaygroundLibrarySearch($query: String!, $limit: Int!) {
    searchSavedPrompts(query: $query, limit: $limit) {
      id
      title
      text
      updatedAt
    }
  }
`);

export type LibraryPrompt = PlaygroundLibraryPromptsQuery['savedPrompts']['items'][number];

/** How many prompts the picker lists from a folder or a search. */
export const PICKER_LIMIT = 30;

const ctx = (signal: AbortSignal) => ({
  feature: 'playground',
  component: 'LibraryPicker',
  signal,
});

/** The folders the plan opens (locked ones can't be read). */
export function useLibraryFolders(enabled: boolean) {
  return useQuery({
    queryKey: [...playgroundKeys.library, 'folders'],
    queryFn: async ({ signal }) => {
      const data = await request(PlaygroundLibraryFoldersDocument, {}, ctx(signal));
      return data.folders.filter((folder) => !folder.locked);
    },
    enabled,
  });
}

/** A folder's newest prompts. */
export function useLibraryFolderPrompts(folderId: string | null) {
  return useQuery({
    queryKey: [...playgroundKeys.library, 'folder', folderId],
    queryFn: async ({ signal }) => {
      const data = await request(
        PlaygroundLibraryPromptsDocument,
        { folderId: folderId ?? '', limit: PICKER_LIMIT },
        ctx(signal),
      );
      return data.savedPrompts;
    },
    enabled: folderId !== null,
    placeholderData: keepPreviousData,
  });
}

/** Full-text search of every open folder (for a non-empty, debounced query). */
export function useLibrarySearch(query: string) {
  return useQuery({
    queryKey: [...playgroundKeys.library, 'search', query],
    queryFn: async ({ signal }) => {
      const data = await request(
        PlaygroundLibrarySearchDocument,
        { query, limit: PICKER_LIMIT },
        ctx(signal),
      );
      return data.searchSavedPrompts;
    },
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
}
