/**
 * Retry policy for session and user reads (spec points 8 and 9): at most 3 retries, waiting 1 s
 * and doubling. Auth failures are final: retrying "not signed in", "forbidden", "wrong
 * password" or "not confirmed" cannot succeed. Rate limits, network and server failures and
 * messages mentioning 400 are retried fully; anything else gets one more try.
 *
 * Shaped for TanStack Query: `retry(failureCount, error)` is asked after each failure with the
 * number of failures before this one (0 for the first), `retryDelay(failureCount)` likewise.
 */
import { ApiError, NetworkError } from './errors';

export const MAX_RETRIES = 3;
export const BASE_RETRY_DELAY_MS = 1000;

const NEVER_RETRY = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'INVALID_CREDENTIALS',
  'USER_NOT_CONFIRMED',
]);
const RETRY_FULLY = new Set(['RATE_LIMITED', 'INTERNAL']);

export type RetryClass = 'never' | 'full' | 'once';

export function classifyError(error: unknown): RetryClass {
  if (error instanceof NetworkError) return 'full';
  // fetch() rejects with a TypeError when the network is down.
  if (error instanceof TypeError) return 'full';
  if (error instanceof ApiError) {
    if (NEVER_RETRY.has(error.code)) return 'never';
    if (RETRY_FULLY.has(error.code)) return 'full';
    if (error.status !== undefined && error.status >= 500) return 'full';
  }
  const message = error instanceof Error ? error.message : String(error);
  if (/not authori[sz]ed|unauthori[sz]ed|not confirmed/i.test(message)) return 'never';
  if (/too many requests|network|service unavailable|internal/i.test(message)) return 'full';
  if (message.includes('400')) return 'full';
  return 'once';
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  switch (classifyError(error)) {
    case 'never':
      return false;
    case 'full':
      return failureCount < MAX_RETRIES;
    case 'once':
      return failureCount < 1;
  }
}

/** 1000, 2000, 4000 ms for the first, second and third retry. */
export function retryDelay(failureCount: number): number {
  return BASE_RETRY_DELAY_MS * 2 ** failureCount;
}
