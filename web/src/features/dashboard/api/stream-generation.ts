/**
 * A generation as server-sent events (POST /api/generate/stream): the prompt arrives in
 * pieces as the model writes it. Events: `delta` {text} adds to the prompt, `reset` {} starts
 * it over (a provider failed mid-answer and another took over), `result` is the recorded
 * generation with the quota (GenerationResult's shape), `error` {code, message, …} carries
 * what a GraphQL error would: its code and message, with its other extensions next to them
 * (`resetsAt` on PLAN_LIMIT, `field` on BAD_USER_INPUT). Aborting the request closes the
 * stream: before any `delta` the server cancels the generation and gives the quota back;
 * after one it finishes the generation, records it and counts it.
 *
 * The body names the generator as GraphQL's GeneratorKind does and takes the mutations'
 * arguments: description, contextId, noContext, variant, showReasoning (Mastermind),
 * imageBase64 (Veo 3) and model (Image).
 *
 * Same rules as the GraphQL mutations; a server without the endpoint (404) gets those instead.
 */
import { createParser, type EventSourceMessage } from 'eventsource-parser';

import { env } from '@/config/env';
import { ApiError, NetworkError } from '@/lib/errors';
import { errorFromBody, refreshForReplay, requestHeaders, toApiError } from '@/lib/graphql-client';

import {
  commonArgs,
  runGenerator,
  type GenerationRequest,
  type GenerationResult,
} from './run-generator';

export interface StreamOptions {
  signal: AbortSignal;
  /** The whole prompt so far, each time it changes. */
  onText: (text: string) => void;
}

const CLOSED_EARLY = 'The connection closed before the prompt was finished. Please try again.';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function body(request: GenerationRequest) {
  return JSON.stringify({
    generator: request.generator,
    description: request.description,
    ...commonArgs(request),
    showReasoning: request.generator === 'MASTERMIND' && request.showReasoning === true,
    imageBase64: request.generator === 'VEO3' ? request.imageBase64 || null : null,
    model: request.generator === 'IMAGE_PROMPT' ? (request.imageModel ?? null) : null,
  });
}

async function post(request: GenerationRequest, signal: AbortSignal): Promise<Response> {
  try {
    return await fetch(env.GENERATE_STREAM_ENDPOINT, {
      method: 'POST',
      credentials: 'same-origin',
      headers: requestHeaders(
        { feature: 'dashboard', component: 'PromptGenerator' },
        'text/event-stream, application/json',
      ),
      body: body(request),
      signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new NetworkError();
  }
}

function parseJson<T>(data: string): T {
  try {
    return JSON.parse(data) as T;
  } catch {
    throw new ApiError({ code: 'UNKNOWN', message: 'The server sent an unreadable answer.' });
  }
}

export async function streamGeneration(
  request: GenerationRequest,
  { signal, onText }: StreamOptions,
): Promise<GenerationResult> {
  let response = await post(request, signal);
  // The 15-minute access token ran out: refresh once and replay, like the GraphQL client.
  if (response.status === 401 && (await refreshForReplay())) {
    response = await post(request, signal);
  }
  if (response.status === 404 || response.status === 405) return runGenerator(request, signal);
  if (!response.ok || !response.body) {
    const json: unknown = await response.json().catch(() => null);
    throw errorFromBody(json, response.status);
  }

  let text = '';
  let outcome: { result: GenerationResult } | { error: ApiError } | null = null;
  const parser = createParser({
    onEvent(event: EventSourceMessage) {
      if (outcome) return;
      switch (event.event) {
        case 'delta':
          text += parseJson<{ text?: string }>(event.data).text ?? '';
          onText(text);
          break;
        case 'reset':
          text = '';
          onText(text);
          break;
        case 'result':
          outcome = { result: parseJson<GenerationResult>(event.data) };
          break;
        case 'error': {
          // {code, message, ...other extensions}: read like a GraphQL error.
          const { message, ...extensions } =
            parseJson<Record<string, unknown> | null>(event.data) ?? {};
          outcome = {
            error: toApiError(
              { message: message || 'The generation failed. Please try again.', extensions },
              response.status,
            ),
          };
          break;
        }
        default:
          break;
      }
    },
  });

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    while (!outcome) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    if (isAbort(error) || signal.aborted) throw error;
    if (error instanceof ApiError) throw error;
    throw new NetworkError(CLOSED_EARLY);
  } finally {
    // Done (or failed): let go of the connection.
    reader.cancel().catch(() => undefined);
  }

  const settled = outcome as { result: GenerationResult } | { error: ApiError } | null;
  if (!settled) throw new NetworkError(CLOSED_EARLY);
  if ('error' in settled) throw settled.error;
  return settled.result;
}
