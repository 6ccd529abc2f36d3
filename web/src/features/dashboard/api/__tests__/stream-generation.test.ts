import { afterEach, describe, expect, it, vi } from 'vitest';

import { setAccessToken } from '@/lib/access-token';
import { ApiError, NetworkError } from '@/lib/errors';
import { setUnauthenticatedHandler } from '@/lib/graphql-client';
import {
  deltaEvent,
  gqlError,
  makeGeneration,
  makeQuota,
  mockGraphQL,
  resetEvent,
  resultEvent,
  streamedError,
  streamedResult,
} from '@/testing/graphql-mock';

import { streamGeneration } from '../stream-generation';

const options = () => ({ signal: new AbortController().signal, onText: vi.fn() });

afterEach(() => {
  setAccessToken(null);
});

describe('streamGeneration', () => {
  it('subscribes over graphql-ws, reports the text as it grows (resets included) and returns the result', async () => {
    setAccessToken('token-1');
    const generation = makeGeneration({ generator: 'VEO3', prompt: 'Final prompt' });
    const server = mockGraphQL({
      StreamGeneration: () => ({
        events: [
          deltaEvent('Draft '),
          resetEvent(),
          deltaEvent('Final '),
          deltaEvent('prompt'),
          resultEvent(generation, makeQuota()),
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
    expect(result).toEqual({ generation, quota: makeQuota() });
    const [call] = server.callsTo('StreamGeneration');
    expect(call?.variables).toEqual({
      generator: 'VEO3',
      description: 'A kite',
      contextId: null,
      noContext: false,
      variant: 0,
      comparisonId: null,
      showReasoning: false,
      imageBase64: 'data:image/png;base64,AAAA',
      model: null,
    });
    // The token travels in connection_init, the only place the server reads it from.
    expect(call?.connectionParams).toEqual({ authorization: 'Bearer token-1' });
    const [socket] = server.sockets;
    expect(socket?.url).toBe(`ws://${window.location.host}/graphql/ws`);
    expect(socket?.protocol).toBe('graphql-transport-ws');
    expect(socket?.sent.map((m) => m.type)).toEqual(['connection_init', 'subscribe']);
    // One socket per generation, closed once it is done.
    await vi.waitFor(() => expect(socket?.closed).toBe(true));
    expect(server.fetchMock).not.toHaveBeenCalled();
  });

  it('sends the chosen Context Genie, or noContext to use none', async () => {
    const server = mockGraphQL({
      StreamGeneration: () => streamedResult(makeGeneration({ generator: 'O4_IMAGE_PROMPT' })),
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
      server.callsTo('StreamGeneration').map(({ variables: { contextId, noContext } }) => ({
        contextId,
        noContext,
      })),
    ).toEqual([
      { contextId: 'c_2', noContext: false },
      { contextId: null, noContext: true },
    ]);
  });

  it('sends the variant, showReasoning for Mastermind only and the model for images only', async () => {
    const server = mockGraphQL({
      StreamGeneration: () => streamedResult(makeGeneration({ generator: 'MASTERMIND' })),
    });
    await streamGeneration(
      { generator: 'MASTERMIND', description: 'A plan', variant: 3, showReasoning: true },
      options(),
    );
    await streamGeneration(
      {
        generator: 'PRIMER',
        description: 'A plan',
        variant: 1,
        showReasoning: true,
        imageModel: 'GPT_IMAGE',
      },
      options(),
    );
    await streamGeneration(
      { generator: 'IMAGE_PROMPT', description: 'A fox', imageModel: 'STABLE_DIFFUSION' },
      options(),
    );
    expect(
      server
        .callsTo('StreamGeneration')
        .map(({ variables: { variant, showReasoning, model } }) => ({
          variant,
          showReasoning,
          model,
        })),
    ).toEqual([
      { variant: 3, showReasoning: true, model: null },
      { variant: 1, showReasoning: false, model: null },
      { variant: 0, showReasoning: false, model: 'STABLE_DIFFUSION' },
    ]);
  });

  it('turns a GraphQL error into an ApiError with the server’s code and message', async () => {
    mockGraphQL({ StreamGeneration: () => streamedError('PLAN_LIMIT', 'Upgrade to Pro.') });
    const error = await streamGeneration({ generator: 'SORA2', description: 'x' }, options()).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'PLAN_LIMIT', message: 'Upgrade to Pro.' });
    expect((error as ApiError).resetsAt).toBeUndefined();
  });

  it('keeps the error’s other extensions, resetsAt and field included', async () => {
    mockGraphQL({
      StreamGeneration: () =>
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

    mockGraphQL({
      StreamGeneration: () =>
        gqlError('BAD_USER_INPUT', 'Describe the task in a few words first.', {
          field: 'description',
        }),
    });
    const refused = await streamGeneration(
      { generator: 'PRIMER', description: '?' },
      options(),
    ).catch((e: unknown) => e);
    expect(refused).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Describe the task in a few words first.',
      field: 'description',
    });
  });

  it('refreshes an expired session once and subscribes again with the new token', async () => {
    setAccessToken('expired');
    const refresh = vi.fn(() => {
      setAccessToken('fresh');
      return Promise.resolve(true);
    });
    setUnauthenticatedHandler(refresh);
    let calls = 0;
    const server = mockGraphQL({
      StreamGeneration: () => {
        calls += 1;
        if (calls === 1) return gqlError('UNAUTHENTICATED', 'Please sign in.');
        return { events: [resultEvent(makeGeneration())] };
      },
    });
    await streamGeneration({ generator: 'PRIMER', description: 'x' }, options());
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(
      server.callsTo('StreamGeneration').map((c) => c.connectionParams?.authorization),
    ).toEqual(['Bearer expired', 'Bearer fresh']);
    expect(server.sockets).toHaveLength(2);
    setUnauthenticatedHandler(null);
  });

  it('uses the GraphQL mutation where no websocket can be opened', async () => {
    const generation = makeGeneration({ generator: 'MASTERMIND' });
    const server = mockGraphQL(
      {
        GeneratePromptMastermind: () => ({
          data: { generatePromptMastermind: { generation, quota: makeQuota() } },
        }),
      },
      { sockets: 'unavailable' },
    );
    const result = await streamGeneration(
      { generator: 'MASTERMIND', description: 'Plan a launch' },
      options(),
    );
    expect(result.generation.id).toBe(generation.id);
    expect(server.callsTo('StreamGeneration')).toHaveLength(0);
    expect(server.callsTo('GeneratePromptMastermind')[0]?.variables).toEqual({
      description: 'Plan a launch',
      showReasoning: false,
      contextId: null,
      noContext: false,
      variant: 0,
      comparisonId: null,
    });
  });

  it('a subscription that completes without a result is a network error', async () => {
    mockGraphQL({ StreamGeneration: () => ({ events: [deltaEvent('Half')] }) });
    const error = await streamGeneration(
      { generator: 'PRIMER', description: 'x' },
      options(),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
  });

  it('aborting completes the subscription and closes the socket', async () => {
    const server = mockGraphQL({ StreamGeneration: () => ({ pending: true }) });
    const controller = new AbortController();
    const pending = streamGeneration(
      { generator: 'PRIMER', description: 'x' },
      { signal: controller.signal, onText: vi.fn() },
    ).catch((e: unknown) => e);
    await vi.waitFor(() => expect(server.callsTo('StreamGeneration')).toHaveLength(1));
    controller.abort();
    const error = await pending;
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    const [socket] = server.sockets;
    const subscribe = socket?.sent.find((m) => m.type === 'subscribe');
    expect(socket?.sent.at(-1)).toEqual({ type: 'complete', id: subscribe?.id });
    await vi.waitFor(() => expect(socket?.closed).toBe(true));
  });
});
