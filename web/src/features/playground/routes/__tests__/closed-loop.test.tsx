/**
 * The closed loop on the playground page, with the server faked at the wire: a library prompt
 * enhanced through the generation stream, both prompts run on one model (columns grouped per
 * model, Original / Enhanced), a judge's verdicts and winner, and the winner kept as a new
 * version of the library prompt. Also: the judge refusing a model shows at its field.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { PlaygroundRunFieldsFragment } from '@/lib/gql/graphql';
import {
  gqlError,
  liveSubscription,
  mockGraphQL,
  type GraphQLReply,
  type LiveSubscription,
  type SubscriptionEvent,
} from '@/testing/graphql-mock';
import {
  columnEndedEvent,
  estimateReply,
  finishedEvent,
  makeAnswer,
  makeCompareColumns,
  makeRun,
  setupReply,
  startedEvent,
} from '@/testing/playground';
import { renderRoutes } from '@/testing/render';

import { PlaygroundRoute } from '../playground';

type Handlers = Parameters<typeof mockGraphQL>[0];

const MODEL = 'openai/gpt-4o-mini';
const ORIGINAL = 'You are a tenant.\nWrite firmly.';
const ENHANCED = 'You are a tenant who knows the law. Write firmly and politely.';

const generation = (typename: string, fields: Record<string, unknown>): SubscriptionEvent => ({
  data: { streamGeneration: { __typename: typename, ...fields } },
});

function openPlayground(handlers: Handlers = {}) {
  const server = mockGraphQL({
    PlaygroundSetup: () => setupReply(),
    PlaygroundEstimate: () => estimateReply(),
    PlaygroundRuns: () => ({ data: { playgroundRuns: [] } }),
    TestingAnalytics: () => ({
      data: {
        testingAnalytics: {
          overall: 0,
          anthropic: 0,
          openai: 0,
          gemini: 0,
          mistral: 0,
          amazon: 0,
          meta: 0,
          multiModel: 0,
        },
      },
    }),
    PlaygroundLibraryFolders: () => ({
      data: { folders: [{ id: 'f1', name: 'SUPER Prompts', promptCount: 1, locked: false }] },
    }),
    PlaygroundLibraryPrompts: () => ({
      data: {
        savedPrompts: {
          items: [
            {
              id: 'p1',
              title: 'Landlord email',
              text: ORIGINAL,
              updatedAt: '2026-11-01T10:00:00Z',
            },
          ],
          total: 1,
        },
      },
    }),
    PlaygroundEnhance: () => ({
      events: [
        generation('GenerationDelta', { text: 'You are a tenant who knows the law.' }),
        generation('GenerationDelta', { text: ' Write firmly and politely.' }),
        generation('GenerationResult', { generation: { id: 'g1', prompt: ENHANCED } }),
      ],
    }),
    ...handlers,
  });
  renderRoutes(
    [
      { path: '/dashboard/test', element: <PlaygroundRoute /> },
      { path: '/dashboard/library', element: <h1>Library page</h1> },
    ],
    '/dashboard/test',
  );
  return { server, user: userEvent.setup() };
}

function comparedRun(overrides: Partial<PlaygroundRunFieldsFragment> = {}) {
  const columns = makeCompareColumns([MODEL]);
  return makeRun({
    id: 'run_1',
    prompt: ORIGINAL,
    comparePrompt: ENHANCED,
    sourcePromptId: 'p1',
    answers: columns.map((c) =>
      makeAnswer(c, { text: c.variant === 'ENHANCED' ? 'A polite, firm letter.' : 'A letter.' }),
    ),
    ...overrides,
  });
}

const judged = comparedRun({
  judgment: {
    judgeModel: 'anthropic/claude-haiku-4-5',
    winner: 'ENHANCED',
    verdicts: [
      {
        modelId: MODEL,
        original: { score: 4, reason: 'Misses the legal basis.' },
        enhanced: { score: 9, reason: 'Firm, polite and cites the lease.' },
      },
    ],
  },
});

/** Inserts the library prompt, turns the compare mode on, enhances, and runs on one model. */
async function runCompared(live: LiveSubscription, handlers: Handlers = {}) {
  const view = openPlayground({ RunPlayground: () => ({ live }), ...handlers });
  const { user } = view;
  await screen.findByLabelText('Prompt to test');
  await user.click(screen.getByRole('button', { name: 'Insert from library' }));
  const dialog = await screen.findByRole('dialog', { name: 'Insert from your library' });
  await user.click(await within(dialog).findByRole('button', { name: 'Insert “Landlord email”' }));
  expect(screen.getByText('From your library: “Landlord email”')).toBeInTheDocument();

  await user.click(screen.getByRole('switch', { name: 'Compare with an enhanced version' }));
  expect(screen.queryByRole('switch', { name: 'Blind mode' })).toBeNull();
  await user.selectOptions(screen.getByLabelText('Enhance with'), 'MASTERMIND');
  await user.click(screen.getByRole('button', { name: 'Enhance' }));
  await waitFor(() => expect(screen.getByLabelText('Enhanced version')).toHaveValue(ENHANCED));
  expect(view.server.callsTo('PlaygroundEnhance')[0]?.variables).toEqual({
    generator: 'MASTERMIND',
    description: ORIGINAL,
    streamId: expect.any(String) as unknown,
  });

  // One model of the two chosen.
  await user.click(screen.getByRole('checkbox', { name: /anthropic\/claude-haiku-4-5/ }));
  await user.click(screen.getByRole('button', { name: 'Run both' }));
  await live.started();
  expect(view.server.callsTo('RunPlayground')[0]?.variables).toEqual({
    prompt: ORIGINAL,
    models: [MODEL],
    blind: false,
    confirmCost: false,
    comparePrompt: ENHANCED,
    sourcePromptId: 'p1',
  });
  const run = comparedRun();
  act(() => {
    live.push(startedEvent('run_1', makeCompareColumns([MODEL])));
    for (const answer of run.answers) live.push(columnEndedEvent(answer));
    live.push(finishedEvent(run));
    live.complete();
  });
  return view;
}

describe('the closed loop', () => {
  it('enhances, runs both prompts, asks a judge, and keeps the winner as a new version', async () => {
    const live = liveSubscription();
    const { server, user } = await runCompared(live, {
      JudgePlaygroundRun: () => ({ data: { judgePlaygroundRun: judged } }),
      SavePlaygroundWinner: () => ({
        data: {
          savePlaygroundWinner: {
            run: { ...judged, savedPromptId: 'p1' },
            prompt: { id: 'p1', title: 'Landlord email', text: ENHANCED },
          },
        },
      }),
    });

    // Both answers of the model, side by side, labelled.
    const group = await screen.findByRole('group', {
      name: `${MODEL}: original and enhanced prompt`,
    });
    expect(within(group).getByRole('region', { name: /Model A.*Original/ })).toHaveTextContent(
      'A letter.',
    );
    expect(within(group).getByRole('region', { name: /Model B.*Enhanced/ })).toHaveTextContent(
      'A polite, firm letter.',
    );
    expect(screen.queryByRole('region', { name: 'Which answer is best?' })).toBeNull();

    // The judge.
    const judge = screen.getByRole('region', { name: 'Ask a judge' });
    await user.selectOptions(
      within(judge).getByLabelText('Judge model'),
      'anthropic/claude-haiku-4-5',
    );
    await user.click(within(judge).getByRole('button', { name: 'Ask the judge' }));
    expect(await within(judge).findByText('The enhanced prompt wins.')).toBeInTheDocument();
    expect(server.callsTo('JudgePlaygroundRun')[0]?.variables).toEqual({
      runId: 'run_1',
      judgeModel: 'anthropic/claude-haiku-4-5',
    });
    const verdicts = within(judge).getByRole('list', { name: 'Verdicts' });
    expect(
      within(verdicts).getByRole('group', { name: 'Original: 4 out of 10' }),
    ).toHaveTextContent('Misses the legal basis.');
    expect(
      within(verdicts).getByRole('group', { name: 'Enhanced: 9 out of 10' }),
    ).toHaveTextContent('Firm, polite and cites the lease.');

    // Keep the winner: a new version of the library prompt (no title asked).
    const keep = screen.getByRole('region', { name: 'Keep the winner' });
    expect(within(keep).queryByLabelText('Title')).toBeNull();
    expect(within(keep).getByRole('button', { name: 'Keep the original instead' })).toBeEnabled();
    await user.click(within(keep).getByRole('button', { name: 'Keep the winner (enhanced)' }));
    expect(await screen.findByRole('region', { name: 'Kept in your library' })).toHaveTextContent(
      'the old text is one of its versions',
    );
    expect(server.callsTo('SavePlaygroundWinner')[0]?.variables).toEqual({
      runId: 'run_1',
      variant: null,
      promptId: null,
      title: null,
    });
    expect(
      await screen.findByText(/“Landlord email” now has the text you kept/),
    ).toBeInTheDocument();
  });

  it('shows the judge’s refusal of a model at its field, and an unreadable verdict as an alert', async () => {
    const live = liveSubscription();
    let reply: GraphQLReply = gqlError('BAD_USER_INPUT', 'There is no model “x” to judge with.', {
      field: 'judgeModel',
    });
    const { user } = await runCompared(live, { JudgePlaygroundRun: () => reply });
    const judge = await screen.findByRole('region', { name: 'Ask a judge' });
    await user.click(within(judge).getByRole('button', { name: 'Ask the judge' }));
    await waitFor(() =>
      expect(within(judge).getByLabelText('Judge model')).toHaveAccessibleDescription(
        'There is no model “x” to judge with.',
      ),
    );
    reply = gqlError('SERVICE_UNAVAILABLE', 'The judge’s answer could not be read. Try again.');
    await user.click(within(judge).getByRole('button', { name: 'Ask the judge' }));
    expect(await within(judge).findByRole('alert')).toHaveTextContent(
      'The judge’s answer could not be read.',
    );
    // Without a verdict, either prompt can be kept explicitly.
    const keep = screen.getByRole('region', { name: 'Keep the winner' });
    expect(within(keep).getByRole('button', { name: 'Keep the original' })).toBeEnabled();
    expect(within(keep).getByRole('button', { name: 'Keep the enhanced' })).toBeEnabled();
  });

  it('without a library prompt, the winner is saved as a new prompt with a title', async () => {
    const save = { calls: 0 };
    const view = openPlayground({
      PlaygroundRuns: () => ({
        data: { playgroundRuns: [{ ...judged, sourcePromptId: null }] },
      }),
      PlaygroundRun: () => ({ data: { playgroundRun: { ...judged, sourcePromptId: null } } }),
      SavePlaygroundWinner: () => {
        save.calls += 1;
        return {
          data: {
            savePlaygroundWinner: {
              run: { ...judged, sourcePromptId: null, savedPromptId: 'p7' },
              prompt: { id: 'p7', title: 'Tenant letter', text: ORIGINAL },
            },
          },
        };
      },
    });
    const history = await screen.findByRole('region', { name: 'Your test runs' });
    const item = await within(history).findByRole('button', { name: /You are a tenant/ });
    expect(item).toHaveTextContent('1 model');
    expect(item).toHaveTextContent('Enhanced won');
    expect(item).toHaveTextContent('Compared');
    await view.user.click(item);
    const keep = await screen.findByRole('region', { name: 'Keep the winner' });
    const title = within(keep).getByLabelText('Title');
    expect(title).toHaveValue('You are a tenant.');
    await view.user.clear(title);
    await view.user.type(title, 'Tenant letter');
    await view.user.click(within(keep).getByRole('button', { name: 'Keep the original instead' }));
    expect(await screen.findByRole('region', { name: 'Kept in your library' })).toBeInTheDocument();
    expect(view.server.callsTo('SavePlaygroundWinner')[0]?.variables).toEqual({
      runId: 'run_1',
      variant: 'ORIGINAL',
      promptId: null,
      title: 'Tenant letter',
    });
    expect(save.calls).toBe(1);
  });
});
