/**
 * The testing playground as the server answers it: setup, runs and the `runPlayground`
 * subscription's events, for tests that drive the page with `mockGraphQL`.
 */
import type {
  PlaygroundAnswerFieldsFragment,
  PlaygroundColumnFieldsFragment,
  PlaygroundEstimateFieldsFragment,
  PlaygroundRunFieldsFragment,
  PlaygroundSetupQuery,
} from '@/lib/gql/graphql';

import type { SubscriptionEvent } from './graphql-mock';

type Setup = PlaygroundSetupQuery['playgroundSetup'];
type Model = Setup['models'][number];

export function makePlaygroundModel(overrides: Partial<Model> = {}): Model {
  return {
    id: 'openai/gpt-4o-mini',
    provider: 'openai',
    model: 'gpt-4o-mini',
    family: 'OPENAI',
    inputPerMillionUsd: 0.15,
    outputPerMillionUsd: 0.6,
    priceAsOf: '2026-11-01',
    own: false,
    ...overrides,
  };
}

/** Three models: two priced, one (a local model) without a price. */
export function makePlaygroundModels(): Model[] {
  return [
    makePlaygroundModel(),
    makePlaygroundModel({
      id: 'anthropic/claude-haiku-4-5',
      provider: 'anthropic',
      model: 'claude-haiku-4-5',
      family: 'ANTHROPIC',
      inputPerMillionUsd: 1,
      outputPerMillionUsd: 5,
    }),
    makePlaygroundModel({
      id: 'ollama/llama3.2',
      provider: 'ollama',
      model: 'llama3.2',
      family: 'META',
      inputPerMillionUsd: null,
      outputPerMillionUsd: null,
      priceAsOf: null,
    }),
  ];
}

export function makePlaygroundSetup(overrides: Partial<Setup> = {}): Setup {
  return {
    models: makePlaygroundModels(),
    allowed: true,
    upgradeMessage: null,
    minModels: 2,
    maxModels: 6,
    maxPromptChars: 20000,
    maxOutputTokens: 1024,
    confirmCostAboveUsd: 0.05,
    ...overrides,
  };
}

export function setupReply(overrides: Partial<Setup> = {}) {
  return { data: { playgroundSetup: makePlaygroundSetup(overrides) } };
}

export function makeEstimate(
  overrides: Partial<PlaygroundEstimateFieldsFragment> = {},
): PlaygroundEstimateFieldsFragment {
  return {
    costUsd: 0.0012,
    pricedModels: 2,
    models: 2,
    promptTokens: 12,
    needsConfirmation: false,
    ...overrides,
  };
}

export function estimateReply(overrides: Partial<PlaygroundEstimateFieldsFragment> = {}) {
  return { data: { playgroundEstimate: makeEstimate(overrides) } };
}

const LABELS = 'ABCDEF';

/** The columns of a run on `modelIds`; a blind run's models are hidden (null). */
export function makeColumns(
  modelIds: string[],
  { blind = false }: { blind?: boolean } = {},
): PlaygroundColumnFieldsFragment[] {
  const models = makePlaygroundModels();
  return modelIds.map((id, position) => {
    const known = models.find((m) => m.id === id);
    const [provider = 'p', model = id] = id.split('/');
    return {
      position,
      label: LABELS[position] ?? String(position),
      modelId: blind ? null : id,
      provider: blind ? null : provider,
      model: blind ? null : model,
      family: blind ? null : (known?.family ?? 'OTHER'),
      variant: blind ? null : 'ORIGINAL',
    };
  });
}

/**
 * The columns of a compared run (the closed loop): each model runs the original, then the
 * enhanced prompt, side by side.
 */
export function makeCompareColumns(modelIds: string[]): PlaygroundColumnFieldsFragment[] {
  const doubled = modelIds.flatMap((id) => [id, id]);
  return makeColumns(doubled).map((column) => ({
    ...column,
    variant: column.position % 2 === 0 ? 'ORIGINAL' : 'ENHANCED',
  }));
}

export function makeAnswer(
  column: PlaygroundColumnFieldsFragment,
  overrides: Partial<PlaygroundAnswerFieldsFragment> = {},
): PlaygroundAnswerFieldsFragment {
  return {
    column,
    state: 'DONE',
    text: `Answer ${column.label}`,
    error: null,
    firstTokenMs: 420,
    totalMs: 2100,
    inputTokens: 12,
    outputTokens: 40,
    tokensEstimated: false,
    costUsd: 0.000026,
    ...overrides,
  };
}

let runCounter = 0;

export function makeRun(
  overrides: Partial<PlaygroundRunFieldsFragment> & { modelIds?: string[] } = {},
): PlaygroundRunFieldsFragment {
  runCounter += 1;
  const { modelIds = ['openai/gpt-4o-mini', 'anthropic/claude-haiku-4-5'], ...rest } = overrides;
  const blind = rest.blind ?? false;
  const revealed = rest.revealed ?? !blind;
  const columns = makeColumns(modelIds, { blind: blind && !revealed });
  return {
    id: `run_${runCounter}`,
    prompt: 'Write a haiku about autumn',
    comparePrompt: null,
    sourcePromptId: null,
    savedPromptId: null,
    judgment: null,
    blind,
    revealed,
    costUsd: 0.000052,
    vote: null,
    startedAt: '2026-11-20T10:00:00Z',
    finishedAt: '2026-11-20T10:00:03Z',
    answers: columns.map((column) => makeAnswer(column)),
    ...rest,
  };
}

const event = (runPlayground: Record<string, unknown>): SubscriptionEvent => ({
  data: { runPlayground },
});

export function startedEvent(
  runId: string,
  columns: PlaygroundColumnFieldsFragment[],
  estimate = makeEstimate({ models: columns.length }),
): SubscriptionEvent {
  return event({ __typename: 'PlaygroundStarted', runId, columns, estimate });
}

export function textEvent(position: number, text: string): SubscriptionEvent {
  return event({ __typename: 'PlaygroundText', position, text });
}

export function columnEndedEvent(answer: PlaygroundAnswerFieldsFragment): SubscriptionEvent {
  return event({ __typename: 'PlaygroundColumnEnded', answer });
}

export function finishedEvent(run: PlaygroundRunFieldsFragment): SubscriptionEvent {
  return event({ __typename: 'PlaygroundFinished', run });
}
