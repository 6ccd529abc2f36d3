import { useMutation, useQueryClient } from '@tanstack/react-query';

import { errorMessage } from '@/lib/errors';
import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';
import { useUser } from '@/lib/session';
import { notify } from '@/lib/toasts';

import { updateAchievementsCache, type AchievementsSnapshot } from '../utils/achievements-cache';

import { achievementsKeys } from './load-user-achievements';

export const ManageAchievementNotificationsMutation = graphql(`
  mutation ManageAchievementNotifications(
    $operation: AchievementNotificationOperation!
    $achievementId: String
  ) {
    manageAchievementNotifications(operation: $operation, achievementId: $achievementId) {
      success
      markedCount
    }
  }
`);

/** One unlock notice (by achievement id), or every one (`all`). */
export type MarkReadTarget = { achievementId: string } | 'all';

export async function markUnlocksRead(target: MarkReadTarget) {
  const data = await request(
    ManageAchievementNotificationsMutation,
    target === 'all'
      ? { operation: 'MARK_ALL_READ', achievementId: null }
      : { operation: 'MARK_READ', achievementId: target.achievementId },
    { feature: 'achievements', component: 'UnlockBell' },
  );
  return data.manageAchievementNotifications;
}

function withoutRead(snapshot: AchievementsSnapshot, target: MarkReadTarget) {
  return {
    ...snapshot,
    newUnlocks:
      target === 'all'
        ? []
        : snapshot.newUnlocks.filter((u) => u.achievementId !== target.achievementId),
  };
}

/**
 * Marks unlock notices read. The bell's count drops at once (here and in the cache); if the
 * server refuses, the notices come back and the error shows.
 */
export function useMarkUnlocksRead() {
  const user = useUser();
  const queryClient = useQueryClient();
  const key = achievementsKeys.of(user.email);
  return useMutation({
    mutationFn: markUnlocksRead,
    onMutate: async (target) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AchievementsSnapshot>(key);
      if (previous) queryClient.setQueryData(key, withoutRead(previous, target));
      updateAchievementsCache(user.email, (entry) => ({ ...entry, ...withoutRead(entry, target) }));
      return { previous };
    },
    onError: (error, _target, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notify.error(`Could not mark it read: ${errorMessage(error)}`);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
