/**
 * The achievements cache in this browser (spec points 3 and 9): one localStorage entry per
 * account, keyed by email, versioned "1.0.0". It holds the whole list as last merged, the
 * unread unlocks, the server's `asOf` (to ask only for what changed since) and which unlocks
 * were already announced with a toast. A full load is due 24 hours after the last one; sooner,
 * refreshes ask for the changes and merge them in. Sign-out removes every entry
 * (lib/local-data.ts `clearUserData`).
 */
import type {
  AchievementUnlockFieldsFragment,
  UserAchievementFieldsFragment,
} from '@/lib/gql/graphql';
import { achievementsCacheKey } from '@/lib/local-data';

export type Achievement = UserAchievementFieldsFragment;
export type AchievementUnlock = AchievementUnlockFieldsFragment;

export const ACHIEVEMENTS_CACHE_VERSION = '1.0.0';
/** Spec point 9: refresh check every 1440 minutes. */
export const ACHIEVEMENTS_CACHE_TTL_MS = 1440 * 60 * 1000;

/** What the app shows: the list, the unread unlocks, and the moment the server described. */
export interface AchievementsSnapshot {
  achievements: Achievement[];
  /** Unlocks not yet marked read, newest first. */
  newUnlocks: AchievementUnlock[];
  /** The server's `pagination.asOf` of the last answer merged in. */
  asOf: string;
}

export interface AchievementsCacheEntry extends AchievementsSnapshot {
  version: typeof ACHIEVEMENTS_CACHE_VERSION;
  email: string;
  /** When the whole list was last loaded (ms since the epoch): the 24-hour clock runs from it. */
  loadedAt: number;
  /** When the entry was last refreshed, fully or not (ms since the epoch). */
  syncedAt: number;
  /** Unlocks (achievement ids) already announced with a toast in this browser. */
  announced: string[];
}

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The entry for `email`, or null when there is none, it is unreadable or of another version. */
export function readAchievementsCache(email: string): AchievementsCacheEntry | null {
  try {
    const raw = localStorage.getItem(achievementsCacheKey(email));
    if (!raw) return null;
    const entry = JSON.parse(raw) as Partial<AchievementsCacheEntry> | null;
    if (
      !entry ||
      entry.version !== ACHIEVEMENTS_CACHE_VERSION ||
      typeof entry.email !== 'string' ||
      !sameEmail(entry.email, email) ||
      !Array.isArray(entry.achievements) ||
      !Array.isArray(entry.newUnlocks) ||
      typeof entry.asOf !== 'string' ||
      typeof entry.loadedAt !== 'number'
    ) {
      return null;
    }
    return {
      ...(entry as AchievementsCacheEntry),
      syncedAt: entry.syncedAt ?? entry.loadedAt,
      announced: Array.isArray(entry.announced) ? entry.announced : [],
    };
  } catch {
    return null;
  }
}

export function writeAchievementsCache(entry: AchievementsCacheEntry): void {
  try {
    localStorage.setItem(achievementsCacheKey(entry.email), JSON.stringify(entry));
  } catch {
    // Storage full or disabled: the app works from the server alone.
  }
}

/** Young enough to merge changes into; otherwise the whole list is loaded again. */
export function isCacheFresh(entry: AchievementsCacheEntry, now = Date.now()): boolean {
  const age = now - entry.loadedAt;
  return age >= 0 && age < ACHIEVEMENTS_CACHE_TTL_MS;
}

/** The cached list with the changed achievements put in place (new ones appended). */
export function mergeAchievements(cached: Achievement[], changed: Achievement[]): Achievement[] {
  const byId = new Map(changed.map((a) => [a.achievementId, a]));
  const merged = cached.map((a) => byId.get(a.achievementId) ?? a);
  const known = new Set(cached.map((a) => a.achievementId));
  return [...merged, ...changed.filter((a) => !known.has(a.achievementId))];
}

/** Where announcements are remembered when localStorage cannot be used. */
const announcedInMemory = new Map<string, string[]>();

/**
 * The unread unlocks not announced yet in this browser (oldest first), remembered as
 * announced from now on. Unlocks no longer unread are forgotten, so the list stays short.
 */
export function takeUnannounced(email: string, unread: AchievementUnlock[]): AchievementUnlock[] {
  const key = email.trim().toLowerCase();
  const entry = readAchievementsCache(email);
  const seen = new Set(entry?.announced ?? announcedInMemory.get(key) ?? []);
  const fresh = unread.filter((u) => !seen.has(u.achievementId)).reverse();
  const announced = unread.map((u) => u.achievementId);
  announcedInMemory.set(key, announced);
  if (entry) writeAchievementsCache({ ...entry, announced });
  return fresh;
}

/** Changes the cached entry of `email`, if there is one. */
export function updateAchievementsCache(
  email: string,
  update: (entry: AchievementsCacheEntry) => AchievementsCacheEntry,
): void {
  const entry = readAchievementsCache(email);
  if (entry) writeAchievementsCache(update(entry));
}
