/**
 * The closed loop's first step: an enhanced version of the prompt, written by one of the
 * generators (Primer, AI Amplifier, Mastermind) and streamed as the dashboard streams a
 * generation: the `streamGeneration` subscription over graphql-ws. The playground keeps its
 * own small document (features don't share code): it needs the text and the recorded prompt
 * only. Aborting completes the subscription (the server then cancels or finishes the
 * generation, as for the dashboard). Refusals are GraphQL errors (PLAN_LIMIT, RATE_LIMITED…).
 * A socket that drops before the result is followed on a new one (`followGeneration`, by the
 * stream id it was started with), as the dashboard does: the generation counts once its text
 * reached us, so it is worth waiting for.
 */
import { isApiError, NetworkError } from '@/lib/errors';
import { followAfterDrop, isSocketDrop, newStreamId } from '@/lib/follow-generation';
import { graphql } from '@/lib/gql';
import type { GeneratorKind, PlaygroundEnhanceSubscription } from '@/lib/gql/graphql';
import { subscribe } from '@/lib/graphql-ws-client';

export const PlaygroundEnhanceDocument = graphql(`
  subscription PlaygroundEnhance($generator: GeneratorKind!, $description: String!, $streamId: ID) {
    streamGeneration(
      generator: $generator
      description: $description
      noContext: true
      streamId: $streamId
    ) {
      ...PlaygroundEnhanceEventFields
    }
  }
`);

/** The generators that rewrite a text prompt, weakest first. */
export const ENHANCE_TIERS = [
  { value: 'PRIMER', label: 'Primer' },
  { value: 'AI_AMPLIFIER', label: 'AI Amplifier' },
  { value: 'MASTERMIND', label: 'Mastermind' },
] as const satisfies readonly { value: GeneratorKind; label: string }[];

/** One event of the enhancement, streamed or followed: only the prompt is needed. */
export const PlaygroundEnhanceEventFields = graphql(`
  fragment PlaygroundEnhanceEventFields on GenerationEvent {
    __typename
    ... on GenerationDelta {
      text
    }
    ... on GenerationReset {
      reset
    }
    ... on GenerationResult {
      generation {
        id
        prompt
      }
    }
  }
`);

export const PlaygroundFollowEnhanceDocument = graphql(`
  subscription PlaygroundFollowEnhance($streamId: ID!) {
    followGeneration(streamId: $streamId) {
      ...PlaygroundEnhanceEventFields
    }
  }
`);

const CLOSED_EARLY = 'The connection closed before the enhanced prompt was finished.';

export type EnhanceTier = (typeof ENHANCE_TIERS)[number]['value'];

/** Streams the enhanced prompt into `onText` (the whole text so far); resolves with the last. */
export async function enhancePrompt(
  input: { tier: EnhanceTier; prompt: string },
  { signal, onText }: { signal: AbortSignal; onText: (text: string) => void },
): Promise<string> {
  const streamId = newStreamId();
  let text = '';
  let result: string | null = null;
  // A follow opens with a reset, then the whole text so far: the reset alone is not shown.
  let quietReset = false;
  const onEvent = (event: PlaygroundEnhanceSubscription['streamGeneration']) => {
    if (event.__typename === 'GenerationDelta') {
      text += event.text;
      quietReset = false;
      onText(text);
    } else if (event.__typename === 'GenerationReset') {
      text = '';
      if (!quietReset) onText(text);
    } else if (event.__typename === 'GenerationResult') {
      result = event.generation.prompt;
      onText(result);
    }
  };
  try {
    await subscribe(
      PlaygroundEnhanceDocument,
      { generator: input.tier, description: input.prompt, streamId },
      { signal, onData: ({ streamGeneration: event }) => onEvent(event) },
    );
  } catch (error) {
    if (!isSocketDrop(error) || signal.aborted) throw error;
  }
  if (result !== null) return result;

  let followed: string | null;
  try {
    followed = await followAfterDrop(
      async () => {
        quietReset = true;
        await subscribe(
          PlaygroundFollowEnhanceDocument,
          { streamId },
          { signal, onData: ({ followGeneration: event }) => onEvent(event) },
        );
        return result;
      },
      { signal },
    );
  } catch (error) {
    // Dropped by the server before any text reached us: nothing was spent.
    if (isApiError(error, 'NOT_FOUND')) throw new NetworkError(CLOSED_EARLY);
    throw error;
  }
  if (followed === null) throw new NetworkError(CLOSED_EARLY);
  return followed;
}
