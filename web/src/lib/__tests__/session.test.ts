import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeUser, mockGraphQL, sessionReply } from '@/testing/graphql-mock';

import { getAccessToken } from '../access-token';
import { authEvents } from '../auth-events';
import { forgetSession, refreshSession } from '../session';

describe('refreshSession()', () => {
  const events: string[] = [];
  const offs: (() => void)[] = [];

  beforeEach(() => {
    forgetSession();
    events.length = 0;
    for (const type of [
      'signedIn',
      'signedOut',
      'tokenRefresh',
      'tokenRefresh_failure',
      'userDataUpdated',
    ] as const) {
      offs.push(authEvents.on(type, () => events.push(type)));
    }
  });
  afterEach(() => {
    for (const off of offs.splice(0)) off();
    forgetSession();
  });

  it('UNAUTHENTICATED means signed out, quietly', async () => {
    mockGraphQL({ RefreshSession: () => sessionReply(null) });
    await expect(refreshSession()).resolves.toEqual({ status: 'signedOut' });
    expect(getAccessToken()).toBeNull();
    expect(events).toEqual([]);
  });

  it('keeps the new access token in memory only', async () => {
    mockGraphQL({ RefreshSession: () => sessionReply(makeUser()) });
    const state = await refreshSession();
    expect(state).toMatchObject({ status: 'signedIn', user: { email: 'ada@example.com' } });
    expect(getAccessToken()).toBe('access-token-1');
    expect(JSON.stringify({ ...localStorage })).not.toContain('access-token-1');
    expect(events).toEqual(['tokenRefresh']);
  });

  it('shares one request between concurrent callers (the cookie rotates)', async () => {
    const server = mockGraphQL({ RefreshSession: () => sessionReply(makeUser()) });
    const [a, b] = await Promise.all([refreshSession(), refreshSession()]);
    expect(a).toBe(b);
    expect(server.callsTo('RefreshSession')).toHaveLength(1);
  });

  it('fires userDataUpdated only when the user changed', async () => {
    let user = makeUser();
    mockGraphQL({ RefreshSession: () => sessionReply(user) });
    await refreshSession();
    await refreshSession();
    expect(events.filter((e) => e === 'userDataUpdated')).toHaveLength(0);

    const updated = vi.fn();
    offs.push(authEvents.on('userDataUpdated', updated));
    user = makeUser({ planName: 'PRO', bonusPrompts: 0 });
    await refreshSession();
    expect(updated).toHaveBeenCalledTimes(1);
    expect(updated.mock.calls[0]?.[0]).toMatchObject({
      user: { planName: 'PRO' },
      previous: { planName: 'FREE' },
    });
  });

  it('announces an ended session (signedOut, expired) when a signed-in refresh is refused', async () => {
    let signedIn = true;
    mockGraphQL({ RefreshSession: () => sessionReply(signedIn ? makeUser() : null) });
    await refreshSession();
    signedIn = false;
    const signedOut = vi.fn();
    offs.push(authEvents.on('signedOut', signedOut));

    await expect(refreshSession()).resolves.toEqual({ status: 'signedOut' });
    expect(signedOut).toHaveBeenCalledWith({ reason: 'expired' });
    expect(getAccessToken()).toBeNull();
  });

  it('reports other failures as tokenRefresh_failure and rethrows them for the retry policy', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('down', { status: 503 }))),
    );
    await expect(refreshSession()).rejects.toMatchObject({ code: 'INTERNAL' });
    expect(events).toEqual(['tokenRefresh_failure']);
  });
});
