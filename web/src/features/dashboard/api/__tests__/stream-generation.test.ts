import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { setAccessToken } from '@/lib/access-token';
import { ApiError, NetworkError } from '@/lib/errors';
import { setUnauthenticatedHandler } from '@/lib/graphql-client';
import {
  asFollowEvent,
  deltaEvent,
  gqlError,
  makeGeneration,
  makeQuota,
  mockGraphQL,
  resetEvent,
  resultEvent,
  streamedError,
  streamedResult,
  type SubscriptionEvent,
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
      streamId: expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/) as unknown,
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

  it('names each generation with a stream id of its own', async () => {
    const server = mockGraphQL({
      StreamGeneration: () => streamedResult(makeGeneration()),
    });
    await streamGeneration({ generator: 'PRIMER', description: 'x' }, options());
    await streamGeneration({ generator: 'PRIMER', description: 'x' }, options());
    const ids = server.callsTo('StreamGeneration').map((c) => c.variables.streamId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/));
    expect(ids[1]).not.toBe(ids[0]);
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

describe('streamGeneration after its socket drops', () => {
  const CLOSED_EARLY = 'The connection closed before the prompt was finished. Please try again.';
  const follow = (...events: SubscriptionEvent[]) => ({ events: events.map(asFollowEvent) });
  const settle = async (promise: Promise<unknown>): Promise<unknown> => {
    let done = false;
    const outcome = promise.then(
      (value) => value,
      (error: unknown) => error,
    );
    void outcome.finally(() => (done = true));
    while (!done) await vi.advanceTimersByTimeAsync(100);
    return outcome;
  };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows the generation on a new socket: the text so far, then the rest and the result', async () => {
    const generation = makeGeneration({ prompt: 'Half a prompt' });
    const server = mockGraphQL({
      StreamGeneration: () => ({ events: [deltaEvent('Half ')], drop: true }),
      FollowGeneration: () =>
        follow(
          resetEvent(),
          deltaEvent('Half a'),
          deltaEvent(' prompt'),
          resultEvent(generation, makeQuota({ dailyRemaining: 0 })),
        ),
    });
    const onText = vi.fn();
    const onReconnecting = vi.fn();
    const result = await settle(
      streamGeneration(
        { generator: 'PRIMER', description: 'x' },
        { signal: new AbortController().signal, onText, onReconnecting },
      ),
    );

    expect(result).toEqual({ generation, quota: makeQuota({ dailyRemaining: 0 }) });
    // The follow's opening reset does not blank the text on screen: the whole text follows.
    expect(onText.mock.calls.map(([text]) => text as string)).toEqual([
      'Half ',
      'Half a',
      'Half a prompt',
    ]);
    expect(onReconnecting.mock.calls.map(([on]) => on as boolean)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    const [stream] = server.callsTo('StreamGeneration');
    expect(server.callsTo('FollowGeneration').map((c) => c.variables)).toEqual([
      { streamId: stream?.variables.streamId },
    ]);
    expect(server.sockets).toHaveLength(2);
    expect(server.sockets[0]?.dropped).toBe(true);
    expect(server.fetchMock).not.toHaveBeenCalled();
  });

  it('a socket closed normally under the stream is followed too, not subscribed again', async () => {
    const generation = makeGeneration({ prompt: 'Whole' });
    const server = mockGraphQL({
      StreamGeneration: () => ({ events: [deltaEvent('Wh')], drop: 1000 }),
      FollowGeneration: () => follow(resetEvent(), deltaEvent('Whole'), resultEvent(generation)),
    });
    const result = await settle(
      streamGeneration({ generator: 'PRIMER', description: 'x' }, options()),
    );
    expect(result).toMatchObject({ generation });
    expect(server.callsTo('StreamGeneration')).toHaveLength(1);
    expect(server.callsTo('FollowGeneration')).toHaveLength(1);
  });

  it('a generation that already ended is followed to its result alone', async () => {
    const generation = makeGeneration({ prompt: 'Done' });
    mockGraphQL({
      StreamGeneration: () => ({ events: [deltaEvent('Do')], drop: true }),
      FollowGeneration: () => follow(resultEvent(generation)),
    });
    const opts = options();
    const result = await settle(streamGeneration({ generator: 'PRIMER', description: 'x' }, opts));
    expect(result).toMatchObject({ generation });
    expect(opts.onText.mock.calls.map(([text]) => text as string)).toEqual(['Do']);
  });

  it('NOT_FOUND from the follow (dropped before any text, nothing spent) says to try again', async () => {
    const server = mockGraphQL({
      StreamGeneration: () => ({ events: [], drop: true }),
      FollowGeneration: () => gqlError('NOT_FOUND', 'No generation has that stream id.'),
    });
    const error = await settle(
      streamGeneration({ generator: 'PRIMER', description: 'x' }, options()),
    );
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toBe(CLOSED_EARLY);
    expect(server.callsTo('FollowGeneration')).toHaveLength(1);
  });

  it('a stream that completes without a result is followed as well', async () => {
    const server = mockGraphQL({
      StreamGeneration: () => ({ events: [deltaEvent('Half')] }),
      FollowGeneration: () => gqlError('NOT_FOUND', 'No generation has that stream id.'),
    });
    const error = await settle(
      streamGeneration({ generator: 'PRIMER', description: 'x' }, options()),
    );
    expect(error).toBeInstanceOf(NetworkError);
    expect(server.callsTo('FollowGeneration')).toHaveLength(1);
  });

  it('other refusals of the follow are thrown as they are', async () => {
    const message =
      'This generation stopped before its prompt was finished. Nothing was counted for it.';
    mockGraphQL({
      StreamGeneration: () => ({ events: [deltaEvent('Half')], drop: true }),
      FollowGeneration: () => ({
        events: [
          asFollowEvent(resetEvent()),
          asFollowEvent(deltaEvent('Half')),
          { errors: [{ message, extensions: { code: 'UNAVAILABLE' } }] },
        ],
      }),
    });
    const error = await settle(
      streamGeneration({ generator: 'PRIMER', description: 'x' }, options()),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'UNAVAILABLE', message });
  });

  it('a follow that drops too is tried again, with a longer pause each time', async () => {
    const generation = makeGeneration({ prompt: 'One two three' });
    let follows = 0;
    const server = mockGraphQL({
      StreamGeneration: () => ({ events: [deltaEvent('One')], drop: true }),
      FollowGeneration: () => {
        follows += 1;
        if (follows === 1) return { events: [], drop: true };
        if (follows === 2) {
          return { ...follow(resetEvent(), deltaEvent('One two')), drop: true };
        }
        return follow(resetEvent(), deltaEvent('One two three'), resultEvent(generation));
      },
    });
    const opts = options();
    const result = await settle(streamGeneration({ generator: 'PRIMER', description: 'x' }, opts));
    expect(result).toMatchObject({ generation });
    expect(opts.onText.mock.calls.map(([text]) => text as string)).toEqual([
      'One',
      'One two',
      'One two three',
    ]);
    const ids = server.callsTo('FollowGeneration').map((c) => c.variables.streamId);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
    expect(server.sockets).toHaveLength(4);
  });

  it('waits 0.5, 1 and 2 seconds before its three follows, then gives up', async () => {
    const server = mockGraphQL({
      StreamGeneration: () => ({ events: [deltaEvent('Half')], drop: true }),
      FollowGeneration: () => ({ events: [], drop: true }),
    });
    const pending = streamGeneration({ generator: 'PRIMER', description: 'x' }, options()).catch(
      (e: unknown) => e,
    );
    const followsAfter = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return server.callsTo('FollowGeneration').length;
    };
    expect(await followsAfter(400)).toBe(0);
    expect(await followsAfter(200)).toBe(1);
    expect(await followsAfter(800)).toBe(1);
    expect(await followsAfter(300)).toBe(2);
    expect(await followsAfter(1800)).toBe(2);
    expect(await followsAfter(300)).toBe(3);
    const error = await settle(pending);
    expect(error).toBeInstanceOf(NetworkError);
    // Some text reached us, so the server finishes it: no point in trying again.
    expect((error as NetworkError).message).toMatch(/will appear in your history/);
    expect(server.callsTo('FollowGeneration')).toHaveLength(3);
    expect(server.callsTo('StreamGeneration')).toHaveLength(1);
  });

  it('gives up with the "try again" message when no text had arrived', async () => {
    mockGraphQL({
      StreamGeneration: () => ({ events: [], drop: true }),
      FollowGeneration: () => ({ events: [], drop: true }),
    });
    const error = await settle(
      streamGeneration({ generator: 'PRIMER', description: 'x' }, options()),
    );
    expect((error as NetworkError).message).toBe(CLOSED_EARLY);
  });

  it('aborting during a follow completes it and stops', async () => {
    const server = mockGraphQL({
      StreamGeneration: () => ({ events: [deltaEvent('Half')], drop: true }),
      FollowGeneration: () => ({ pending: true }),
    });
    const controller = new AbortController();
    const onReconnecting = vi.fn();
    const pending = streamGeneration(
      { generator: 'PRIMER', description: 'x' },
      { signal: controller.signal, onText: vi.fn(), onReconnecting },
    ).catch((e: unknown) => e);
    await vi.waitFor(() => expect(server.callsTo('FollowGeneration')).toHaveLength(1));
    controller.abort();
    const error = await settle(pending);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    const socket = server.sockets[1];
    const subscribe = socket?.sent.find((m) => m.type === 'subscribe');
    expect(socket?.sent.at(-1)).toEqual({ type: 'complete', id: subscribe?.id });
    await vi.waitFor(() => expect(socket?.closed).toBe(true));
    expect(onReconnecting).toHaveBeenLastCalledWith(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.callsTo('FollowGeneration')).toHaveLength(1);
  });

  it('aborting during the pause before a follow stops before it starts', async () => {
    const server = mockGraphQL({
      StreamGeneration: () => ({ events: [deltaEvent('Half')], drop: true }),
      FollowGeneration: () => ({ pending: true }),
    });
    const controller = new AbortController();
    const pending = streamGeneration(
      { generator: 'PRIMER', description: 'x' },
      { signal: controller.signal, onText: vi.fn() },
    ).catch((e: unknown) => e);
    await vi.waitFor(() => expect(server.sockets[0]?.dropped).toBe(true));
    await vi.advanceTimersByTimeAsync(50);
    controller.abort();
    const error = await settle(pending);
    expect((error as DOMException).name).toBe('AbortError');
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.callsTo('FollowGeneration')).toHaveLength(0);
  });
});
