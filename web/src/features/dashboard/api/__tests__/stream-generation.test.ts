import { afterEach, describe, expect, it, vi } from 'vitest';

import { setAccessToken } from '@/lib/access-token';
import { ApiError, NetworkError } from '@/lib/errors';
import { setUnauthenticatedHandler } from '@/lib/graphql-client';
import {
  gqlError,
  makeGeneration,
  makeQuota,
  mockGraphQL,
  streamedError,
  streamedResult,
} from '@/testing/graphql-mock';

import { streamGeneration } from '../stream-generation';

const options = () => ({ signal: new AbortController().signal, onText: vi.fn() });

afterEach(() => {
  setAccessToken(null);
});

describe('streamGeneration', () => {
  it('sends the request, reports the text as it grows (resets included) and returns the result', async () => {
    setAccessToken('token-1');
    const generation = makeGeneration({ generator: 'VEO3', prompt: 'Final prompt' });
    const server = mockGraphQL({
      GenerateStream: () => ({
        events: [
          { event: 'delta', data: { text: 'Draft ' } },
          { event: 'reset', data: {} },
          { event: 'delta', data: { text: 'Final ' } },
          { event: 'delta', data: { text: 'prompt' } },
          { event: 'result', data: { generation, quota: makeQuota() } },
        ],
      }),
    });
    const opts = options();
    const result = await streamGeneration(
      { generator: 'VEO3', description: 'A kite', imageBase64: 'data:image/png;base64,AAAA' },
      opts,
    );

    expect(opts.onText.mock.calls.map(([text]) => text as string)).toEqual([
      'Draft ',
      '',
      'Final ',
      'Final prompt',
    ]);
    expect(result.generation.generator).toBe('VEO3');
    expect(result.generation.prompt).toBe('Final prompt');
    const [call] = server.callsTo('GenerateStream');
    expect(call?.variables).toEqual({
      generator: 'VEO3',
      description: 'A kite',
      contextId: null,
      noContext: false,
      variant: 0,
      showReasoning: false,
      imageBase64: 'data:image/png;base64,AAAA',
      model: null,
    });
    expect(call?.headers).toMatchObject({
      authorization: 'Bearer token-1',
      accept: 'text/event-stream, application/json',
      'x-request-source': 'web',
      'x-feature': 'dashboard',
    });
  });

  it('sends the chosen Context Genie, or noContext to use none', async () => {
    const server = mockGraphQL({
      GenerateStream: () => streamedResult(makeGeneration({ generator: 'O4_IMAGE_PROMPT' })),
    });
    await streamGeneration(
      { generator: 'O4_IMAGE_PROMPT', description: 'A fox', contextId: 'c_2' },
      options(),
    );
    await streamGeneration(
      { generator: 'O4_IMAGE_PROMPT', description: 'A fox', noContext: true },
      options(),
    );
    expect(
      server.callsTo('GenerateStream').map(({ variables: { contextId, noContext } }) => ({
        contextId,
        noContext,
      })),
    ).toEqual([
      { contextId: 'c_2', noContext: false },
      { contextId: null, noContext: true },
    ]);
  });

  it('sends the variant, and showReasoning for Mastermind only', async () => {
    const server = mockGraphQL({
      GenerateStream: () => streamedResult(makeGeneration({ generator: 'MASTERMIND' })),
    });
    await streamGeneration(
      { generator: 'MASTERMIND', description: 'A plan', variant: 3, showReasoning: true },
      options(),
    );
    await streamGeneration(
      { generator: 'PRIMER', description: 'A plan', variant: 1, showReasoning: true },
      options(),
    );
    expect(
      server
        .callsTo('GenerateStream')
        .map(({ variables: { variant, showReasoning } }) => ({ variant, showReasoning })),
    ).toEqual([
      { variant: 3, showReasoning: true },
      { variant: 1, showReasoning: false },
    ]);
  });

  it('turns an error event into an ApiError with the server’s code and message', async () => {
    mockGraphQL({ GenerateStream: () => streamedError('PLAN_LIMIT', 'Upgrade to Pro.') });
    const error = await streamGeneration({ generator: 'SORA2', description: 'x' }, options()).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'PLAN_LIMIT', message: 'Upgrade to Pro.' });
    expect((error as ApiError).resetsAt).toBeUndefined();
  });

  it('keeps the error event’s other extensions, resetsAt included', async () => {
    mockGraphQL({
      GenerateStream: () =>
        streamedError('PLAN_LIMIT', 'The next one is available at 2030-01-01 10:00 UTC.', {
          resetsAt: '2030-01-01T10:00:00Z',
        }),
    });
    const error = await streamGeneration(
      { generator: 'PRIMER', description: 'x' },
      options(),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'PLAN_LIMIT',
      message: 'The next one is available at 2030-01-01 10:00 UTC.',
      resetsAt: '2030-01-01T10:00:00Z',
      extensions: { code: 'PLAN_LIMIT', resetsAt: '2030-01-01T10:00:00Z' },
    });
  });

  it('reads a refused request’s JSON error', async () => {
    mockGraphQL({
      GenerateStream: () => ({
        ...gqlError('BAD_USER_INPUT', 'Describe the task in a few words first.'),
        status: 400,
      }),
    });
    const error = await streamGeneration(
      { generator: 'PRIMER', description: '?' },
      options(),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Describe the task in a few words first.',
      status: 400,
    });
  });

  it('refreshes an expired session once and replays', async () => {
    setAccessToken('expired');
    const refresh = vi.fn(() => {
      setAccessToken('fresh');
      return Promise.resolve(true);
    });
    setUnauthenticatedHandler(refresh);
    let calls = 0;
    const server = mockGraphQL({
      GenerateStream: () => {
        calls += 1;
        if (calls === 1) return { ...gqlError('UNAUTHENTICATED', 'Please sign in.'), status: 401 };
        return {
          events: [{ event: 'result', data: { generation: makeGeneration(), quota: makeQuota() } }],
        };
      },
    });
    await streamGeneration({ generator: 'PRIMER', description: 'x' }, options());
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.callsTo('GenerateStream').map((c) => c.headers.authorization)).toEqual([
      'Bearer expired',
      'Bearer fresh',
    ]);
    setUnauthenticatedHandler(null);
  });

  it('falls back to the GraphQL mutation on a server without the stream', async () => {
    const generation = makeGeneration({ generator: 'MASTERMIND' });
    const server = mockGraphQL({
      GenerateStream: () => ({ ...gqlError('NOT_FOUND', 'Not found'), status: 404 }),
      GeneratePromptMastermind: () => ({
        data: { generatePromptMastermind: { generation, quota: makeQuota() } },
      }),
    });
    const result = await streamGeneration(
      { generator: 'MASTERMIND', description: 'Plan a launch' },
      options(),
    );
    expect(result.generation.id).toBe(generation.id);
    expect(server.callsTo('GeneratePromptMastermind')[0]?.variables).toEqual({
      description: 'Plan a launch',
      showReasoning: false,
      contextId: null,
      noContext: false,
      variant: 0,
    });
  });

  it('a stream that ends without a result is a network error', async () => {
    mockGraphQL({
      GenerateStream: () => ({ events: [{ event: 'delta', data: { text: 'Half' } }] }),
    });
    const error = await streamGeneration(
      { generator: 'PRIMER', description: 'x' },
      options(),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
  });
});
