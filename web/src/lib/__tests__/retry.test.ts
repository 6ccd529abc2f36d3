import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError, NetworkError } from '../errors';
import { classifyError, MAX_RETRIES, retryDelay, shouldRetry } from '../retry';

const apiError = (code: string, status = 200) =>
  new ApiError({ message: `${code} happened`, code, status });

describe('retry policy: decisions', () => {
  it.each(['UNAUTHENTICATED', 'FORBIDDEN', 'INVALID_CREDENTIALS', 'USER_NOT_CONFIRMED'])(
    'never retries %s',
    (code) => {
      expect(classifyError(apiError(code))).toBe('never');
      expect(shouldRetry(0, apiError(code))).toBe(false);
    },
  );

  it.each([
    ['RATE_LIMITED', apiError('RATE_LIMITED', 429)],
    ['INTERNAL', apiError('INTERNAL')],
    ['a 5xx response', apiError('UNKNOWN', 503)],
    ['a network failure', new NetworkError()],
    ['a message containing 400', new Error('Request failed with status code 400')],
  ])('retries %s up to 3 times', (_label, error) => {
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, error)).toBe(true);
    expect(shouldRetry(2, error)).toBe(true);
    expect(shouldRetry(3, error)).toBe(false);
  });

  it.each([
    ['NOT_FOUND', apiError('NOT_FOUND')],
    ['BAD_USER_INPUT', apiError('BAD_USER_INPUT')],
    ['a plain error', new Error('something odd')],
  ])('retries other errors (%s) once', (_label, error) => {
    expect(classifyError(error)).toBe('once');
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, error)).toBe(false);
  });

  it('treats "not authorized" and "not confirmed" messages as final', () => {
    expect(shouldRetry(0, new Error('User is not authorized'))).toBe(false);
    expect(shouldRetry(0, new Error('User is not confirmed.'))).toBe(false);
  });

  it('waits 1 s and doubles: 1000, 2000, 4000 ms', () => {
    expect([0, 1, 2].map(retryDelay)).toEqual([1000, 2000, 4000]);
    expect(MAX_RETRIES).toBe(3);
  });
});

describe('retry policy: inside TanStack Query', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function run(error: unknown) {
    const client = new QueryClient();
    const attemptsAt: number[] = [];
    const start = Date.now();
    const queryFn = vi.fn(() => {
      attemptsAt.push(Date.now() - start);
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    });
    const promise = client
      .fetchQuery({ queryKey: ['x'], queryFn, retry: shouldRetry, retryDelay })
      .catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    const result = await promise;
    client.clear();
    return { result, attemptsAt };
  }

  it('makes 1 + 3 attempts at 0, 1, 3 and 7 seconds for a rate limit', async () => {
    const { result, attemptsAt } = await run(apiError('RATE_LIMITED', 429));
    expect(result).toBeInstanceOf(ApiError);
    expect(attemptsAt).toEqual([0, 1000, 3000, 7000]);
  });

  it('makes a single attempt when not signed in', async () => {
    const { attemptsAt } = await run(apiError('UNAUTHENTICATED'));
    expect(attemptsAt).toEqual([0]);
  });

  it('makes two attempts for an ordinary error', async () => {
    const { attemptsAt } = await run(apiError('NOT_FOUND'));
    expect(attemptsAt).toEqual([0, 1000]);
  });
});
