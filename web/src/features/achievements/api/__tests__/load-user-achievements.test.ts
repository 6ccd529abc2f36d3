/** Loading achievements through the cache: pages, full loads and incremental refreshes. */
import { describe, expect, it } from 'vitest';

import {
  achievementsReply,
  makeAchievement,
  makeUnlock,
  mockGraphQL,
} from '@/testing/graphql-mock';

import {
  ACHIEVEMENTS_CACHE_TTL_MS,
  readAchievementsCache,
  writeAchievementsCache,
  ACHIEVEMENTS_CACHE_VERSION,
  type AchievementsCacheEntry,
} from '../../utils/achievements-cache';
import { syncAchievements } from '../load-user-achievements';

const EMAIL = 'ada@example.com';
const NOW = Date.parse('2026-03-02T12:00:00Z');

/** Caches what a full load at NOW left. */
function cacheLoadedAtNow(overrides: Partial<AchievementsCacheEntry> = {}) {
  writeAchievementsCache({
    version: ACHIEVEMENTS_CACHE_VERSION,
    email: EMAIL,
    loadedAt: NOW,
    syncedAt: NOW,
    asOf: '2026-03-02T12:00:00Z',
    achievements: [],
    newUnlocks: [],
    announced: [],
    ...overrides,
  });
}

describe('syncAchievements', () => {
  it('with no cache, loads every page (following nextToken) and caches the list', async () => {
    const server = mockGraphQL({
      LoadUserAchievements: (variables) =>
        variables.tokens === null
          ? achievementsReply({
              achievements: [makeAchievement({ achievementId: 'a' })],
              newUnlocks: [makeUnlock()],
              nextToken: '1',
              asOf: '2026-03-02T12:00:00Z',
            })
          : achievementsReply({
              achievements: [makeAchievement({ achievementId: 'b' })],
              newUnlocks: [makeUnlock()],
              asOf: '2026-03-02T12:00:01Z',
            }),
    });

    const snapshot = await syncAchievements(EMAIL, { now: NOW });

    expect(server.callsTo('LoadUserAchievements').map((c) => c.variables)).toEqual([
      { limit: 100, tokens: null, lastUpdated: null },
      { limit: 100, tokens: '1', lastUpdated: null },
    ]);
    expect(snapshot.achievements.map((a) => a.achievementId)).toEqual(['a', 'b']);
    expect(snapshot.newUnlocks).toHaveLength(1);
    // The first page's moment: what changes while later pages load is asked for next time.
    expect(snapshot.asOf).toBe('2026-03-02T12:00:00Z');
    expect(readAchievementsCache(EMAIL)).toMatchObject({
      version: '1.0.0',
      email: EMAIL,
      loadedAt: NOW,
      syncedAt: NOW,
      asOf: '2026-03-02T12:00:00Z',
    });
  });

  it('within 24 hours, asks only for what changed since asOf and merges it in', async () => {
    cacheLoadedAtNow({
      achievements: [
        makeAchievement({ achievementId: 'a' }),
        makeAchievement({ achievementId: 'b', progress: 0, target: 3 }),
      ],
      announced: ['x'],
    });
    const server = mockGraphQL({
      LoadUserAchievements: () =>
        achievementsReply({
          achievements: [makeAchievement({ achievementId: 'b', progress: 2, target: 3 })],
          asOf: '2026-03-02T13:00:00Z',
        }),
    });

    const later = NOW + 60 * 60 * 1000;
    const snapshot = await syncAchievements(EMAIL, { now: later });

    expect(server.callsTo('LoadUserAchievements')[0]?.variables).toEqual({
      limit: 100,
      tokens: null,
      lastUpdated: '2026-03-02T12:00:00Z',
    });
    expect(snapshot.achievements.map((a) => [a.achievementId, a.progress])).toEqual([
      ['a', 0],
      ['b', 2],
    ]);
    expect(readAchievementsCache(EMAIL)).toMatchObject({
      loadedAt: NOW,
      syncedAt: later,
      asOf: '2026-03-02T13:00:00Z',
      announced: ['x'],
    });
  });

  it('after 24 hours, loads the whole list again', async () => {
    cacheLoadedAtNow({ achievements: [makeAchievement({ achievementId: 'gone' })] });
    const server = mockGraphQL({
      LoadUserAchievements: () =>
        achievementsReply({ achievements: [makeAchievement({ achievementId: 'a' })] }),
    });

    const later = NOW + ACHIEVEMENTS_CACHE_TTL_MS;
    const snapshot = await syncAchievements(EMAIL, { now: later });

    expect(server.callsTo('LoadUserAchievements')[0]?.variables.lastUpdated).toBeNull();
    expect(snapshot.achievements.map((a) => a.achievementId)).toEqual(['a']);
    expect(readAchievementsCache(EMAIL)?.loadedAt).toBe(later);
  });

  it('does a full load for a cache of another version', async () => {
    localStorage.setItem(
      'achievementsCache:ada@example.com',
      JSON.stringify({ version: '0.1.0', email: EMAIL, loadedAt: NOW, asOf: 'x' }),
    );
    const server = mockGraphQL({ LoadUserAchievements: () => achievementsReply() });
    await syncAchievements(EMAIL, { now: NOW });
    expect(server.callsTo('LoadUserAchievements')[0]?.variables.lastUpdated).toBeNull();
    expect(readAchievementsCache(EMAIL)?.version).toBe('1.0.0');
  });
});
