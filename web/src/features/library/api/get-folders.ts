import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { appEvents } from '@/lib/app-events';
import { graphql } from '@/lib/gql';
import type { FoldersQuery } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

import { libraryKeys } from './keys';

export const FoldersQueryDocument = graphql(`
  query Folders {
    folders {
      ...FolderFields
    }
  }
`);

export type Folder = FoldersQuery['folders'][number];

/** The caller's folders in the server's order: the two defaults first, then newest first. */
export async function getFolders(signal?: AbortSignal) {
  const data = await request(
    FoldersQueryDocument,
    {},
    { feature: 'library', component: 'FolderSidebar', signal },
  );
  return data.folders;
}

export function foldersQueryOptions() {
  return queryOptions({
    queryKey: libraryKeys.folders,
    queryFn: ({ signal }) => getFolders(signal),
  });
}

/**
 * The folders, reloaded on the app's "refresh folders" event and announcing "folders
 * refreshed" (with the list) each time a load lands (spec point 4).
 */
export function useFolders() {
  const queryClient = useQueryClient();
  const query = useQuery(foldersQueryOptions());
  useEffect(
    () =>
      appEvents.on('refreshFolders', () => {
        void queryClient.invalidateQueries({ queryKey: libraryKeys.folders });
      }),
    [queryClient],
  );
  const { data, dataUpdatedAt } = query;
  useEffect(() => {
    if (data) appEvents.emit('foldersRefreshed', { count: data.length, at: dataUpdatedAt });
  }, [data, dataUpdatedAt]);
  return query;
}
