import type { AchievementTier } from '@/lib/gql/graphql';

export const TIER_ORDER: Record<AchievementTier, number> = { BRONZE: 0, SILVER: 1, GOLD: 2 };

export const TIER_LABELS: Record<AchievementTier, string> = {
  BRONZE: 'Bronze',
  SILVER: 'Silver',
  GOLD: 'Gold',
};

/** Badge colours per tier, readable in both themes. */
export const TIER_BADGE_CLASSES: Record<AchievementTier, string> = {
  BRONZE: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200',
  SILVER: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  GOLD: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-200',
};

/** The medal's colours per tier (icon on a tinted disc). */
export const TIER_MEDAL_CLASSES: Record<AchievementTier, string> = {
  BRONZE: 'bg-orange-100 text-orange-700 dark:bg-orange-950 dark:text-orange-300',
  SILVER: 'bg-slate-200 text-slate-600 dark:bg-slate-700 dark:text-slate-200',
  GOLD: 'bg-yellow-100 text-yellow-700 dark:bg-yellow-950 dark:text-yellow-300',
};
