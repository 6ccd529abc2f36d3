import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { appEvents } from '@/lib/app-events';

import { libraryKeys } from './keys';

/**
 * After any library change: every library query is stale, and the folders (counts, locks)
 * reload through the app's "refresh folders" event (spec point 4), which `useFolders` answers
 * while it is mounted (and which other parts of the app may listen to).
 */
export function useLibraryChanged() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.invalidateQueries({
      queryKey: libraryKeys.all,
      predicate: (query) => query.queryKey[1] !== libraryKeys.folders[1],
    });
    // Stale now, refetched by the event's listener (or on the next mount).
    await queryClient.invalidateQueries({ queryKey: libraryKeys.folders, refetchType: 'none' });
    appEvents.emit('refreshFolders', { at: Date.now() });
  }, [queryClient]);
}
