/**
 * Where to go after signing in. `?redirect=` comes from the address bar, so it is untrusted:
 * only paths on this site are allowed (no `//host`, no `https://…`, no `javascript:`).
 * A bare word such as `pricing` (the pricing page's plan buttons) means `/pricing`, and a
 * public page with a signed-in twin leads to the twin: `/pricing` to `/dashboard/pricing`.
 */
import { DEFAULT_SIGNED_IN_PATH, paths } from '@/config/paths';

const PLACEHOLDER_ORIGIN = 'https://superprompt.invalid';

/** Public pages whose signed-in version lives elsewhere (spec point 2, /pricing). */
const SIGNED_IN_TWINS: Record<string, string> = {
  [paths.pricing.getHref()]: paths.app.pricing.getHref(),
};

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
    const pathname = SIGNED_IN_TWINS[url.pathname] ?? url.pathname;
    const target = `${pathname}${url.search}${url.hash}`;
    // Never bounce back into the sign-in pages themselves.
    if (/^\/(login|signin|signup)(\/|$|\?)/.test(target)) return fallback;
    return target;
  } catch {
    return fallback;
  }
}
