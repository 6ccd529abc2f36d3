import { afterEach, describe, expect, it, vi } from 'vitest';

import { setAccessToken } from '@/lib/access-token';
import { ApiError, NetworkError } from '@/lib/errors';
import type { SocketChannel } from '@/lib/graphql-ws-client';
import { gqlError, liveSubscription, mockGraphQL } from '@/testing/graphql-mock';
import { makeColumns, makeRun, startedEvent, textEvent, finishedEvent } from '@/testing/playground';

import { cancelPlaygroundColumns } from '../cancel-playground-columns';
import { runPlayground, type PlaygroundEvent } from '../run-playground';

const MODELS = ['openai/gpt-4o-mini', 'anthropic/claude-haiku-4-5'];
const request = { prompt: 'Write a haiku', models: MODELS, blind: true, confirmCost: false };

afterEach(() => setAccessToken(null));

describe('runPlayground', () => {
  it('subscribes with the run’s arguments and hands over the events in order', async () => {
    setAccessToken('token-1');
    const run = makeRun({ id: 'run_1', modelIds: MODELS });
    const server = mockGraphQL({
      RunPlayground: () => ({
        events: [
          startedEvent('run_1', makeColumns(MODELS, { blind: true })),
          textEvent(0, 'Crisp'),
          textEvent(1, 'Red'),
          finishedEvent(run),
        ],
      }),
    });
    const events: PlaygroundEvent[] = [];
    await runPlayground(request, {
      signal: new AbortController().signal,
      onEvent: (event) => events.push(event),
    });
    expect(events.map((e) => e.__typename)).toEqual([
      'PlaygroundStarted',
      'PlaygroundText',
      'PlaygroundText',
      'PlaygroundFinished',
    ]);
    const [call] = server.callsTo('RunPlayground');
    expect(call?.variables).toEqual({
      prompt: 'Write a haiku',
      models: MODELS,
      blind: true,
      confirmCost: false,
      comparePrompt: null,
      sourcePromptId: null,
    });
    expect(call?.connectionParams).toEqual({ authorization: 'Bearer token-1' });
  });

  it('sends cancels over the run’s own socket, not by POST', async () => {
    const live = liveSubscription();
    const server = mockGraphQL({
      RunPlayground: () => ({ live }),
      CancelPlaygroundColumns: () => ({ data: { cancelPlaygroundColumns: true } }),
    });
    let channel: SocketChannel | null = null;
    const done = runPlayground(request, {
      signal: new AbortController().signal,
      onEvent: vi.fn(),
      onChannel: (c) => (channel = c),
    });
    await live.started();
    live.push(startedEvent('run_1', makeColumns(MODELS)));
    expect(channel).not.toBeNull();

    await expect(cancelPlaygroundColumns(channel!, 'run_1', [1])).resolves.toBe(true);
    await expect(cancelPlaygroundColumns(channel!, 'run_1')).resolves.toBe(true);
    expect(server.callsTo('CancelPlaygroundColumns').map((c) => c.variables)).toEqual([
      { runId: 'run_1', positions: [1] },
      { runId: 'run_1', positions: null },
    ]);
    // One socket carried the run and both cancels; nothing went over HTTP.
    expect(server.sockets).toHaveLength(1);
    expect(server.sockets[0]?.sent.filter((m) => m.type === 'subscribe')).toHaveLength(3);
    expect(server.fetchMock).not.toHaveBeenCalled();

    live.push(finishedEvent(makeRun({ id: 'run_1', modelIds: MODELS })));
    live.complete();
    await done;
    // Once the run is over its socket is gone: a late cancel fails as a network error.
    await expect(cancelPlaygroundColumns(channel!, 'run_1')).rejects.toBeInstanceOf(NetworkError);
  });

  it('a cancel the socket refuses is not retried by POST', async () => {
    const live = liveSubscription();
    const server = mockGraphQL({
      RunPlayground: () => ({ live }),
      CancelPlaygroundColumns: () => gqlError('BAD_REQUEST', 'Only subscriptions here.'),
    });
    let channel: SocketChannel | null = null;
    const controller = new AbortController();
    const done = runPlayground(request, {
      signal: controller.signal,
      onEvent: vi.fn(),
      onChannel: (c) => (channel = c),
    });
    await live.started();
    const error = await cancelPlaygroundColumns(channel!, 'run_1', [0]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
    expect(
      server
        .callsTo('CancelPlaygroundColumns')
        .map((c) => (c.connectionParams ? 'socket' : 'post')),
    ).toEqual(['socket']);
    expect(server.fetchMock).not.toHaveBeenCalled();
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('a refused cancel is an ApiError with the server’s code', async () => {
    const live = liveSubscription();
    mockGraphQL({
      RunPlayground: () => ({ live }),
      CancelPlaygroundColumns: () =>
        gqlError('NOT_FOUND', 'No test run of yours is going with that id.'),
    });
    let channel: SocketChannel | null = null;
    const controller = new AbortController();
    const done = runPlayground(request, {
      signal: controller.signal,
      onEvent: vi.fn(),
      onChannel: (c) => (channel = c),
    });
    await live.started();
    const error = await cancelPlaygroundColumns(channel!, 'run_9', [0]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'NOT_FOUND' });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('aborting completes the subscription (the server then cancels what is still going)', async () => {
    const live = liveSubscription();
    const server = mockGraphQL({ RunPlayground: () => ({ live }) });
    const controller = new AbortController();
    const done = runPlayground(request, { signal: controller.signal, onEvent: vi.fn() });
    await live.started();
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    const [socket] = server.sockets;
    const subscribe = socket?.sent.find((m) => m.type === 'subscribe');
    expect(socket?.sent.at(-1)).toEqual({ type: 'complete', id: subscribe?.id });
    await vi.waitFor(() => expect(live.completedByClient).toBe(true));
  });

  it('refusals are ApiErrors with their code and field', async () => {
    mockGraphQL({
      RunPlayground: () => ({
        events: [
          {
            errors: [
              {
                message: 'This run may cost up to about $0.12. Confirm to run it.',
                extensions: { code: 'BAD_USER_INPUT', field: 'confirmCost' },
              },
            ],
          },
        ],
      }),
    });
    const error = await runPlayground(request, {
      signal: new AbortController().signal,
      onEvent: vi.fn(),
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'confirmCost' });
  });
});
