import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { PublicGalleryQuery } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

export const PublicGalleryDocument = graphql(`
  query PublicGallery($query: String, $limit: Int!, $offset: Int!) {
    publicGallery(query: $query, limit: $limit, offset: $offset) {
      items {
        id
        shareType
        name
        description
        url
        viewCount
        createdAt
      }
      total
    }
  }
`);

export type GalleryItem = PublicGalleryQuery['publicGallery']['items'][number];

export const GALLERY_PAGE_SIZE = 24;

/** PUBLIC share links, newest first, optionally matching words (public). */
export async function getPublicGallery(
  input: { query: string; page: number },
  signal?: AbortSignal,
) {
  const data = await request(
    PublicGalleryDocument,
    {
      query: input.query.trim() || null,
      limit: GALLERY_PAGE_SIZE,
      offset: input.page * GALLERY_PAGE_SIZE,
    },
    { feature: 'sharing', component: 'GalleryPage', signal },
  );
  return data.publicGallery;
}

export function publicGalleryQueryOptions(input: { query: string; page: number }) {
  return queryOptions({
    queryKey: ['sharing', 'gallery', input.query.trim(), input.page] as const,
    queryFn: ({ signal }) => getPublicGallery(input, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePublicGallery(input: { query: string; page: number }) {
  return useQuery(publicGalleryQueryOptions(input));
}
