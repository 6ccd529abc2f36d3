import { describe, expect, it } from 'vitest';

import { ApiError } from '@/lib/errors';
import { makeAnswer, makeColumns, makeEstimate, makeRun } from '@/testing/playground';

import type { PlaygroundEvent } from '../../api/run-playground';
import {
  initialRunState,
  refusalField,
  runReducer,
  type RunAction,
  type RunState,
} from '../use-playground-run';

const MODELS = ['openai/gpt-4o-mini', 'anthropic/claude-haiku-4-5', 'ollama/llama3.2'];
const request = { prompt: 'Write a haiku', models: MODELS, blind: false, confirmCost: false };

function reduce(actions: RunAction[], from: RunState = initialRunState): RunState {
  return actions.reduce(runReducer, from);
}

const ev = (event: PlaygroundEvent): RunAction => ({ type: 'event', event });
const started = (blind = false): RunAction =>
  ev({
    __typename: 'PlaygroundStarted',
    runId: 'run_1',
    columns: makeColumns(MODELS, { blind }),
    estimate: makeEstimate({ models: 3 }),
  });
const text = (position: number, value: string): RunAction =>
  ev({ __typename: 'PlaygroundText', position, text: value });

describe('runReducer', () => {
  it('starts: the request is kept, the columns come with PlaygroundStarted', () => {
    const starting = reduce([{ type: 'start', request }]);
    expect(starting).toMatchObject({ phase: 'starting', request, columns: [], runId: null });

    const running = reduce([started()], starting);
    expect(running.phase).toBe('running');
    expect(running.runId).toBe('run_1');
    expect(running.estimate?.models).toBe(3);
    expect(running.columns.map((c) => [c.label, c.modelId, c.state])).toEqual([
      ['A', 'openai/gpt-4o-mini', 'RUNNING'],
      ['B', 'anthropic/claude-haiku-4-5', 'RUNNING'],
      ['C', 'ollama/llama3.2', 'RUNNING'],
    ]);
    expect(running.announcement).toBe('Running the prompt on 3 models.');
  });

  it('appends text to its own column, one event or a batch at a time', () => {
    const state = reduce([
      { type: 'start', request },
      started(),
      text(0, 'Crisp '),
      text(1, 'Red '),
      {
        type: 'texts',
        chunks: [
          { position: 0, text: 'leaves\n' },
          { position: 0, text: '  fall' },
          { position: 2, text: 'Maple' },
        ],
      },
    ]);
    expect(state.columns.map((c) => c.text)).toEqual(['Crisp leaves\n  fall', 'Red ', 'Maple']);
  });

  it('ends one column (failed) while the others keep streaming', () => {
    const [, b] = makeColumns(MODELS);
    const state = reduce([
      { type: 'start', request },
      started(),
      text(0, 'Crisp'),
      text(1, 'Half'),
      ev({
        __typename: 'PlaygroundColumnEnded',
        answer: makeAnswer(b!, {
          state: 'FAILED',
          text: 'Half',
          error: 'The provider failed (HTTP 500).',
          outputTokens: 1,
          tokensEstimated: true,
          costUsd: null,
        }),
      }),
      text(0, ' leaves'),
      // Text for a column that ended is ignored.
      text(1, ' more'),
    ]);
    expect(state.phase).toBe('running');
    const [colA, colB, colC] = state.columns;
    expect(colA).toMatchObject({ state: 'RUNNING', text: 'Crisp leaves' });
    expect(colB).toMatchObject({
      state: 'FAILED',
      text: 'Half',
      error: 'The provider failed (HTTP 500).',
      tokensEstimated: true,
      costUsd: null,
      totalMs: 2100,
    });
    expect(colC?.state).toBe('RUNNING');
    expect(state.announcement).toBe('Model B failed.');
  });

  it('marks cancels asked for, and takes them back when the cancel could not be sent', () => {
    const running = reduce([{ type: 'start', request }, started()]);
    const one = runReducer(running, { type: 'cancelRequested', positions: [1] });
    expect(one.columns.map((c) => c.cancelling)).toEqual([false, true, false]);
    expect(one.cancellingAll).toBe(false);
    expect(runReducer(one, { type: 'cancelFailed', positions: [1] }).columns[1]?.cancelling).toBe(
      false,
    );

    const all = runReducer(running, { type: 'cancelRequested', positions: null });
    expect(all.cancellingAll).toBe(true);
    expect(all.columns.every((c) => c.cancelling)).toBe(true);
  });

  it('a cancelled column ends with the text it had; the finished run is then the truth', () => {
    const [a] = makeColumns(MODELS);
    const run = makeRun({ id: 'run_1', modelIds: MODELS });
    const state = reduce([
      { type: 'start', request },
      started(),
      text(0, 'Crisp'),
      { type: 'cancelRequested', positions: [0] },
      ev({
        __typename: 'PlaygroundColumnEnded',
        answer: makeAnswer(a!, { state: 'CANCELLED', text: 'Crisp', firstTokenMs: 300 }),
      }),
    ]);
    expect(state.columns[0]).toMatchObject({
      state: 'CANCELLED',
      cancelling: false,
      text: 'Crisp',
    });
    expect(state.announcement).toBe('Model A was cancelled.');

    const finished = runReducer(state, ev({ __typename: 'PlaygroundFinished', run }));
    expect(finished.phase).toBe('finished');
    expect(finished.run).toBe(run);
    expect(finished.columns.map((c) => [c.state, c.text])).toEqual([
      ['DONE', 'Answer A'],
      ['DONE', 'Answer B'],
      ['DONE', 'Answer C'],
    ]);
  });

  it('a blind run shows labels only; the vote reveals the models', () => {
    const blindRequest = { ...request, blind: true };
    const stored = makeRun({ id: 'run_1', modelIds: MODELS, blind: true });
    const state = reduce([
      { type: 'start', request: blindRequest },
      started(true),
      ev({ __typename: 'PlaygroundFinished', run: stored }),
    ]);
    expect(state.blind).toBe(true);
    expect(state.columns.map((c) => [c.label, c.modelId, c.family])).toEqual([
      ['A', null, null],
      ['B', null, null],
      ['C', null, null],
    ]);

    const revealed = makeRun({
      id: 'run_1',
      modelIds: MODELS,
      blind: true,
      revealed: true,
      vote: { winner: 1, tie: false },
    });
    const voted = runReducer(state, { type: 'voted', run: revealed });
    expect(voted.columns.map((c) => c.modelId)).toEqual(MODELS);
    expect(voted.run?.vote).toEqual({ winner: 1, tie: false });
    expect(voted.announcement).toBe('Vote saved. The models are revealed.');
    // Another run's vote does not land here.
    expect(runReducer(voted, { type: 'voted', run: makeRun({ id: 'other' }) })).toBe(voted);
  });

  it('a refusal before the start leaves no columns; a failure mid-run stops the running ones', () => {
    const refused = reduce([
      { type: 'start', request },
      {
        type: 'failed',
        error: new ApiError({ code: 'RATE_LIMITED', message: 'You have 2 test runs going.' }),
      },
    ]);
    expect(refused).toMatchObject({ phase: 'error', columns: [] });

    const broken = reduce([
      { type: 'start', request },
      started(),
      text(0, 'Crisp'),
      { type: 'failed', error: new Error('closed') },
    ]);
    expect(broken.phase).toBe('error');
    expect(broken.columns.map((c) => c.state)).toEqual(['CANCELLED', 'CANCELLED', 'CANCELLED']);
    expect(broken.columns[0]?.text).toBe('Crisp');

    // The stored run, loaded afterwards, replaces the columns; the error stays to explain.
    const loaded = runReducer(broken, {
      type: 'loaded',
      run: makeRun({ id: 'run_1', modelIds: MODELS }),
    });
    expect(loaded.phase).toBe('finished');
    expect(loaded.run?.id).toBe('run_1');
    expect(loaded.error).toBeInstanceOf(Error);
  });

  it('leaving before the run started goes back to idle; after, it keeps what was written', () => {
    expect(reduce([{ type: 'start', request }, { type: 'abandoned' }])).toEqual(initialRunState);
    const left = reduce([
      { type: 'start', request },
      started(),
      text(2, 'Maple'),
      { type: 'abandoned' },
    ]);
    expect(left.phase).toBe('finished');
    expect(left.columns[2]).toMatchObject({ state: 'CANCELLED', text: 'Maple' });
  });

  it('names the form field a refusal points at', () => {
    const refusal = (field: string) =>
      new ApiError({ code: 'BAD_USER_INPUT', message: 'No.', field });
    expect(refusalField(refusal('confirmCost'))).toBe('confirmCost');
    expect(refusalField(refusal('models'))).toBe('models');
    expect(refusalField(refusal('prompt'))).toBe('prompt');
    expect(refusalField(refusal('winner'))).toBeNull();
    expect(refusalField(new ApiError({ code: 'PLAN_LIMIT', message: 'Pro only.' }))).toBeNull();
  });
});
