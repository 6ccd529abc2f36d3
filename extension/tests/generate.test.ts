import type * as api from '@/background/api';
import { ApiError, SocketClosedError, subscribe } from '@/background/api';
import { generate } from '@/background/generate';

vi.mock('@/background/api', async (importOriginal) => ({
  ...(await importOriginal<typeof api>()),
  subscribe: vi.fn(),
}));

interface Call {
  operation: string;
  variables: Record<string, unknown>;
}

/** Each subscription in turn: the events it sends, then how it ends. */
function script(
  ...runs: { events: Record<string, unknown>[]; end?: 'complete' | Error | 'pending' }[]
) {
  const calls: Call[] = [];
  vi.mocked(subscribe).mockImplementation((document, variables, onData, signal) => {
    const query = document.toString();
    const operation = /subscription (\w+)/.exec(query)?.[1] ?? '';
    const field = query.includes('followGeneration') ? 'followGeneration' : 'streamGeneration';
    calls.push({ operation, variables: variables as Record<string, unknown> });
    const run = runs.shift() ?? { events: [], end: new SocketClosedError() };
    for (const event of run.events) onData({ [field]: event });
    if (run.end === 'pending') {
      return new Promise((_, reject) =>
        signal.addEventListener('abort', () =>
          reject(new DOMException('Cancelled.', 'AbortError')),
        ),
      );
    }
    return run.end instanceof Error ? Promise.reject(run.end) : Promise.resolve();
  });
  return calls;
}

const delta = (text: string) => ({ __typename: 'GenerationDelta', text });
const reset = { __typename: 'GenerationReset', reset: true };
const result = (prompt: string) => ({ __typename: 'GenerationResult', generation: { prompt } });

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

describe('generate', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(subscribe).mockReset();
  });

  it('streams the prompt with a stream id of its own', async () => {
    const calls = script({
      events: [delta('You are'), delta(' a poet.'), result('You are a poet.')],
    });
    const onText = vi.fn();
    const prompt = await generate('a poem', 'PRIMER', onText, new AbortController().signal);
    expect(prompt).toBe('You are a poet.');
    expect(onText.mock.calls.map(([t]) => t as string)).toEqual(['You are', 'You are a poet.']);
    expect(calls).toEqual([
      {
        operation: 'ExtensionStreamGeneration',
        variables: {
          generator: 'PRIMER',
          description: 'a poem',
          streamId: expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/) as unknown,
        },
      },
    ]);
  });

  it('follows the generation on a new socket when the socket drops, without blanking the text', async () => {
    const calls = script(
      { events: [delta('You are')], end: new SocketClosedError() },
      { events: [], end: new ApiError('NETWORK', 'Could not connect.') },
      { events: [reset, delta('You are a'), delta(' poet.'), result('You are a poet.')] },
    );
    const onText = vi.fn();
    const prompt = await settle(
      generate('a poem', 'MASTERMIND', onText, new AbortController().signal),
    );
    expect(prompt).toBe('You are a poet.');
    expect(onText.mock.calls.map(([t]) => t as string)).toEqual([
      'You are',
      'You are a',
      'You are a poet.',
    ]);
    expect(calls.map((c) => c.operation)).toEqual([
      'ExtensionStreamGeneration',
      'ExtensionFollowGeneration',
      'ExtensionFollowGeneration',
    ]);
    expect(calls[1]?.variables).toEqual({ streamId: calls[0]?.variables.streamId });
  });

  it('NOT_FOUND from the follow, or three drops, say the connection closed', async () => {
    script(
      { events: [], end: new SocketClosedError() },
      { events: [], end: new ApiError('NOT_FOUND', 'No generation has that stream id.') },
    );
    const notFound = await settle(generate('x', 'PRIMER', vi.fn(), new AbortController().signal));
    expect(notFound).toMatchObject({ code: 'NETWORK', message: /connection closed/ });

    const calls = script({ events: [delta('Half')], end: new SocketClosedError() });
    const dropped = await settle(generate('x', 'PRIMER', vi.fn(), new AbortController().signal));
    expect(dropped).toMatchObject({ code: 'NETWORK' });
    expect(calls.filter((c) => c.operation === 'ExtensionFollowGeneration')).toHaveLength(3);
  });

  it('a socket that could not be opened, or a refusal, is not followed', async () => {
    const calls = script({ events: [], end: new ApiError('NETWORK', 'Could not connect.') });
    const error = await settle(generate('x', 'PRIMER', vi.fn(), new AbortController().signal));
    expect(error).toMatchObject({ code: 'NETWORK' });
    expect(calls).toHaveLength(1);
  });

  it('cancelling stops a follow', async () => {
    const calls = script(
      { events: [delta('Half')], end: new SocketClosedError() },
      { events: [reset, delta('Half')], end: 'pending' },
    );
    const controller = new AbortController();
    const pending = generate('x', 'PRIMER', vi.fn(), controller.signal).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(600);
    expect(calls).toHaveLength(2);
    controller.abort();
    const error = await settle(pending);
    expect((error as DOMException).name).toBe('AbortError');
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(2);
  });
});
