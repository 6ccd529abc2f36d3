import { useMutation, useQueryClient } from '@tanstack/react-query';

import { announceProgress, appEvents } from '@/lib/app-events';
import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

export const SaveSharedItemDocument = graphql(`
  mutation SaveSharedItem($id: ID!, $folderId: ID) {
    saveSharedItem(id: $id, folderId: $folderId) {
      id
      title
    }
  }
`);

/** Copies a shared item into the caller's library, within the plan's limits (PLAN_LIMIT). */
export async function saveSharedItem(id: string) {
  const data = await request(
    SaveSharedItemDocument,
    { id },
    { feature: 'sharing', component: 'SharePage' },
  );
  return data.saveSharedItem;
}

/**
 * The library changed: its queries (all under `library`, owned by the library feature) are
 * stale, and the app's "refresh folders" event tells whoever shows the folders (spec point 4).
 */
export function useSaveSharedItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSharedItem,
    onSuccess: async () => {
      announceProgress('save');
      await queryClient.invalidateQueries({ queryKey: ['library'] });
      appEvents.emit('refreshFolders', { at: Date.now() });
    },
  });
}
