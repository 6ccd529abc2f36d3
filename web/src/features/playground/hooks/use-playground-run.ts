/**
 * One test run at a time: start it, watch every column, cancel one or all, take the vote.
 *
 * `runReducer` keeps the run's state: its phase (idle → starting → running → finished, or
 * error), its id and estimate, and per column the text so far, its state (RUNNING until the
 * column ends as DONE, CAPPED, FAILED or CANCELLED), timings, tokens, cost and error. The
 * columns end on their own: one failing or cancelled leaves the others streaming. Once the run
 * is finished the stored run (`PlaygroundFinished`, later the vote's answer) is the truth.
 *
 * `usePlaygroundRun` drives it with the `runPlayground` subscription. Text arrives a few
 * characters at a time on up to six columns, so it is gathered and applied at most every
 * `TEXT_FLUSH_MS`. Cancels go over the run's own socket (the server keeps a run's cancels on
 * the instance that runs it); leaving the page completes the subscription, which cancels the
 * columns still going (the run is kept in the history).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';

import { type ApiError, errorMessage, isApiError, NetworkError } from '@/lib/errors';
import type { ModelFamily, PlaygroundColumnState, PlaygroundVariant } from '@/lib/gql/graphql';
import type { SocketChannel } from '@/lib/graphql-ws-client';
import { notify } from '@/lib/toasts';

import { cancelPlaygroundColumns } from '../api/cancel-playground-columns';
import type { PlaygroundEstimate } from '../api/get-playground-estimate';
import { getPlaygroundRun } from '../api/get-playground-run';
import type { PlaygroundRun } from '../api/get-playground-runs';
import { runFinished } from '../api/run-cache';
import { runPlayground, type PlaygroundEvent, type RunRequest } from '../api/run-playground';

/** How often streamed text is applied to the page. */
export const TEXT_FLUSH_MS = 50;

export const CLOSED_EARLY =
  'The connection closed before the run was finished. What the models wrote so far is kept in your history.';

export type ColumnRunState = 'RUNNING' | PlaygroundColumnState;

export interface ColumnView {
  position: number;
  /** "A", "B", "C"… */
  label: string;
  /** Null in a blind run until the vote. */
  modelId: string | null;
  provider: string | null;
  model: string | null;
  family: ModelFamily | null;
  /** Which prompt it ran: ORIGINAL, or ENHANCED in a compared run (null while blind). */
  variant: PlaygroundVariant | null;
  state: ColumnRunState;
  text: string;
  /** Why it failed, or a notice (cut at the limit). */
  error: string | null;
  firstTokenMs: number | null;
  /** Known once the column ended. */
  totalMs: number | null;
  inputTokens: number | null;
  outputTokens: number | null;
  tokensEstimated: boolean;
  costUsd: number | null;
  /** A cancel was sent and the column has not ended yet. */
  cancelling: boolean;
}

export type RunPhase = 'idle' | 'starting' | 'running' | 'finished' | 'error';

export interface RunState {
  phase: RunPhase;
  request: RunRequest | null;
  runId: string | null;
  blind: boolean;
  columns: ColumnView[];
  estimate: PlaygroundEstimate | null;
  /** The run as stored, once finished (then as the vote returned it). */
  run: PlaygroundRun | null;
  /** The refusal, or what broke the run. */
  error: unknown;
  /** "Cancel all" was sent. */
  cancellingAll: boolean;
  /** The last change worth saying to a screen reader (a column ended, the run finished). */
  announcement: string;
}

export const initialRunState: RunState = {
  phase: 'idle',
  request: null,
  runId: null,
  blind: false,
  columns: [],
  estimate: null,
  run: null,
  error: null,
  cancellingAll: false,
  announcement: '',
};

export type RunAction =
  | { type: 'start'; request: RunRequest }
  | { type: 'event'; event: PlaygroundEvent }
  | { type: 'texts'; chunks: { position: number; text: string }[] }
  | { type: 'cancelRequested'; positions: number[] | null }
  | { type: 'cancelFailed'; positions: number[] | null }
  | { type: 'failed'; error: unknown }
  /** The run was left before it finished (its columns end on the server). */
  | { type: 'abandoned' }
  /** The stored run, loaded after the run was left. */
  | { type: 'loaded'; run: PlaygroundRun }
  | { type: 'voted'; run: PlaygroundRun }
  | { type: 'reset' };

type Answer = PlaygroundRun['answers'][number];
type Column = Answer['column'];

function fromColumn(column: Column): ColumnView {
  return {
    position: column.position,
    label: column.label,
    modelId: column.modelId,
    provider: column.provider,
    model: column.model,
    family: column.family,
    variant: column.variant ?? null,
    state: 'RUNNING',
    text: '',
    error: null,
    firstTokenMs: null,
    totalMs: null,
    inputTokens: null,
    outputTokens: null,
    tokensEstimated: false,
    costUsd: null,
    cancelling: false,
  };
}

/** A column as it ended (or as a stored run keeps it). */
export function fromAnswer(answer: Answer): ColumnView {
  return {
    ...fromColumn(answer.column),
    state: answer.state,
    text: answer.text,
    error: answer.error,
    firstTokenMs: answer.firstTokenMs,
    totalMs: answer.totalMs,
    inputTokens: answer.inputTokens,
    outputTokens: answer.outputTokens,
    tokensEstimated: answer.tokensEstimated,
    costUsd: answer.costUsd,
  };
}

/** The columns of a stored run, in position order. */
export function columnsOfRun(run: PlaygroundRun): ColumnView[] {
  return run.answers.map(fromAnswer).sort((a, b) => a.position - b.position);
}

/** "Original" / "Enhanced": which prompt a compared run's column ran. */
export function variantLabel(variant: PlaygroundVariant): string {
  return variant === 'ENHANCED' ? 'Enhanced' : 'Original';
}

/** "Model A", as screen readers and the vote buttons name a column. */
export function columnName(column: { label: string }): string {
  return `Model ${column.label}`;
}

const ENDED: Record<PlaygroundColumnState, string> = {
  DONE: 'finished',
  CAPPED: 'reached its length limit',
  FAILED: 'failed',
  CANCELLED: 'was cancelled',
};

function replaceColumn(
  columns: ColumnView[],
  position: number,
  change: (column: ColumnView) => ColumnView,
): ColumnView[] {
  return columns.map((column) => (column.position === position ? change(column) : column));
}

/** Columns still going are stopped where they are (the run was left or broke). */
function stopRunning(columns: ColumnView[]): ColumnView[] {
  return columns.map((column) =>
    column.state === 'RUNNING' ? { ...column, state: 'CANCELLED', cancelling: false } : column,
  );
}

function applyEvent(state: RunState, event: PlaygroundEvent): RunState {
  switch (event.__typename) {
    case 'PlaygroundStarted':
      return {
        ...state,
        phase: 'running',
        runId: event.runId,
        estimate: event.estimate,
        columns: event.columns.map(fromColumn).sort((a, b) => a.position - b.position),
        announcement: `Running the prompt on ${event.columns.length} models.`,
      };
    case 'PlaygroundText':
      return applyTexts(state, [{ position: event.position, text: event.text }]);
    case 'PlaygroundColumnEnded': {
      const { answer } = event;
      const position = answer.column.position;
      if (!state.columns.some((c) => c.position === position)) return state;
      const ended = fromAnswer(answer);
      return {
        ...state,
        columns: replaceColumn(state.columns, position, () => ended),
        announcement: `${columnName(ended)} ${ENDED[answer.state]}.`,
      };
    }
    case 'PlaygroundFinished':
      return {
        ...state,
        phase: 'finished',
        runId: event.run.id,
        blind: event.run.blind,
        run: event.run,
        columns: columnsOfRun(event.run),
        cancellingAll: false,
        announcement: 'Every model has finished. Vote for the best answer.',
      };
  }
}

function applyTexts(state: RunState, chunks: { position: number; text: string }[]): RunState {
  if (chunks.length === 0) return state;
  let columns = state.columns;
  for (const { position, text } of chunks) {
    // A column that ended keeps the text it ended with.
    columns = replaceColumn(columns, position, (column) =>
      column.state === 'RUNNING' ? { ...column, text: column.text + text } : column,
    );
  }
  return { ...state, columns };
}

export function runReducer(state: RunState, action: RunAction): RunState {
  switch (action.type) {
    case 'start':
      return {
        ...initialRunState,
        phase: 'starting',
        request: action.request,
        blind: action.request.blind,
      };
    case 'event':
      return applyEvent(state, action.event);
    case 'texts':
      return applyTexts(state, action.chunks);
    case 'cancelRequested': {
      const wanted = action.positions;
      return {
        ...state,
        cancellingAll: wanted === null ? true : state.cancellingAll,
        columns: state.columns.map((column) =>
          column.state === 'RUNNING' && (wanted === null || wanted.includes(column.position))
            ? { ...column, cancelling: true }
            : column,
        ),
      };
    }
    case 'cancelFailed': {
      const wanted = action.positions;
      return {
        ...state,
        cancellingAll: wanted === null ? false : state.cancellingAll,
        columns: state.columns.map((column) =>
          wanted === null || wanted.includes(column.position)
            ? { ...column, cancelling: false }
            : column,
        ),
      };
    }
    case 'failed':
      return {
        ...state,
        phase: 'error',
        error: action.error,
        cancellingAll: false,
        columns: stopRunning(state.columns),
        announcement: state.columns.length > 0 ? 'The run stopped.' : state.announcement,
      };
    case 'abandoned':
      if (state.columns.length === 0) return { ...initialRunState };
      return {
        ...state,
        phase: 'finished',
        cancellingAll: false,
        columns: stopRunning(state.columns),
        announcement: 'The run was cancelled.',
      };
    case 'loaded':
    case 'voted':
      if (state.runId !== null && state.runId !== action.run.id) return state;
      return {
        ...state,
        phase: 'finished',
        runId: action.run.id,
        blind: action.run.blind,
        run: action.run,
        columns: columnsOfRun(action.run),
        announcement:
          action.type === 'voted' && action.run.blind
            ? 'Vote saved. The models are revealed.'
            : action.type === 'voted'
              ? 'Vote saved.'
              : state.announcement,
      };
    case 'reset':
      return initialRunState;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The server refused the run until its cost is confirmed (BAD_USER_INPUT on confirmCost). */
export function needsCostConfirmation(error: unknown): error is ApiError {
  return isApiError(error, 'BAD_USER_INPUT') && error.field === 'confirmCost';
}

/** The form field a refused run points at: the prompt, the models, or the cost to confirm. */
export function refusalField(
  error: unknown,
): 'prompt' | 'comparePrompt' | 'models' | 'confirmCost' | null {
  if (!isApiError(error, 'BAD_USER_INPUT')) return null;
  const field = error.field;
  return field === 'prompt' ||
    field === 'comparePrompt' ||
    field === 'models' ||
    field === 'confirmCost'
    ? field
    : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PlaygroundRunHandle {
  state: RunState;
  /** Starts a run (leaving any run still going). */
  start: (request: RunRequest) => void;
  /** Cancels the columns at `positions`, or every column still going. */
  cancel: (positions?: number[]) => void;
  /** The run as the vote returned it (a blind run's models revealed). */
  applyVote: (run: PlaygroundRun) => void;
  /** Back to idle (leaving any run still going). */
  reset: () => void;
  isRunning: boolean;
}

export function usePlaygroundRun(): PlaygroundRunHandle {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(runReducer, initialRunState);
  const controllerRef = useRef<AbortController | null>(null);
  const channelRef = useRef<SocketChannel | null>(null);
  const runIdRef = useRef<string | null>(null);
  const pendingRef = useRef<{ position: number; text: string }[]>([]);
  const timerRef = useRef<number | undefined>(undefined);

  const flush = useCallback(() => {
    window.clearTimeout(timerRef.current);
    timerRef.current = undefined;
    const chunks = pendingRef.current;
    if (chunks.length === 0) return;
    pendingRef.current = [];
    dispatch({ type: 'texts', chunks });
  }, []);

  /** Stops listening to the current run; the server cancels what is still going. */
  const leave = useCallback(() => {
    const controller = controllerRef.current;
    controllerRef.current = null;
    channelRef.current = null;
    window.clearTimeout(timerRef.current);
    timerRef.current = undefined;
    pendingRef.current = [];
    controller?.abort();
  }, []);

  useEffect(() => leave, [leave]);

  /** After leaving a started run: the server stores it once its columns ended. */
  const loadLeftRun = useCallback(
    async (runId: string) => {
      for (const wait of [300, 700, 1500, 3000]) {
        await sleep(wait);
        try {
          const run = await getPlaygroundRun(runId);
          runFinished(queryClient, run);
          dispatch({ type: 'loaded', run });
          return;
        } catch {
          // Not stored yet (or the server is away): try again, then give up quietly.
        }
      }
    },
    [queryClient],
  );

  const start = useCallback(
    (request: RunRequest) => {
      leave();
      const controller = new AbortController();
      controllerRef.current = controller;
      runIdRef.current = null;
      dispatch({ type: 'start', request });
      let finished = false;
      const current = () => controllerRef.current === controller;

      void runPlayground(request, {
        signal: controller.signal,
        onChannel: (channel) => {
          if (current()) channelRef.current = channel;
        },
        onEvent: (event) => {
          if (!current()) return;
          if (event.__typename === 'PlaygroundText') {
            pendingRef.current.push({ position: event.position, text: event.text });
            timerRef.current ??= window.setTimeout(flush, TEXT_FLUSH_MS);
            return;
          }
          flush();
          if (event.__typename === 'PlaygroundStarted') runIdRef.current = event.runId;
          if (event.__typename === 'PlaygroundFinished') {
            finished = true;
            runFinished(queryClient, event.run);
          }
          dispatch({ type: 'event', event });
        },
      })
        .then(() => {
          if (!current()) return;
          flush();
          controllerRef.current = null;
          channelRef.current = null;
          if (!finished) {
            dispatch({ type: 'failed', error: new NetworkError(CLOSED_EARLY) });
            if (runIdRef.current) void loadLeftRun(runIdRef.current);
          }
        })
        .catch((error: unknown) => {
          if (!current() || isAbort(error)) return;
          flush();
          controllerRef.current = null;
          channelRef.current = null;
          dispatch({ type: 'failed', error });
          // A run that had started is kept by the server with what its columns wrote.
          if (runIdRef.current) void loadLeftRun(runIdRef.current);
        });
    },
    [flush, leave, loadLeftRun, queryClient],
  );

  const cancel = useCallback(
    (positions?: number[]) => {
      const controller = controllerRef.current;
      if (!controller) return;
      const runId = runIdRef.current;
      const channel = channelRef.current;
      if (!runId || !channel) {
        // Not started yet: leaving is the cancel (the server cancels the run if it began).
        leave();
        dispatch({ type: 'abandoned' });
        return;
      }
      dispatch({ type: 'cancelRequested', positions: positions ?? null });
      cancelPlaygroundColumns(channel, runId, positions).catch((error: unknown) => {
        if (controllerRef.current !== controller) return;
        // NOT_FOUND: the run ended meanwhile; its last events say how.
        if (isApiError(error, 'NOT_FOUND')) return;
        if (positions) {
          dispatch({ type: 'cancelFailed', positions });
          notify.error(errorMessage(error, 'Could not cancel that model. Please try again.'));
          return;
        }
        // The socket is in trouble: leave the run, which cancels every column on the server.
        flush();
        leave();
        dispatch({ type: 'abandoned' });
        void loadLeftRun(runId);
      });
    },
    [flush, leave, loadLeftRun],
  );

  const applyVote = useCallback((run: PlaygroundRun) => dispatch({ type: 'voted', run }), []);

  const reset = useCallback(() => {
    leave();
    dispatch({ type: 'reset' });
  }, [leave]);

  return {
    state,
    start,
    cancel,
    applyVote,
    reset,
    isRunning: state.phase === 'starting' || state.phase === 'running',
  };
}
