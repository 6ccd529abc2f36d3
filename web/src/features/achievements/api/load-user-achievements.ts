import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { LoadUserAchievementsQuery } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';
import { useUser } from '@/lib/session';

import {
  ACHIEVEMENTS_CACHE_VERSION,
  isCacheFresh,
  mergeAchievements,
  readAchievementsCache,
  writeAchievementsCache,
  type Achievement,
  type AchievementsSnapshot,
  type AchievementUnlock,
} from '../utils/achievements-cache';

export const LoadUserAchievementsDocument = graphql(`
  query LoadUserAchievements($limit: Int, $tokens: String, $lastUpdated: DateTime) {
    loadUserAchievements(limit: $limit, tokens: $tokens, lastUpdated: $lastUpdated) {
      achievements {
        ...UserAchievementFields
      }
      newUnlocks {
        ...AchievementUnlockFields
      }
      pagination {
        nextToken
        total
        asOf
      }
    }
  }
`);

/** The server's largest page. */
export const ACHIEVEMENTS_PAGE_SIZE = 100;
/** A server that keeps answering with a next page is not followed for ever. */
const MAX_PAGES = 50;

export const achievementsKeys = {
  all: ['achievements'] as const,
  of: (email: string) => ['achievements', email.trim().toLowerCase()] as const,
};

/**
 * Every page of the caller's achievements (`tokens` is the page token of the answer before);
 * with `lastUpdated`, only those whose progress moved after it. `asOf` is the first page's,
 * so nothing that changes while later pages load is missed next time.
 */
export async function loadAllAchievements({
  lastUpdated,
  signal,
}: { lastUpdated?: string; signal?: AbortSignal } = {}): Promise<AchievementsSnapshot> {
  const achievements: Achievement[] = [];
  let newUnlocks: AchievementUnlock[] = [];
  let asOf: string | undefined;
  let tokens: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const data: LoadUserAchievementsQuery = await request(
      LoadUserAchievementsDocument,
      { limit: ACHIEVEMENTS_PAGE_SIZE, tokens, lastUpdated: lastUpdated ?? null },
      { feature: 'achievements', component: 'Achievements', signal },
    );
    const answer = data.loadUserAchievements;
    achievements.push(...answer.achievements);
    newUnlocks = answer.newUnlocks;
    asOf ??= answer.pagination.asOf;
    tokens = answer.pagination.nextToken;
    if (!tokens) break;
  }
  return { achievements, newUnlocks, asOf: asOf ?? new Date().toISOString() };
}

/**
 * Brings the cache of `email` up to date and answers from it: the changes since the cached
 * `asOf` merged in while the cache is under 24 hours old, else the whole list.
 */
export async function syncAchievements(
  email: string,
  { signal, now = Date.now() }: { signal?: AbortSignal; now?: number } = {},
): Promise<AchievementsSnapshot> {
  const cached = readAchievementsCache(email);
  const incremental = cached && isCacheFresh(cached, now) ? cached : null;
  const answer = await loadAllAchievements({
    ...(incremental ? { lastUpdated: incremental.asOf } : {}),
    ...(signal ? { signal } : {}),
  });
  const snapshot: AchievementsSnapshot = incremental
    ? { ...answer, achievements: mergeAchievements(incremental.achievements, answer.achievements) }
    : answer;
  writeAchievementsCache({
    ...snapshot,
    version: ACHIEVEMENTS_CACHE_VERSION,
    email,
    loadedAt: incremental ? incremental.loadedAt : now,
    syncedAt: now,
    // Re-read: a toast may have been announced while the request ran.
    announced: readAchievementsCache(email)?.announced ?? [],
  });
  return snapshot;
}

export function achievementsQueryOptions(email: string) {
  return queryOptions({
    queryKey: achievementsKeys.of(email),
    queryFn: ({ signal }) => syncAchievements(email, { signal }),
    // The cached copy shows at once; every mount still asks for what changed (cheap).
    initialData: () => {
      const entry = readAchievementsCache(email);
      return entry
        ? { achievements: entry.achievements, newUnlocks: entry.newUnlocks, asOf: entry.asOf }
        : undefined;
    },
    initialDataUpdatedAt: () => readAchievementsCache(email)?.syncedAt,
    staleTime: 0,
  });
}

/** The signed-in user's achievements and unread unlocks. */
export function useAchievements() {
  const user = useUser();
  return useQuery(achievementsQueryOptions(user.email));
}
