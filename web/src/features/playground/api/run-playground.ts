/**
 * A test run streamed as it goes: the `runPlayground` subscription over graphql-ws
 * (`lib/graphql-ws-client.ts`). Its events are typed by the schema: `PlaygroundStarted` (the
 * run's id, its columns and estimate), then `PlaygroundText` (more of one column's answer) and
 * `PlaygroundColumnEnded` (a column answered, failed, was cut or cancelled; the others carry
 * on), and last `PlaygroundFinished` with the run as stored. Refusals are GraphQL errors:
 * PLAN_LIMIT (Free plan), BAD_USER_INPUT with `field` "prompt", "models" or "confirmCost" (the
 * estimate is above the operator's threshold), RATE_LIMITED (two runs going already) and
 * SERVICE_UNAVAILABLE (no models configured). With `comparePrompt` (the closed loop) each of 1 to 3
 * models runs both prompts, and each column says which (`variant`).
 *
 * `onChannel` hands out the run's socket: cancels must go over it (`cancel-playground-columns.ts`),
 * since the server keeps a run's cancels on the instance that runs it. Aborting the signal
 * completes the subscription, which cancels every column still going (the run is still kept).
 */
import { graphql } from '@/lib/gql';
import type { RunPlaygroundSubscription } from '@/lib/gql/graphql';
import { subscribe, type SocketChannel } from '@/lib/graphql-ws-client';

export const RunPlaygroundDocument = graphql(`
  subscription RunPlayground(
    $prompt: String!
    $models: [String!]!
    $blind: Boolean!
    $confirmCost: Boolean!
    $comparePrompt: String
    $sourcePromptId: ID
  ) {
    runPlayground(
      prompt: $prompt
      models: $models
      blind: $blind
      confirmCost: $confirmCost
      comparePrompt: $comparePrompt
      sourcePromptId: $sourcePromptId
    ) {
      __typename
      ... on PlaygroundStarted {
        runId
        columns {
          ...PlaygroundColumnFields
        }
        estimate {
          ...PlaygroundEstimateFields
        }
      }
      ... on PlaygroundText {
        position
        text
      }
      ... on PlaygroundColumnEnded {
        answer {
          ...PlaygroundAnswerFields
        }
      }
      ... on PlaygroundFinished {
        run {
          ...PlaygroundRunFields
        }
      }
    }
  }
`);

export type PlaygroundEvent = RunPlaygroundSubscription['runPlayground'];

export interface RunRequest {
  prompt: string;
  /** Model ids ("<provider>/<model>"), in column order. */
  models: string[];
  blind: boolean;
  /** The user accepted a cost above the operator's threshold. */
  confirmCost: boolean;
  /** The closed loop: the enhanced version each model also runs. */
  comparePrompt?: string | null;
  /** The library prompt the run started from (a kept winner becomes its new version). */
  sourcePromptId?: string | null;
}

export interface RunOptions {
  signal: AbortSignal;
  onEvent: (event: PlaygroundEvent) => void;
  /** The run's socket, for its cancels. */
  onChannel?: (channel: SocketChannel) => void;
}

/** Runs to the end: resolves when the server completes the subscription. */
export function runPlayground(request: RunRequest, { signal, onEvent, onChannel }: RunOptions) {
  return subscribe(
    RunPlaygroundDocument,
    {
      prompt: request.prompt,
      models: request.models,
      blind: request.blind,
      confirmCost: request.confirmCost,
      comparePrompt: request.comparePrompt ?? null,
      sourcePromptId: request.sourcePromptId ?? null,
    },
    { signal, onData: (data) => onEvent(data.runPlayground), onChannel },
  );
}
