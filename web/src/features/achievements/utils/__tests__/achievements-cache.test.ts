/** The achievements cache in localStorage: keyed by email, versioned 1.0.0, 24 hours. */
import { describe, expect, it } from 'vitest';

import { achievementsCacheKey, clearUserData } from '@/lib/local-data';
import { makeAchievement, makeUnlock } from '@/testing/graphql-mock';

import {
  ACHIEVEMENTS_CACHE_TTL_MS,
  ACHIEVEMENTS_CACHE_VERSION,
  isCacheFresh,
  mergeAchievements,
  readAchievementsCache,
  takeUnannounced,
  writeAchievementsCache,
  type AchievementsCacheEntry,
} from '../achievements-cache';

const NOW = Date.parse('2026-03-02T12:00:00Z');

function entry(overrides: Partial<AchievementsCacheEntry> = {}): AchievementsCacheEntry {
  return {
    version: ACHIEVEMENTS_CACHE_VERSION,
    email: 'ada@example.com',
    loadedAt: NOW,
    syncedAt: NOW,
    asOf: '2026-03-02T12:00:00Z',
    achievements: [makeAchievement()],
    newUnlocks: [],
    announced: [],
    ...overrides,
  };
}

describe('achievements cache', () => {
  it('is version 1.0.0 and lives 1440 minutes (spec point 9)', () => {
    expect(ACHIEVEMENTS_CACHE_VERSION).toBe('1.0.0');
    expect(ACHIEVEMENTS_CACHE_TTL_MS).toBe(1440 * 60 * 1000);
  });

  it('is kept per email: one account never reads another’s', () => {
    writeAchievementsCache(entry());
    writeAchievementsCache(
      entry({ email: 'grace@example.com', achievements: [makeAchievement({ progress: 1 })] }),
    );
    expect(localStorage.getItem('achievementsCache:ada@example.com')).not.toBeNull();
    expect(readAchievementsCache('ada@example.com')?.achievements[0]?.progress).toBe(0);
    expect(readAchievementsCache('Grace@Example.com')?.achievements[0]?.progress).toBe(1);
    expect(readAchievementsCache('someone@example.com')).toBeNull();
  });

  it('ignores an entry of another version, another email or an unreadable one', () => {
    const key = achievementsCacheKey('ada@example.com');
    localStorage.setItem(key, JSON.stringify({ ...entry(), version: '0.9.0' }));
    expect(readAchievementsCache('ada@example.com')).toBeNull();
    localStorage.setItem(key, JSON.stringify(entry({ email: 'grace@example.com' })));
    expect(readAchievementsCache('ada@example.com')).toBeNull();
    localStorage.setItem(key, '{not json');
    expect(readAchievementsCache('ada@example.com')).toBeNull();
  });

  it('is fresh for 24 hours after the last full load', () => {
    expect(isCacheFresh(entry(), NOW + ACHIEVEMENTS_CACHE_TTL_MS - 1)).toBe(true);
    expect(isCacheFresh(entry(), NOW + ACHIEVEMENTS_CACHE_TTL_MS)).toBe(false);
    // A clock set back is no reason to trust it.
    expect(isCacheFresh(entry(), NOW - 1000)).toBe(false);
  });

  it('merges changes in place and appends new achievements', () => {
    const cached = [
      makeAchievement({ achievementId: 'a', progress: 0 }),
      makeAchievement({ achievementId: 'b', progress: 1 }),
    ];
    const merged = mergeAchievements(cached, [
      makeAchievement({ achievementId: 'b', progress: 2 }),
      makeAchievement({ achievementId: 'c' }),
    ]);
    expect(merged.map((a) => [a.achievementId, a.progress])).toEqual([
      ['a', 0],
      ['b', 2],
      ['c', 0],
    ]);
  });

  it('announces each unread unlock once, oldest first, and forgets read ones', () => {
    writeAchievementsCache(entry());
    const newer = makeUnlock({ achievementId: 'first_save', unlockedAt: '2026-03-02T11:00:00Z' });
    const older = makeUnlock({ achievementId: 'first_prompt', unlockedAt: '2026-03-02T10:00:00Z' });

    expect(takeUnannounced('ada@example.com', [newer, older]).map((u) => u.achievementId)).toEqual([
      'first_prompt',
      'first_save',
    ]);
    expect(takeUnannounced('ada@example.com', [newer, older])).toEqual([]);
    expect(readAchievementsCache('ada@example.com')?.announced).toEqual([
      'first_save',
      'first_prompt',
    ]);
    // first_save was read; first_prompt stays announced.
    takeUnannounced('ada@example.com', [older]);
    expect(readAchievementsCache('ada@example.com')?.announced).toEqual(['first_prompt']);
  });

  it('is removed with the account data on sign-out, every email’s', () => {
    writeAchievementsCache(entry());
    writeAchievementsCache(entry({ email: 'grace@example.com' }));
    localStorage.setItem('superprompt.settings', '{"theme":"dark"}');
    clearUserData();
    expect(readAchievementsCache('ada@example.com')).toBeNull();
    expect(readAchievementsCache('grace@example.com')).toBeNull();
    expect(localStorage.getItem('superprompt.settings')).toBe('{"theme":"dark"}');
  });
});
