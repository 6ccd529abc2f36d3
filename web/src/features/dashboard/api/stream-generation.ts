/**
 * A generation streamed as it is written: the `streamGeneration` subscription over graphql-ws
 * (`lib/graphql-ws-client.ts`). Its events are typed by the schema: `GenerationDelta` adds to
 * the prompt, `GenerationReset` starts it over (a provider failed mid-answer and another took
 * over), and `GenerationResult` is the recorded generation with the quota, the same type the
 * generate* mutations return. Refusals are GraphQL errors with the mutations' codes.
 *
 * It takes the mutations' arguments (through the same server-side parse): description,
 * contextId, noContext, variant, showReasoning (Mastermind), imageBase64 (Veo 3) and model
 * (Image). Aborting completes the subscription: before any text the server cancels the
 * generation and gives the quota back; after some text it finishes it, records it and counts
 * it. Where no websocket can be opened, the GraphQL mutation answers instead (in one piece).
 */
import { NetworkError } from '@/lib/errors';
import { graphql } from '@/lib/gql';
import type { StreamGenerationSubscriptionVariables } from '@/lib/gql/graphql';
import { SocketUnavailableError, subscribe } from '@/lib/graphql-ws-client';

import {
  commonArgs,
  runGenerator,
  type GenerationRequest,
  type GenerationResult,
} from './run-generator';

export const StreamGenerationSubscription = graphql(`
  subscription StreamGeneration(
    $generator: GeneratorKind!
    $description: String!
    $contextId: ID
    $noContext: Boolean!
    $variant: Int!
    $comparisonId: ID
    $showReasoning: Boolean!
    $model: ImageModel
    $imageBase64: String
  ) {
    streamGeneration(
      generator: $generator
      description: $description
      contextId: $contextId
      noContext: $noContext
      variant: $variant
      comparisonId: $comparisonId
      showReasoning: $showReasoning
      model: $model
      imageBase64: $imageBase64
    ) {
      __typename
      ... on GenerationDelta {
        text
      }
      ... on GenerationReset {
        reset
      }
      ... on GenerationResult {
        ...GenerationResultFields
      }
    }
  }
`);

export interface StreamOptions {
  signal: AbortSignal;
  /** The whole prompt so far, each time it changes. */
  onText: (text: string) => void;
}

const CLOSED_EARLY = 'The connection closed before the prompt was finished. Please try again.';

export function streamVariables(request: GenerationRequest): StreamGenerationSubscriptionVariables {
  return {
    generator: request.generator,
    description: request.description,
    ...commonArgs(request),
    showReasoning: request.generator === 'MASTERMIND' && request.showReasoning === true,
    imageBase64: request.generator === 'VEO3' ? request.imageBase64 || null : null,
    model: request.generator === 'IMAGE_PROMPT' ? (request.imageModel ?? null) : null,
  };
}

export async function streamGeneration(
  request: GenerationRequest,
  { signal, onText }: StreamOptions,
): Promise<GenerationResult> {
  let text = '';
  let result: GenerationResult | null = null;
  try {
    await subscribe(StreamGenerationSubscription, streamVariables(request), {
      signal,
      onData: ({ streamGeneration: event }) => {
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
            result = { generation: event.generation, quota: event.quota };
            break;
        }
      },
    });
  } catch (error) {
    // Nothing reached the server: the mutation is the same generation, in one piece.
    if (error instanceof SocketUnavailableError) return runGenerator(request, signal);
    throw error;
  }
  const settled = result as GenerationResult | null;
  if (!settled) throw new NetworkError(CLOSED_EARLY);
  return settled;
}
