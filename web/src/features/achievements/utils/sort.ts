import type { Achievement } from './achievements-cache';
import { TIER_ORDER } from './tiers';

/** Unlocked ones, newest first. */
export function unlockedFirstNewest(achievements: Achievement[]): Achievement[] {
  return achievements
    .filter((a) => a.unlocked)
    .sort((a, b) => (b.unlockedAt ?? '').localeCompare(a.unlockedAt ?? ''));
}

/** Locked ones, closest to done first; then the lower tier; then the catalogue's order. */
export function lockedClosestFirst(achievements: Achievement[]): Achievement[] {
  return achievements
    .map((a, index) => ({ a, index }))
    .filter(({ a }) => !a.unlocked)
    .sort(
      (x, y) =>
        ratio(y.a) - ratio(x.a) ||
        TIER_ORDER[x.a.category] - TIER_ORDER[y.a.category] ||
        x.index - y.index,
    )
    .map(({ a }) => a);
}

function ratio(a: Achievement): number {
  return a.target > 0 ? Math.min(1, a.progress / a.target) : 0;
}
