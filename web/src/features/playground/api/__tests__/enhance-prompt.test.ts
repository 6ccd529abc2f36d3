import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { NetworkError } from '@/lib/errors';
import { gqlError, mockGraphQL, type SubscriptionEvent } from '@/testing/graphql-mock';

import { enhancePrompt } from '../enhance-prompt';

const CLOSED_EARLY = 'The connection closed before the enhanced prompt was finished.';

function event(typename: string, fields: Record<string, unknown> = {}): SubscriptionEvent {
  return { data: { streamGeneration: { __typename: typename, ...fields } } };
}

function followed(typename: string, fields: Record<string, unknown> = {}): SubscriptionEvent {
  return { data: { followGeneration: { __typename: typename, ...fields } } };
}

async function settle(promise: Promise<unknown>): Promise<unknown> {
  let done = false;
  const outcome = promise.then(
    (value) => value,
    (error: unknown) => error,
  );
  void outcome.finally(() => (done = true));
  while (!done) await vi.advanceTimersByTimeAsync(100);
  return outcome;
}

describe('enhancePrompt', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows the generation on a new socket when the first one drops', async () => {
    const server = mockGraphQL({
      PlaygroundEnhance: () => ({
        events: [event('GenerationDelta', { text: 'You are' })],
        drop: true,
      }),
      PlaygroundFollowEnhance: () => ({
        events: [
          followed('GenerationReset', { reset: true }),
          followed('GenerationDelta', { text: 'You are a tenant.' }),
          followed('GenerationResult', { generation: { id: 'g1', prompt: 'You are a tenant.' } }),
        ],
      }),
    });
    const onText = vi.fn();
    const result = await settle(
      enhancePrompt(
        { tier: 'PRIMER', prompt: 'Write to my landlord' },
        { signal: new AbortController().signal, onText },
      ),
    );
    expect(result).toBe('You are a tenant.');
    expect(onText.mock.calls.map(([text]) => text as string)).toEqual([
      'You are',
      'You are a tenant.',
      'You are a tenant.',
    ]);
    const [started] = server.callsTo('PlaygroundEnhance');
    expect(started?.variables.streamId).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/));
    expect(server.callsTo('PlaygroundFollowEnhance').map((c) => c.variables)).toEqual([
      { streamId: started?.variables.streamId },
    ]);
  });

  it('NOT_FOUND from the follow (nothing was spent) is the "connection closed" error', async () => {
    mockGraphQL({
      PlaygroundEnhance: () => ({ events: [], drop: true }),
      PlaygroundFollowEnhance: () => gqlError('NOT_FOUND', 'No generation has that stream id.'),
    });
    const error = await settle(
      enhancePrompt(
        { tier: 'PRIMER', prompt: 'x' },
        { signal: new AbortController().signal, onText: vi.fn() },
      ),
    );
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toBe(CLOSED_EARLY);
  });

  it('gives up after three follows that drop', async () => {
    const server = mockGraphQL({
      PlaygroundEnhance: () => ({ events: [], drop: true }),
      PlaygroundFollowEnhance: () => ({ events: [], drop: true }),
    });
    const error = await settle(
      enhancePrompt(
        { tier: 'PRIMER', prompt: 'x' },
        { signal: new AbortController().signal, onText: vi.fn() },
      ),
    );
    expect((error as NetworkError).message).toBe(CLOSED_EARLY);
    expect(server.callsTo('PlaygroundFollowEnhance')).toHaveLength(3);
  });
});
