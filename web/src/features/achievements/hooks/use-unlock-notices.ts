import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { appEvents } from '@/lib/app-events';
import { useUser } from '@/lib/session';
import { notify } from '@/lib/toasts';

import { achievementsKeys, useAchievements } from '../api/load-user-achievements';
import { takeUnannounced } from '../utils/achievements-cache';
import { TIER_LABELS } from '../utils/tiers';

/**
 * Announces new unlocks, wired once in the signed-in frame: the achievements load with the
 * page and again after anything that can unlock one (the app's `progressMade` event); each
 * unread unlock not announced yet in this browser gets a toast. The toast area holds one toast
 * (spec point 4), so the notices queue and show one after another, oldest first.
 */
export function useUnlockNotices() {
  const user = useUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data } = useAchievements();

  useEffect(
    () =>
      appEvents.on('progressMade', () => {
        void queryClient.invalidateQueries({ queryKey: achievementsKeys.all });
      }),
    [queryClient],
  );

  useEffect(() => {
    if (!data) return;
    for (const unlock of takeUnannounced(user.email, data.newUnlocks)) {
      notify.queued.success(`Achievement unlocked: ${unlock.name}`, {
        description: `${TIER_LABELS[unlock.category]} · You can now wear the title “${unlock.title}”.`,
        duration: 6000,
        action: {
          label: 'View',
          onClick: () => void navigate(paths.app.quests.getHref()),
        },
      });
    }
  }, [data, user.email, navigate]);
}
