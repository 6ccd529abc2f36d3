import { Lock, Trophy } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import type { AchievementTier } from '@/lib/gql/graphql';
import { cn } from '@/lib/utils';

import { TIER_BADGE_CLASSES, TIER_LABELS, TIER_MEDAL_CLASSES } from '../utils/tiers';

export function TierBadge({ tier, className }: { tier: AchievementTier; className?: string }) {
  return <Badge className={cn(TIER_BADGE_CLASSES[tier], className)}>{TIER_LABELS[tier]}</Badge>;
}

/** The round medal beside an achievement: the tier's trophy once unlocked, else a lock. */
export function TierMedal({
  tier,
  unlocked,
  size = 'md',
}: {
  tier: AchievementTier;
  unlocked: boolean;
  size?: 'sm' | 'md';
}) {
  const Icon = unlocked ? Trophy : Lock;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full',
        size === 'sm' ? 'size-8 [&_svg]:size-4' : 'size-10 [&_svg]:size-5',
        unlocked ? TIER_MEDAL_CLASSES[tier] : 'bg-muted text-muted-foreground',
      )}
    >
      <Icon />
    </span>
  );
}
