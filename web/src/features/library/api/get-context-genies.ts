import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

import { libraryKeys } from './keys';

export const LibraryContextGeniesDocument = graphql(`
  query LibraryContextGenies {
    userContexts {
      id
      name
      isActive
    }
  }
`);

/** The user's Context Genies, for the variables form's picker (a Genie fills matching fields). */
export async function getLibraryContextGenies(signal?: AbortSignal) {
  const data = await request(
    LibraryContextGeniesDocument,
    {},
    { feature: 'library', component: 'VariablesForm', signal },
  );
  return data.userContexts;
}

/** Asked when a form opens: Genies are made and switched on the dashboard. */
export function useLibraryContextGenies(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: libraryKeys.genies,
      queryFn: ({ signal }) => getLibraryContextGenies(signal),
      enabled,
      refetchOnMount: 'always',
    }),
  );
}
