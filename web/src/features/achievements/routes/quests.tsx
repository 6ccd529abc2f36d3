import { Sparkles, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { RetryAlert } from '@/components/retry-alert';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { useUser } from '@/lib/session';
import { notify } from '@/lib/toasts';

import { useEquipTitle } from '../api/equip-title';
import { useAchievements } from '../api/load-user-achievements';
import { QuestCard } from '../components/quest-card';
import type { Achievement } from '../utils/achievements-cache';
import { lockedClosestFirst, unlockedFirstNewest } from '../utils/sort';

/**
 * /dashboard/quests: every achievement, unlocked ones first (newest first), then the locked
 * ones closest to done; each with its tier, progress and title to wear.
 */
export function QuestsRoute() {
  const user = useUser();
  const achievements = useAchievements();
  const equip = useEquipTitle();

  const onEquip = (title: string | null) =>
    equip.mutate(title, {
      onSuccess: () =>
        notify.success(title ? `You now wear the title “${title}”` : 'Title taken off'),
      onError: (error) => notify.error(errorMessage(error)),
    });

  const renderList = (items: Achievement[]) => (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((achievement) => {
        const equipped = achievement.unlocked && user.equippedTitle === achievement.title;
        const mine = equip.isPending && equip.variables === (equipped ? null : achievement.title);
        return (
          <QuestCard
            key={achievement.achievementId}
            achievement={achievement}
            equipped={equipped}
            busy={mine}
            disabled={equip.isPending && !mine}
            onEquip={onEquip}
          />
        );
      })}
    </ul>
  );

  let body: ReactNode;
  if (achievements.isPending) {
    body = (
      <div
        role="status"
        aria-label="Loading your quests"
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <div key={i} className="h-56 animate-pulse rounded-xl bg-muted" />
        ))}
      </div>
    );
  } else if (achievements.isError && !achievements.data) {
    body = (
      <RetryAlert
        lead="Could not load your quests"
        error={achievements.error}
        onRetry={() => void achievements.refetch()}
      />
    );
  } else if (achievements.data.achievements.length === 0) {
    body = (
      <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-border px-6 py-12 text-center">
        <Trophy className="size-8 text-muted-foreground" aria-hidden="true" />
        <h2 className="font-semibold">No quests yet</h2>
        <p className="max-w-sm text-sm text-muted-foreground">
          Quests will show here as soon as there are some to take on.
        </p>
      </div>
    );
  } else {
    const all = achievements.data.achievements;
    const unlocked = unlockedFirstNewest(all);
    const locked = lockedClosestFirst(all);
    body = (
      <>
        <section
          aria-labelledby="quests-summary-title"
          className="grid gap-2 rounded-xl border border-border bg-card p-4 shadow-xs"
        >
          <h2 id="quests-summary-title" className="sr-only">
            Your progress
          </h2>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-medium">
              <span className="tabular-nums">
                {unlocked.length} of {all.length}
              </span>{' '}
              unlocked
            </p>
            <p className="text-sm text-muted-foreground">
              {user.equippedTitle ? (
                <>
                  Wearing <span className="font-medium text-foreground">{user.equippedTitle}</span>
                </>
              ) : (
                'No title worn'
              )}
            </p>
          </div>
          <Progress
            value={unlocked.length}
            max={all.length}
            aria-label="Quests unlocked"
            aria-valuetext={`${unlocked.length} of ${all.length}`}
          />
        </section>

        {achievements.isRefetchError ? (
          <Alert variant="error">
            Showing your last saved progress: {errorMessage(achievements.error)}
          </Alert>
        ) : null}

        <section aria-labelledby="quests-unlocked-title" className="grid gap-3">
          <h2 id="quests-unlocked-title" className="text-lg font-semibold">
            Unlocked <span className="text-muted-foreground tabular-nums">({unlocked.length})</span>
          </h2>
          {unlocked.length > 0 ? (
            renderList(unlocked)
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed border-border px-4 py-5 text-sm">
              <p className="flex items-center gap-2 text-muted-foreground">
                <Sparkles className="size-4 text-primary" aria-hidden="true" />
                Nothing unlocked yet. Your first Super Prompt earns your first title.
              </p>
              <Button asChild size="sm">
                <Link to={paths.app.dashboard.getHref()}>Write a prompt</Link>
              </Button>
            </div>
          )}
        </section>

        {locked.length > 0 ? (
          <section aria-labelledby="quests-locked-title" className="grid gap-3">
            <h2 id="quests-locked-title" className="text-lg font-semibold">
              In progress{' '}
              <span className="text-muted-foreground tabular-nums">({locked.length})</span>
            </h2>
            {renderList(locked)}
          </section>
        ) : null}
      </>
    );
  }

  return (
    <div className="grid gap-6">
      <div className="grid gap-1.5">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Quests</h1>
        <p className="text-muted-foreground">
          Earn achievements as you write, save and share prompts. Each one unlocks a title to wear
          beside your name.
        </p>
      </div>
      {body}
    </div>
  );
}
