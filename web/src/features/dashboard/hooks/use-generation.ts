/**
 * One generation at a time: start it, watch it, cancel it.
 *
 * `text` is the prompt so far and `status` goes idle → pending → (streaming →) success | error
 * | cancelled. The default source is the `streamGeneration` subscription
 * (api/stream-generation.ts), which calls `onText` as the prompt grows; the GraphQL mutations
 * (`graphqlSource`) answer in one piece. Any source only has to call `onText` and resolve with
 * the final result.
 *
 * Each result refreshes the quota in the `me` cache and the history list. Cancelling aborts
 * the request (completes the subscription). Before any text arrived the server drops the
 * generation and spends nothing;
 * once text was shown the server finishes it and it counts (it lands in the history), so
 * quota and history are reloaded either way.
 *
 * `reconnecting` is true while the stream's socket dropped and a new one follows the
 * generation (`streamGeneration` resumes it); the text stays as it was until the rest arrives.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import { env } from '@/config/env';
import { announceProgress } from '@/lib/app-events';
import { isApiError, isNetworkError } from '@/lib/errors';

import { generationsQueryKey } from '../api/get-generations';
import { meQueryKey, type Me } from '../api/get-me';
import { runGenerator, type GenerationRequest, type GenerationResult } from '../api/run-generator';
import { streamGeneration } from '../api/stream-generation';

export type GenerationStatus = 'idle' | 'pending' | 'streaming' | 'success' | 'error' | 'cancelled';

export interface GenerationSourceOptions {
  signal: AbortSignal;
  /** A streaming source reports the whole prompt so far, each time it grows. */
  onText: (text: string) => void;
  /** A streaming source says when it lost its socket and is following the generation anew. */
  onReconnecting?: (reconnecting: boolean) => void;
}

export type GenerationSource = (
  request: GenerationRequest,
  options: GenerationSourceOptions,
) => Promise<GenerationResult>;

/** The request/response source: one GraphQL mutation per generation. */
export const graphqlSource: GenerationSource = (request, { signal }) =>
  runGenerator(request, signal);

/** The streaming source: a GraphQL subscription, the prompt shown as it is written. */
export const streamSource: GenerationSource = streamGeneration;

export const defaultSource: GenerationSource = env.STREAM_GENERATION ? streamSource : graphqlSource;

export interface GenerationState {
  status: GenerationStatus;
  /** The prompt text so far (the whole prompt once it succeeded). */
  text: string;
  result: GenerationResult | null;
  error: unknown;
  /** What was asked, for "Try again" and for labels. */
  request: GenerationRequest | null;
  /** Cancelled after part of the prompt was shown: the server finishes it into the history. */
  finishedInHistory: boolean;
  /** The stream's socket dropped; a new one is on its way to follow the generation. */
  reconnecting: boolean;
}

const IDLE: GenerationState = {
  status: 'idle',
  text: '',
  result: null,
  error: null,
  request: null,
  finishedInHistory: false,
  reconnecting: false,
};

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function useGeneration({ source = defaultSource }: { source?: GenerationSource } = {}) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<GenerationState>(IDLE);
  const controllerRef = useRef<AbortController | null>(null);

  const refreshAfterUncertainEnd = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
    void queryClient.invalidateQueries({ queryKey: generationsQueryKey });
  }, [queryClient]);

  const generate = useCallback(
    async (request: GenerationRequest): Promise<GenerationResult | null> => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      const current = () => controllerRef.current === controller;
      setState({ ...IDLE, status: 'pending', request });

      try {
        const result = await source(request, {
          signal: controller.signal,
          onText: (text) => {
            if (current()) setState((s) => ({ ...s, status: 'streaming', text }));
          },
          onReconnecting: (reconnecting) => {
            if (!current()) return;
            setState((s) => (s.reconnecting === reconnecting ? s : { ...s, reconnecting }));
          },
        });
        if (!current()) return null;
        controllerRef.current = null;
        setState({
          status: 'success',
          text: result.generation.prompt,
          result,
          error: null,
          request,
          finishedInHistory: false,
          reconnecting: false,
        });
        queryClient.setQueryData<Me>(meQueryKey, (me) =>
          me ? { ...me, quota: result.quota } : me,
        );
        // Then confirm with the server: results of concurrent generations (Comparing mode)
        // may arrive out of order, each with the quota as it was when it finished.
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
        void queryClient.invalidateQueries({ queryKey: generationsQueryKey });
        announceProgress('generation');
        return result;
      } catch (error) {
        // Cancelled (the state says so already) or superseded by a newer generation.
        if (!current() || isAbort(error)) return null;
        controllerRef.current = null;
        setState({
          status: 'error',
          text: '',
          result: null,
          error,
          request,
          finishedInHistory: false,
          reconnecting: false,
        });
        // At the limit the quota on screen is stale: fetch the real one.
        if (isApiError(error, 'PLAN_LIMIT')) {
          void queryClient.invalidateQueries({ queryKey: meQueryKey });
        }
        // Lost on the way: the server may still have finished it (and counted it).
        if (isNetworkError(error)) refreshAfterUncertainEnd();
        return null;
      }
    },
    [queryClient, source, refreshAfterUncertainEnd],
  );

  const cancel = useCallback(() => {
    const controller = controllerRef.current;
    if (!controller) return;
    controllerRef.current = null;
    controller.abort();
    setState((s) => ({
      ...s,
      status: 'cancelled',
      text: '',
      result: null,
      error: null,
      finishedInHistory: s.text !== '',
      reconnecting: false,
    }));
    refreshAfterUncertainEnd();
  }, [refreshAfterUncertainEnd]);

  const reset = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    setState(IDLE);
  }, []);

  // Leaving the page (or the reset shortcut remounting it) stops a running request.
  useEffect(
    () => () => {
      controllerRef.current?.abort();
      controllerRef.current = null;
    },
    [],
  );

  return {
    ...state,
    isRunning: state.status === 'pending' || state.status === 'streaming',
    generate,
    cancel,
    reset,
  };
}

export type GenerationHandle = ReturnType<typeof useGeneration>;
