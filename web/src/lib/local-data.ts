/**
 * Browser data tied to an account (spec point 3 "Browser data"): `userData` (names, email and
 * the referral widget flag), the achievements cache, one entry per email, and the values filled
 * into prompts' variables (`lib/prompt-template.ts`). All of it is
 * removed on sign-out; the local settings (theme, font, shortcuts) belong to the browser and
 * are kept.
 */
import type { SessionUser } from './auth-events';
import { REMEMBERED_VALUES_PREFIX } from './prompt-template';

export const USER_DATA_KEYS = [
  'userData',
  'authToken',
  'pendingCollectionData',
  'sharedPromptData',
  'sharedCollectionData',
] as const;

/** Every achievements cache entry's key starts with this; the email follows. */
export const ACHIEVEMENTS_CACHE_PREFIX = 'achievementsCache:';

/** The achievements cache entry of one account (spec point 9: keyed by email). */
export function achievementsCacheKey(email: string): string {
  return `${ACHIEVEMENTS_CACHE_PREFIX}${email.trim().toLowerCase()}`;
}

export interface StoredUserData {
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  /** The user has a referral link, so the dashboard shows the referral widget. */
  referralWidget: boolean;
}

export function toStoredUserData(user: SessionUser): StoredUserData {
  return {
    firstName: user.givenName,
    lastName: user.familyName,
    fullName: user.name,
    email: user.email,
    referralWidget: Boolean(user.referralCodeInternal),
  };
}

export function saveUserData(user: SessionUser): void {
  try {
    localStorage.setItem('userData', JSON.stringify(toStoredUserData(user)));
  } catch {
    // Storage can be full or disabled (private mode); the app does not depend on it.
  }
}

export function clearUserData(): void {
  try {
    const keys: string[] = [...USER_DATA_KEYS];
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(ACHIEVEMENTS_CACHE_PREFIX) || key?.startsWith(REMEMBERED_VALUES_PREFIX)) {
        keys.push(key);
      }
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // ignore: see saveUserData
  }
}
