/**
 * The closed loop's first step: an enhanced version of the prompt, written by one of the
 * generators (Primer, AI Amplifier, Mastermind) and streamed as the dashboard streams a
 * generation: the `streamGeneration` subscription over graphql-ws. The playground keeps its
 * own small document (features don't share code): it needs the text and the recorded prompt
 * only. Aborting completes the subscription (the server then cancels or finishes the
 * generation, as for the dashboard). Refusals are GraphQL errors (PLAN_LIMIT, RATE_LIMITED…).
 */
import { NetworkError } from '@/lib/errors';
import { graphql } from '@/lib/gql';
import type { GeneratorKind } from '@/lib/gql/graphql';
import { subscribe } from '@/lib/graphql-ws-client';

export const PlaygroundEnhanceDocument = graphql(`
  subscription PlaygroundEnhance($generator: GeneratorKind!, $description: String!) {
    streamGeneration(generator: $generator, description: $description, noContext: true) {
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
  }
`);

/** The generators that rewrite a text prompt, weakest first. */
export const ENHANCE_TIERS = [
  { value: 'PRIMER', label: 'Primer' },
  { value: 'AI_AMPLIFIER', label: 'AI Amplifier' },
  { value: 'MASTERMIND', label: 'Mastermind' },
] as const satisfies readonly { value: GeneratorKind; label: string }[];

export type EnhanceTier = (typeof ENHANCE_TIERS)[number]['value'];

/** Streams the enhanced prompt into `onText` (the whole text so far); resolves with the last. */
export async function enhancePrompt(
  input: { tier: EnhanceTier; prompt: string },
  { signal, onText }: { signal: AbortSignal; onText: (text: string) => void },
): Promise<string> {
  let text = '';
  let result: string | null = null;
  await subscribe(
    PlaygroundEnhanceDocument,
    { generator: input.tier, description: input.prompt },
    {
      signal,
      onData: ({ streamGeneration: event }) => {
        if (event.__typename === 'GenerationDelta') {
          text += event.text;
          onText(text);
        } else if (event.__typename === 'GenerationReset') {
          text = '';
          onText(text);
        } else if (event.__typename === 'GenerationResult') {
          result = event.generation.prompt;
          onText(result);
        }
      },
    },
  );
  const settled = result as string | null;
  if (settled === null) {
    throw new NetworkError('The connection closed before the enhanced prompt was finished.');
  }
  return settled;
}
