/**
 * Generating with the user's tier: the `streamGeneration` subscription, its text passed on as
 * it is written (the Enhance button rewrites the chat box live) and its final prompt returned.
 *
 * Each generation carries a `streamId`. If the socket drops after the server accepted it, the
 * server goes on with the generation (once text reached us it is recorded and counts), so it is
 * followed on a new socket with `followGeneration`, up to three times after a growing pause:
 * the text so far, the rest, then the prompt. NOT_FOUND there means the server dropped it before
 * any text (nothing spent): the user may try again.
 */
import type { GeneratorKind } from '@/gql/graphql';
import type { Tier } from '@/shared/settings';

import { ApiError, SocketClosedError, subscribe } from './api';
import { ExtensionFollowGenerationDocument, ExtensionStreamGenerationDocument } from './operations';

const GENERATORS: Record<Tier, GeneratorKind> = {
  PRIMER: 'PRIMER',
  AI_AMPLIFIER: 'AI_AMPLIFIER',
  MASTERMIND: 'MASTERMIND',
};

/** The pauses before each attempt to follow a generation whose socket dropped. */
export const FOLLOW_DELAYS_MS: readonly number[] = [500, 1000, 2000];

const CLOSED_EARLY = 'The connection closed before the prompt was finished. Please try again.';

type GenerationEvent =
  | { __typename: 'GenerationDelta'; text: string }
  | { __typename: 'GenerationReset' }
  | { __typename: 'GenerationResult'; generation: { prompt: string } };

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(new DOMException('Cancelled.', 'AbortError'));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Streams an improved prompt for `description`; `onText` gets the whole text so far. */
export async function generate(
  description: string,
  tier: Tier,
  onText: (text: string) => void,
  signal: AbortSignal,
): Promise<string> {
  const streamId = crypto.randomUUID();
  let text = '';
  let prompt: string | null = null;
  // A follow opens with a reset, then the whole text so far: the reset alone is not shown
  // (it would blank the chat box for a moment).
  let quietReset = false;
  const onEvent = (event: GenerationEvent) => {
    switch (event.__typename) {
      case 'GenerationDelta':
        text += event.text;
        quietReset = false;
        onText(text);
        break;
      case 'GenerationReset':
        text = '';
        if (!quietReset) onText(text);
        break;
      case 'GenerationResult':
        prompt = event.generation.prompt;
        break;
    }
  };

  try {
    await subscribe(
      ExtensionStreamGenerationDocument,
      { generator: GENERATORS[tier], description, streamId },
      ({ streamGeneration }) => onEvent(streamGeneration),
      signal,
    );
  } catch (error) {
    if (!(error instanceof SocketClosedError) || signal.aborted) throw error;
  }
  const streamed = prompt as string | null;
  if (streamed !== null) return streamed;

  for (const delay of FOLLOW_DELAYS_MS) {
    await pause(delay, signal);
    quietReset = true;
    try {
      await subscribe(
        ExtensionFollowGenerationDocument,
        { streamId },
        ({ followGeneration }) => onEvent(followGeneration),
        signal,
      );
    } catch (error) {
      if (!(error instanceof ApiError) || signal.aborted) throw error;
      // Dropped by the server before any text reached us: nothing was spent.
      if (error.code === 'NOT_FOUND') break;
      if (error.code !== 'NETWORK') throw error;
      continue;
    }
    const followed = prompt as string | null;
    if (followed !== null) return followed;
  }
  throw new ApiError('NETWORK', CLOSED_EARLY);
}
