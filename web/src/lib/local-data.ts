/**
 * Browser data tied to an account (spec point 3 "Browser data"). It is removed on sign-out;
 * the local settings (theme, font, shortcuts) belong to the browser and are kept.
 */
import type { SessionUser } from './auth-events';

export const USER_DATA_KEYS = [
  'userData',
  'authToken',
  'pendingCollectionData',
  'sharedPromptData',
  'sharedCollectionData',
] as const;

export interface StoredUserData {
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
}

export function toStoredUserData(user: SessionUser): StoredUserData {
  return {
    firstName: user.givenName,
    lastName: user.familyName,
    fullName: user.name,
    email: user.email,
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
  for (const key of USER_DATA_KEYS) {
    try {
      localStorage.removeItem(key);
    } catch {
      // ignore: see saveUserData
    }
  }
}
