import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { ApiError, NetworkError } from '@/lib/errors';
import {
  makeGeneration,
  makeMe,
  makeQuota,
  mockGraphQL,
  streamedError,
  streamedResult,
} from '@/testing/graphql-mock';
import { createTestQueryClient } from '@/testing/render';

import { generationsQueryKey } from '../../api/get-generations';
import { meQueryKey } from '../../api/get-me';
import type { GenerationResult } from '../../api/run-generator';
import { graphqlSource, useGeneration, type GenerationSource } from '../use-generation';

function setup(source?: GenerationSource) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(meQueryKey, makeMe());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useGeneration(source ? { source } : {}), { wrapper });
  return { ...hook, queryClient };
}

const request = { generator: 'PRIMER' as const, description: 'Write a haiku about tea' };

describe('useGeneration', () => {
  it('streams the prompt, exposes the result and refreshes the quota', async () => {
    const generation = makeGeneration({ generator: 'PRIMER', prompt: 'A better prompt' });
    const quota = makeQuota({ dailyRemaining: 0, resetsAt: '2030-01-01T10:00:00Z' });
    const server = mockGraphQL({ StreamGeneration: () => streamedResult(generation, quota) });
    const { result, queryClient } = setup();
    expect(result.current.status).toBe('idle');

    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.generate({ ...request, contextId: 'c_9' });
    });
    expect(result.current.status).toBe('pending');
    expect(result.current.isRunning).toBe(true);
    await act(() => pending);

    expect(result.current.status).toBe('success');
    expect(result.current.text).toBe('A better prompt');
    expect(result.current.result?.generation.id).toBe(generation.id);
    expect(result.current.error).toBeNull();
    expect(server.callsTo('StreamGeneration')[0]?.variables).toEqual({
      generator: 'PRIMER',
      description: 'Write a haiku about tea',
      contextId: 'c_9',
      noContext: false,
      variant: 0,
      comparisonId: null,
      showReasoning: false,
      imageBase64: null,
      model: null,
      streamId: expect.any(String) as unknown,
    });
    // Signed out in this test: no token in connection_init.
    expect(server.callsTo('StreamGeneration')[0]?.connectionParams).toEqual({});
    expect(queryClient.getQueryData<ReturnType<typeof makeMe>>(meQueryKey)?.quota).toEqual(quota);
  });

  it('can run on the GraphQL mutation instead', async () => {
    const generation = makeGeneration({ generator: 'PRIMER', prompt: 'A better prompt' });
    const server = mockGraphQL({
      GeneratePromptPrimer: () => ({
        data: { generatePromptPrimer: { generation, quota: makeQuota() } },
      }),
    });
    const { result } = setup(graphqlSource);
    await act(() => result.current.generate({ ...request, contextId: 'c_9' }));
    expect(result.current.status).toBe('success');
    expect(result.current.text).toBe('A better prompt');
    expect(server.callsTo('GeneratePromptPrimer')[0]?.variables).toEqual({
      description: 'Write a haiku about tea',
      contextId: 'c_9',
      noContext: false,
      variant: 0,
      comparisonId: null,
    });
  });

  it('keeps the server’s PLAN_LIMIT error for the upgrade message', async () => {
    const message =
      'You have used today’s free generation and your bonus generations. The next one is available at 2030-01-01 10:00 UTC, or upgrade to Pro for unlimited generations.';
    mockGraphQL({
      StreamGeneration: () => streamedError('PLAN_LIMIT', message),
      Me: () => ({ data: { me: makeMe({}, { quota: { dailyRemaining: 0, bonusRemaining: 0 } }) } }),
    });
    const { result } = setup();
    await act(() => result.current.generate(request));

    expect(result.current.status).toBe('error');
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect((result.current.error as ApiError).code).toBe('PLAN_LIMIT');
    expect((result.current.error as ApiError).message).toBe(message);
    expect(result.current.result).toBeNull();
  });

  it('cancel completes the subscription and settles as cancelled', async () => {
    const server = mockGraphQL({ StreamGeneration: () => ({ pending: true }) });
    const { result, queryClient } = setup();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.generate(request);
    });
    await waitFor(() => expect(server.callsTo('StreamGeneration')).toHaveLength(1));
    const [socket] = server.sockets;
    expect(socket?.sent.map((m) => m.type)).toEqual(['connection_init', 'subscribe']);

    act(() => result.current.cancel());
    await act(() => pending);

    // The server hears `complete`, then the socket closes.
    expect(socket?.sent.map((m) => m.type)).toEqual(['connection_init', 'subscribe', 'complete']);
    await waitFor(() => expect(socket?.closed).toBe(true));
    expect(result.current.status).toBe('cancelled');
    expect(result.current.isRunning).toBe(false);
    expect(result.current.result).toBeNull();
    // The server may have finished anyway: quota and history are reloaded.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: meQueryKey });
    expect(result.current.finishedInHistory).toBe(false);
  });

  it('cancelling after text was shown says the server finished it into the history', async () => {
    let emit: (text: string) => void = () => undefined;
    const source: GenerationSource = (_req, { onText, signal }) => {
      emit = onText;
      return new Promise((_resolve, reject) => {
        signal.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      });
    };
    const { result } = setup(source);
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.generate(request);
    });
    act(() => emit('You are'));
    act(() => result.current.cancel());
    await act(() => pending);
    expect(result.current.status).toBe('cancelled');
    expect(result.current.text).toBe('');
    expect(result.current.finishedInHistory).toBe(true);
  });

  it('a streaming source shows the text as it grows', async () => {
    let finish: (value: GenerationResult) => void = () => undefined;
    let emit: (text: string) => void = () => undefined;
    const source: GenerationSource = (_req, { onText }) => {
      emit = onText;
      return new Promise((resolve) => {
        finish = resolve;
      });
    };
    const { result } = setup(source);

    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.generate(request);
    });
    act(() => emit('You are'));
    expect(result.current.status).toBe('streaming');
    expect(result.current.text).toBe('You are');
    act(() => emit('You are an expert'));
    expect(result.current.text).toBe('You are an expert');

    const generation = makeGeneration({ prompt: 'You are an expert.' });
    await act(async () => {
      finish({ generation, quota: makeQuota() });
      await pending;
    });
    expect(result.current.status).toBe('success');
    expect(result.current.text).toBe('You are an expert.');
  });

  it('a newer generation supersedes a running one', async () => {
    const resolvers: ((value: GenerationResult) => void)[] = [];
    const source: GenerationSource = () =>
      new Promise((resolve) => {
        resolvers.push(resolve);
      });
    const { result } = setup(source);
    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.generate(request);
    });
    act(() => {
      second = result.current.generate({ ...request, description: 'Second' });
    });
    await act(async () => {
      resolvers[1]?.({ generation: makeGeneration({ prompt: 'second' }), quota: makeQuota() });
      resolvers[0]?.({ generation: makeGeneration({ prompt: 'first' }), quota: makeQuota() });
      await Promise.all([first, second]);
    });
    expect(result.current.text).toBe('second');
  });

  it('says when a streaming source reconnects, keeping the text shown', async () => {
    let finish: (value: GenerationResult) => void = () => undefined;
    let emit: (text: string) => void = () => undefined;
    let reconnect: (on: boolean) => void = () => undefined;
    const source: GenerationSource = (_req, { onText, onReconnecting }) => {
      emit = onText;
      reconnect = onReconnecting ?? reconnect;
      return new Promise((resolve) => {
        finish = resolve;
      });
    };
    const { result } = setup(source);
    let pending: Promise<unknown> = Promise.resolve();
    act(() => {
      pending = result.current.generate(request);
    });
    expect(result.current.reconnecting).toBe(false);
    act(() => emit('You are'));
    act(() => reconnect(true));
    expect(result.current.reconnecting).toBe(true);
    expect(result.current.status).toBe('streaming');
    expect(result.current.text).toBe('You are');
    act(() => reconnect(false));
    act(() => emit('You are an expert'));
    expect(result.current.reconnecting).toBe(false);
    act(() => reconnect(true));
    await act(async () => {
      finish({ generation: makeGeneration({ prompt: 'You are an expert.' }), quota: makeQuota() });
      await pending;
    });
    expect(result.current.status).toBe('success');
    expect(result.current.reconnecting).toBe(false);
  });

  it('a connection lost on the way reloads the quota and the history (it may have counted)', async () => {
    const source: GenerationSource = () => Promise.reject(new NetworkError('Lost.'));
    const { result, queryClient } = setup(source);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await act(() => result.current.generate(request));
    expect(result.current.status).toBe('error');
    expect(result.current.error).toBeInstanceOf(NetworkError);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: meQueryKey });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: generationsQueryKey });
  });
});
