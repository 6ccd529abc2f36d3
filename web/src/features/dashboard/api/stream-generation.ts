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
 *
 * Each generation carries a `streamId` of our choosing. If its socket drops before the result
 * (a network change, a restarted proxy or server), the server goes on with it, so we pick it
 * up again with `followGeneration` on a new socket, a few times with a growing pause
 * (`lib/follow-generation.ts`): it sends the prompt so far, then the rest and the result.
 * NOT_FOUND there means the server dropped the generation before any text reached us (nothing
 * was spent): the user may simply try again.
 */
import { isApiError, NetworkError } from '@/lib/errors';
import { followAfterDrop, isSocketDrop, newStreamId } from '@/lib/follow-generation';
import { graphql } from '@/lib/gql';
import type {
  StreamGenerationSubscription as StreamGenerationData,
  StreamGenerationSubscriptionVariables,
} from '@/lib/gql/graphql';
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
    $streamId: ID
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
      streamId: $streamId
    ) {
      ...GenerationEventFields
    }
  }
`);

export const FollowGenerationSubscription = graphql(`
  subscription FollowGeneration($streamId: ID!) {
    followGeneration(streamId: $streamId) {
      ...GenerationEventFields
    }
  }
`);

export interface StreamOptions {
  signal: AbortSignal;
  /** The whole prompt so far, each time it changes. */
  onText: (text: string) => void;
  /**
   * True when the socket dropped and a new one is being opened to follow the generation;
   * false again once the generation is followed (or it ended either way).
   */
  onReconnecting?: ((reconnecting: boolean) => void) | undefined;
}

const CLOSED_EARLY = 'The connection closed before the prompt was finished. Please try again.';
/** Part of the prompt reached us, so the server finishes and records it: no need to retry. */
const LOST_AFTER_TEXT =
  'The connection was lost before the prompt was finished. It is still being finished and will appear in your history.';

type GenerationEvent = StreamGenerationData['streamGeneration'];

export function streamVariables(
  request: GenerationRequest,
  streamId: string | null = null,
): StreamGenerationSubscriptionVariables {
  return {
    generator: request.generator,
    description: request.description,
    ...commonArgs(request),
    showReasoning: request.generator === 'MASTERMIND' && request.showReasoning === true,
    imageBase64: request.generator === 'VEO3' ? request.imageBase64 || null : null,
    model: request.generator === 'IMAGE_PROMPT' ? (request.imageModel ?? null) : null,
    streamId,
  };
}

export async function streamGeneration(
  request: GenerationRequest,
  { signal, onText, onReconnecting }: StreamOptions,
): Promise<GenerationResult> {
  const streamId = newStreamId();
  let text = '';
  let heardText = false;
  let result: GenerationResult | null = null;
  // A follow starts with a reset and then the whole text so far: showing the reset at once
  // would blank the prompt on screen for a moment, so it waits for what comes next.
  let quietReset = false;
  const onEvent = (event: GenerationEvent) => {
    switch (event.__typename) {
      case 'GenerationDelta':
        text += event.text;
        quietReset = false;
        if (event.text) heardText = true;
        onText(text);
        break;
      case 'GenerationReset':
        text = '';
        if (!quietReset) onText(text);
        break;
      case 'GenerationResult':
        result = { generation: event.generation, quota: event.quota };
        break;
    }
  };

  try {
    await subscribe(StreamGenerationSubscription, streamVariables(request, streamId), {
      signal,
      onData: ({ streamGeneration: event }) => onEvent(event),
    });
  } catch (error) {
    // Nothing reached the server: the mutation is the same generation, in one piece.
    if (error instanceof SocketUnavailableError) return runGenerator(request, signal);
    if (!isSocketDrop(error) || signal.aborted) throw error;
  }
  const streamed = result as GenerationResult | null;
  if (streamed) return streamed;

  // The socket closed (or the stream ended) before the result: follow it on a new socket.
  let followed: GenerationResult | null;
  try {
    followed = await followAfterDrop(
      async () => {
        quietReset = true;
        await subscribe(
          FollowGenerationSubscription,
          { streamId },
          {
            signal,
            onData: ({ followGeneration: event }) => {
              onReconnecting?.(false);
              onEvent(event);
            },
          },
        );
        return result;
      },
      { signal, onReconnecting },
    );
  } catch (error) {
    // The server dropped it before any text reached us: nothing was spent.
    if (isApiError(error, 'NOT_FOUND')) throw new NetworkError(CLOSED_EARLY);
    throw error;
  }
  if (followed) return followed;
  throw new NetworkError(heardText ? LOST_AFTER_TEXT : CLOSED_EARLY);
}
