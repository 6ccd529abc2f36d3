import { afterEach, describe, expect, it, vi } from 'vitest';

import { gqlError, makeUser, mockGraphQL, sessionReply } from '@/testing/graphql-mock';

import { setAccessToken } from '../access-token';
import { ApiError, NetworkError } from '../errors';
import { TypedDocumentString } from '../gql/graphql';
import { request } from '../graphql-client';
import { forgetSession } from '../session';

// A document built by hand: test operations stay out of the generated (bundled) map.
const MeQueryForTest = new TypedDocumentString<
  { me: { email: string; userId: string } },
  Record<string, never>
>('query Me { me { email userId } }');

const ctx = { feature: 'test', component: 'GraphQLClientTest' };

describe('request()', () => {
  afterEach(() => forgetSession());

  it('posts JSON with the spec headers and the bearer token when signed in', async () => {
    setAccessToken('token-123');
    const server = mockGraphQL({ Me: () => ({ data: { me: makeUser() } }) });

    const data = await request(MeQueryForTest, {}, ctx);

    expect(data.me.email).toBe('ada@example.com');
    const [call] = server.calls;
    expect(call?.headers).toMatchObject({
      'content-type': 'application/json',
      authorization: 'Bearer token-123',
      'x-request-source': 'web',
      'x-feature': 'test',
      'x-component': 'GraphQLClientTest',
    });
    expect(call?.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
    const init = server.fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
  });

  it('sends no Authorization header when signed out', async () => {
    const server = mockGraphQL({ Me: () => gqlError('UNAUTHENTICATED', 'Please sign in.') });
    await expect(request(MeQueryForTest, {}, ctx)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(server.calls[0]?.headers.authorization).toBeUndefined();
  });

  it('turns GraphQL errors into ApiError with code, field and details', async () => {
    mockGraphQL({
      Me: () =>
        gqlError('BAD_USER_INPUT', 'Password is too weak.', {
          field: 'password',
          details: ['Password must contain a number'],
        }),
    });
    const error = await request(MeQueryForTest, {}, ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Password is too weak.',
      field: 'password',
      details: ['Password must contain a number'],
    });
  });

  it('carries a PLAN_LIMIT error’s resetsAt', async () => {
    mockGraphQL({
      Me: () =>
        gqlError('PLAN_LIMIT', 'The next one is available at 2030-01-01 10:00 UTC.', {
          resetsAt: '2030-01-01T10:00:00Z',
        }),
    });
    const error = await request(MeQueryForTest, {}, ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'PLAN_LIMIT', resetsAt: '2030-01-01T10:00:00Z' });

    mockGraphQL({ Me: () => gqlError('PLAN_LIMIT', 'Veo 3 is part of the Pro plan.') });
    const planError = await request(MeQueryForTest, {}, ctx).catch((e: unknown) => e);
    expect((planError as ApiError).resetsAt).toBeUndefined();
  });

  it('maps HTTP failures without a GraphQL body to codes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('too big', { status: 413 }))),
    );
    await expect(request(MeQueryForTest, {}, ctx)).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      status: 413,
    });

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('oops', { status: 502 }))),
    );
    await expect(request(MeQueryForTest, {}, ctx)).rejects.toMatchObject({
      code: 'INTERNAL',
      status: 502,
    });
  });

  it('reports a network failure as NetworkError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(request(MeQueryForTest, {}, ctx)).rejects.toBeInstanceOf(NetworkError);
  });

  it('refreshes an expired access token once and replays the call', async () => {
    setAccessToken('expired-token');
    const server = mockGraphQL({
      Me: (_vars, call) =>
        call.headers.authorization === 'Bearer access-token-1'
          ? { data: { me: makeUser() } }
          : gqlError('UNAUTHENTICATED', 'Your session has expired.'),
      RefreshSession: () => sessionReply(makeUser()),
    });

    const data = await request(MeQueryForTest, {}, ctx);

    expect(data.me.userId).toBe('u_1');
    expect(server.calls.map((c) => c.operationName)).toEqual(['Me', 'RefreshSession', 'Me']);
    // The refresh itself relies on the cookie, not on the expired token.
    expect(server.callsTo('RefreshSession')[0]?.headers.authorization).toBeUndefined();
  });
});
