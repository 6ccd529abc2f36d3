import { Check, Lock } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';

import type { Achievement } from '../utils/achievements-cache';

import { TierBadge, TierMedal } from './tier-badge';

/**
 * One achievement: tier, progress, locked or unlocked (with the date), and for unlocked ones
 * the title to wear ("Equip title", or "Unequip" for the one worn).
 */
export function QuestCard({
  achievement,
  equipped,
  busy,
  disabled,
  onEquip,
}: {
  achievement: Achievement;
  /** Its title is the one the user wears. */
  equipped: boolean;
  /** Its Equip/Unequip is running. */
  busy: boolean;
  /** Another Equip/Unequip is running. */
  disabled: boolean;
  onEquip: (title: string | null) => void;
}) {
  const { achievementId, name, description, category, progress, target, unlocked } = achievement;
  const headingId = `quest-${achievementId}`;
  const left = Math.max(0, target - progress);
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={cn(
          'flex h-full flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-xs',
          equipped ? 'border-primary ring-1 ring-primary' : 'border-border',
        )}
      >
        <div className="flex items-start gap-3">
          <TierMedal tier={category} unlocked={unlocked} />
          <div className="grid min-w-0 flex-1 gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={headingId} className="font-semibold">
                {name}
              </h3>
              <TierBadge tier={category} />
            </div>
            <p className="text-sm text-muted-foreground">{description}</p>
          </div>
        </div>

        <div className="grid gap-1.5">
          <div className="flex items-center justify-between text-xs">
            <span className="font-medium">
              {unlocked ? (
                <span className="inline-flex items-center gap-1">
                  <Check className="size-3.5 text-success" aria-hidden="true" />
                  Unlocked
                </span>
              ) : (
                <span className="inline-flex items-center gap-1 text-muted-foreground">
                  <Lock className="size-3.5" aria-hidden="true" />
                  Locked
                </span>
              )}
            </span>
            <span className="text-muted-foreground tabular-nums">
              {progress.toLocaleString()} / {target.toLocaleString()}
            </span>
          </div>
          <Progress
            value={progress}
            max={target}
            aria-label={`${name} progress`}
            aria-valuetext={`${progress} of ${target}`}
            indicatorClassName={unlocked ? 'bg-success' : undefined}
          />
          <p className="text-xs text-muted-foreground">
            {unlocked ? (
              <>
                Unlocked on{' '}
                <time dateTime={achievement.unlockedAt ?? undefined}>
                  {formatDate(achievement.unlockedAt)}
                </time>
              </>
            ) : (
              `${left.toLocaleString()} to go`
            )}
          </p>
        </div>

        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
          <p className="min-w-0 text-sm">
            <span className="text-muted-foreground">Title: </span>
            <span className={cn('font-medium', !unlocked && 'text-muted-foreground')}>
              {achievement.title}
            </span>
            {equipped ? (
              <Badge variant="accent" className="ml-2 align-middle">
                Equipped
              </Badge>
            ) : null}
          </p>
          {unlocked ? (
            <Button
              size="sm"
              variant={equipped ? 'outline' : 'default'}
              loading={busy}
              disabled={disabled}
              aria-describedby={headingId}
              onClick={() => onEquip(equipped ? null : achievement.title)}
            >
              {equipped ? 'Unequip' : 'Equip title'}
            </Button>
          ) : null}
        </div>
      </article>
    </li>
  );
}
