import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

import { libraryKeys } from './keys';

export const LibraryTagsDocument = graphql(`
  query LibraryTags {
    libraryTags {
      tag
      promptCount
    }
  }
`);

/** Tags used in the open folders, most used first. */
export async function getLibraryTags(signal?: AbortSignal) {
  const data = await request(
    LibraryTagsDocument,
    {},
    { feature: 'library', component: 'TagFilter', signal },
  );
  return data.libraryTags;
}

export function libraryTagsQueryOptions() {
  return queryOptions({
    queryKey: libraryKeys.tags,
    queryFn: ({ signal }) => getLibraryTags(signal),
  });
}

export function useLibraryTags() {
  return useQuery(libraryTagsQueryOptions());
}
