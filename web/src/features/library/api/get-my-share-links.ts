import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { MyShareLinksQuery } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

import { libraryKeys } from './keys';

export const MyShareLinksDocument = graphql(`
  query MyShareLinks {
    myShareLinks {
      ...SharedItemFields
    }
  }
`);

export type ShareLink = MyShareLinksQuery['myShareLinks'][number];

/** The caller's share links with their views, newest first, revoked ones included. */
export async function getMyShareLinks(signal?: AbortSignal) {
  const data = await request(
    MyShareLinksDocument,
    {},
    { feature: 'library', component: 'SharedLinks', signal },
  );
  return data.myShareLinks;
}

export function myShareLinksQueryOptions() {
  return queryOptions({
    queryKey: libraryKeys.shareLinks,
    queryFn: ({ signal }) => getMyShareLinks(signal),
  });
}

export function useMyShareLinks() {
  return useQuery(myShareLinksQueryOptions());
}
