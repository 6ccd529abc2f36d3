/**
 * Where to go after signing in. `?redirect=` comes from the address bar, so it is untrusted:
 * only paths on this site are allowed (no `//host`, no `https://…`, no `javascript:`).
 * A bare word such as `pricing` (the pricing page's plan buttons) means `/pricing`.
 */
import { DEFAULT_SIGNED_IN_PATH } from '@/config/paths';

const PLACEHOLDER_ORIGIN = 'https://superprompt.invalid';

export function safeRedirect(raw: string | null | undefined, fallback = DEFAULT_SIGNED_IN_PATH) {
  if (!raw) return fallback;
  const value = raw.trim();
  if (value === '') return fallback;

  let candidate: string;
  if (value.startsWith('/')) {
    // "//evil.com" and "/\evil.com" are protocol-relative in browsers.
    if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
    candidate = value;
  } else if (/^[A-Za-z0-9][A-Za-z0-9._~-]*(?:\/[A-Za-z0-9._~-]+)*$/.test(value)) {
    candidate = `/${value}`;
  } else {
    return fallback;
  }

  try {
    const url = new URL(candidate, PLACEHOLDER_ORIGIN);
    if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
    const target = `${url.pathname}${url.search}${url.hash}`;
    // Never bounce back into the sign-in pages themselves.
    if (/^\/(login|signin|signup)(\/|$|\?)/.test(target)) return fallback;
    return target;
  } catch {
    return fallback;
  }
}
