import { Bell, CheckCheck, Trophy } from 'lucide-react';
import { Link } from 'react-router';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { formatRelative } from '@/lib/format';

import { useAchievements } from '../api/load-user-achievements';
import { useMarkUnlocksRead } from '../api/manage-achievement-notifications';
import { TIER_LABELS } from '../utils/tiers';

import { TierMedal } from './tier-badge';

/**
 * The header's bell: how many unlocks are unread, and the list of them with "Mark read" each
 * and "Mark all read".
 */
export function UnlockBell() {
  const achievements = useAchievements();
  const markRead = useMarkUnlocksRead();
  const unread = achievements.data?.newUnlocks ?? [];
  const count = unread.length;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        // The visible count is a word of the name (WCAG 2.5.3 "label in name").
        aria-label={count > 0 ? `Achievement notices, ${count} unread` : 'Achievement notices'}
        className="relative flex size-10 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=open]:bg-muted data-[state=open]:text-foreground"
      >
        <Bell className="size-5" aria-hidden="true" />
        {count > 0 ? (
          <span className="absolute top-1 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] leading-none font-semibold text-destructive-foreground ring-2 ring-background">
            {count}
          </span>
        ) : null}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-1.5rem)]">
        <DropdownMenuLabel className="flex items-center justify-between gap-2 text-sm text-foreground">
          Unlocked achievements
          {count > 0 ? (
            <span className="text-xs font-normal text-muted-foreground">{count} unread</span>
          ) : null}
        </DropdownMenuLabel>
        {count === 0 ? (
          <p className="px-3 pt-1 pb-3 text-sm text-muted-foreground">
            You’re all caught up. New unlocks show here.
          </p>
        ) : (
          <div className="max-h-80 overflow-y-auto">
            {unread.map((unlock) => {
              const detailsId = `unlock-${unlock.achievementId}-details`;
              return (
                <DropdownMenuItem
                  key={unlock.achievementId}
                  aria-label={`Mark “${unlock.name}” read`}
                  aria-describedby={detailsId}
                  // Stay open: the next notice may be read too.
                  onSelect={(event) => {
                    event.preventDefault();
                    markRead.mutate({ achievementId: unlock.achievementId });
                  }}
                  className="items-start gap-3"
                >
                  <TierMedal tier={unlock.category} unlocked size="sm" />
                  <span className="grid min-w-0 flex-1 gap-0.5">
                    <span className="truncate font-medium">{unlock.name}</span>
                    <span id={detailsId} className="text-xs text-muted-foreground">
                      {TIER_LABELS[unlock.category]} · title “{unlock.title}” ·{' '}
                      <time dateTime={unlock.unlockedAt}>{formatRelative(unlock.unlockedAt)}</time>
                    </span>
                  </span>
                  <span className="shrink-0 self-center text-xs font-medium text-primary">
                    Mark read
                  </span>
                </DropdownMenuItem>
              );
            })}
          </div>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={count === 0}
          onSelect={(event) => {
            event.preventDefault();
            markRead.mutate('all');
          }}
        >
          <CheckCheck aria-hidden="true" />
          Mark all read
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.app.quests.getHref()}>
            <Trophy aria-hidden="true" />
            View all quests
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
