/**
 * The Teams early-access banner's rules (spec point 2): which paths show it, and remembering
 * that the visitor dismissed it.
 */

/** Exact paths that show the banner; every path under /features/ does too. */
export const TEAMS_BANNER_PATHS = [
  '/',
  '/features',
  '/faq',
  '/privacy-policy',
  '/contact-us',
  '/cancel-refund',
] as const;

export const TEAMS_BANNER_DISMISSED_KEY = 'superprompt.teamsBannerDismissed';

/** The fade before the banner leaves the page, in ms. */
export const TEAMS_BANNER_FADE_MS = 300;

export function showsTeamsBanner(pathname: string): boolean {
  // "/features/" and "/faq/" are the same pages as without the slash.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if ((TEAMS_BANNER_PATHS as readonly string[]).includes(path)) return true;
  return path.startsWith('/features/') && path.length > '/features/'.length;
}

export function isTeamsBannerDismissed(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(TEAMS_BANNER_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberTeamsBannerDismissed(storage: Pick<Storage, 'setItem'> | null): void {
  try {
    storage?.setItem(TEAMS_BANNER_DISMISSED_KEY, '1');
  } catch {
    // Storage unavailable (private mode): it stays dismissed for this page view only.
  }
}

/** localStorage when there is one (not during pre-rendering). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
