/**
 * Generating with the user's tier: the `streamGeneration` subscription, its text passed on as
 * it is written (the Enhance button rewrites the chat box live) and its final prompt returned.
 */
import type { GeneratorKind } from '@/gql/graphql';
import type { Tier } from '@/shared/settings';

import { ApiError, subscribe } from './api';
import { ExtensionStreamGenerationDocument } from './operations';

const GENERATORS: Record<Tier, GeneratorKind> = {
  PRIMER: 'PRIMER',
  AI_AMPLIFIER: 'AI_AMPLIFIER',
  MASTERMIND: 'MASTERMIND',
};

/** Streams an improved prompt for `description`; `onText` gets the whole text so far. */
export async function generate(
  description: string,
  tier: Tier,
  onText: (text: string) => void,
  signal: AbortSignal,
): Promise<string> {
  let text = '';
  let prompt: string | null = null;
  await subscribe(
    ExtensionStreamGenerationDocument,
    { generator: GENERATORS[tier], description },
    ({ streamGeneration: event }) => {
      switch (event.__typename) {
        case 'GenerationDelta':
          text += event.text;
          onText(text);
          break;
        case 'GenerationReset':
          text = '';
          onText(text);
          break;
        case 'GenerationResult':
          prompt = event.generation.prompt;
          break;
      }
    },
    signal,
  );
  const finished = prompt as string | null;
  if (finished === null) {
    throw new ApiError(
      'NETWORK',
      'The connection closed before the prompt was finished. Please try again.',
    );
  }
  return finished;
}
