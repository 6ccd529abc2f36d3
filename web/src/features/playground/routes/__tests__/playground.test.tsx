/**
 * The playground page with the server faked at the wire (POST /graphql and graphql-ws): the
 * plan and configuration states, a run streamed into its columns (one failing, one cancelled
 * while the others go on), the cost confirmation, a blind vote that reveals the models, and
 * the history.
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
  makeColumns,
  makeRun,
  setupReply,
  startedEvent,
  textEvent,
} from '@/testing/playground';
import { renderRoutes } from '@/testing/render';

import { PlaygroundRoute } from '../playground';

type Handlers = Parameters<typeof mockGraphQL>[0];
type InitialEntry = Parameters<typeof renderRoutes>[1];

const THREE = ['openai/gpt-4o-mini', 'anthropic/claude-haiku-4-5', 'ollama/llama3.2'];

function openPlayground(handlers: Handlers = {}, path: InitialEntry = '/dashboard/test') {
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
    ...handlers,
  });
  const view = renderRoutes(
    [
      { path: '/dashboard/test', element: <PlaygroundRoute /> },
      { path: '/dashboard/pricing', element: <h1>Pricing page</h1> },
    ],
    path,
  );
  return { ...view, server, user: userEvent.setup() };
}

/** Sends one event of the run, as the server would (inside act: it updates the page). */
function push(live: LiveSubscription, event: SubscriptionEvent) {
  act(() => live.push(event));
}

const promptBox = () => screen.findByLabelText('Prompt to test');
const column = (name: string | RegExp) => screen.getByRole('region', { name });

/** Opens the page, writes the prompt, picks the three models and presses Run. */
async function startRun(
  live: LiveSubscription,
  { blind = false, handlers = {} }: { blind?: boolean; handlers?: Handlers } = {},
) {
  const view = openPlayground({ RunPlayground: () => ({ live }), ...handlers });
  const { user } = view;
  await user.type(await promptBox(), 'Write a haiku about autumn');
  await user.click(screen.getByRole('checkbox', { name: /ollama\/llama3\.2/ }));
  if (blind) await user.click(screen.getByRole('switch', { name: 'Blind mode' }));
  await user.click(screen.getByRole('button', { name: 'Run' }));
  await live.started();
  return view;
}

describe('playground page', () => {
  it('a Free user sees the upgrade message and the way to the plans, and no run controls', async () => {
    const { user, router } = openPlayground({
      PlaygroundSetup: () =>
        setupReply({
          allowed: false,
          upgradeMessage: 'Testing prompts is part of Pro, Annual Pro and the 3-Day Pass.',
        }),
    });
    expect(
      await screen.findByText('Testing prompts is part of Pro, Annual Pro and the 3-Day Pass.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Prompt to test')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Run' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    // No runs: no history card for a plan without testing.
    expect(screen.queryByRole('region', { name: 'Your test runs' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'See plans' }));
    expect(router.state.location.pathname).toBe('/dashboard/pricing');
  });

  it('a server without models explains how the operator adds them', async () => {
    openPlayground({ PlaygroundSetup: () => setupReply({ models: [] }) });
    const notice = await screen.findByRole('region', {
      name: 'No models are set up for testing yet',
    });
    expect(notice).toHaveTextContent('superprompt.toml');
    expect(notice).toHaveTextContent('[[llm.providers]]');
    expect(within(notice).getByLabelText('Example configuration')).toHaveTextContent(
      'test_models = ["gpt-4o-mini", "gpt-4o"]',
    );
    expect(screen.queryByRole('button', { name: 'Run' })).toBeNull();
  });

  it('shows a skeleton while the setup loads, then the form prefilled from ?prompt=', async () => {
    let answer: (reply: GraphQLReply) => void = () => {};
    openPlayground(
      { PlaygroundSetup: () => new Promise<GraphQLReply>((resolve) => (answer = resolve)) },
      '/dashboard/test?prompt=Summarise%20this%20article',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Testing playground' })).toBeVisible();
    expect(screen.queryByLabelText('Prompt to test')).toBeNull();
    answer(setupReply());
    expect(await promptBox()).toHaveValue('Summarise this article');
    // The model cards: family and price per million, "No price" without one; two chosen.
    const llama = screen.getByRole('checkbox', { name: /ollama\/llama3\.2/ });
    expect(llama).toHaveAccessibleName(/Meta\s*No price/);
    expect(
      screen.getByRole('checkbox', { name: /anthropic\/claude-haiku-4-5/ }),
    ).toHaveAccessibleName(/Anthropic\s*\$1 in · \$5 out per 1M tokens/);
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(2);
    expect(screen.getByText('Choose 2 to 6. 2 chosen.')).toBeInTheDocument();
    expect(screen.getByText('22 / 20,000', { exact: false })).toBeInTheDocument();
  });

  it('takes a long prompt from the router state (the dashboard’s link)', async () => {
    const long = `Act as an editor.\n${'Keep the tone. '.repeat(200)}`;
    openPlayground({}, { pathname: '/dashboard/test', state: { prompt: long } });
    expect(await promptBox()).toHaveValue(long);
  });

  it('asks for a prompt and enough models before sending anything', async () => {
    const { user, server } = openPlayground();
    await promptBox();
    await user.click(screen.getByRole('checkbox', { name: /openai\/gpt-4o-mini/ }));
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(screen.getByLabelText('Prompt to test')).toHaveAccessibleDescription(
      /Write or insert a prompt to test\./,
    );
    expect(screen.getByText('Choose 2 to 6 models.')).toBeInTheDocument();
    expect(server.callsTo('RunPlayground')).toHaveLength(0);
  });

  it('streams each column; a failed column shows its error while the others go on', async () => {
    const live = liveSubscription();
    const { server } = await startRun(live);
    expect(server.callsTo('RunPlayground')[0]?.variables).toEqual({
      prompt: 'Write a haiku about autumn',
      models: THREE,
      blind: false,
      confirmCost: false,
      comparePrompt: null,
      sourcePromptId: null,
    });
    expect(screen.getByRole('button', { name: 'Running…' })).toBeDisabled();

    const columns = makeColumns(THREE);
    push(live, startedEvent('run_1', columns));
    push(live, textEvent(0, 'Crisp leaves\n'));
    push(live, textEvent(1, 'Red '));
    push(live, textEvent(2, '<b>not bold</b>'));
    push(live, textEvent(0, '  drift down'));

    const a = await screen.findByRole('region', { name: 'Model A: openai/gpt-4o-mini' });
    await waitFor(() =>
      expect(within(a).getByRole('group', { name: 'Model A answer' })).toHaveTextContent(
        'Crisp leaves drift down',
      ),
    );
    // Whitespace is kept, and text is never read as HTML.
    expect(within(a).getByRole('group', { name: 'Model A answer' }).textContent).toBe(
      'Crisp leaves\n  drift down',
    );
    const c = column('Model C: ollama/llama3.2');
    await waitFor(() => expect(c).toHaveTextContent('<b>not bold</b>'));
    expect(c.querySelector('b')).toBeNull();
    expect(within(a).getByText('Writing…')).toBeInTheDocument();

    push(
      live,
      columnEndedEvent(
        makeAnswer(columns[1]!, {
          state: 'FAILED',
          text: 'Red ',
          error: 'The provider failed (HTTP 500).',
          costUsd: null,
          tokensEstimated: true,
          firstTokenMs: 310,
          totalMs: 900,
        }),
      ),
    );
    const b = column('Model B: anthropic/claude-haiku-4-5');
    expect(await within(b).findByText('The provider failed (HTTP 500).')).toBeInTheDocument();
    expect(within(b).getByText('Failed')).toBeInTheDocument();
    expect(within(b).getByText('no price')).toBeInTheDocument();
    expect(within(b).getByText('est.')).toBeInTheDocument();
    expect(within(b).getByText('310 ms')).toBeInTheDocument();
    expect(within(b).queryByRole('button', { name: 'Cancel Model B' })).toBeNull();
    // Screen readers hear that B failed (politely), not every word.
    expect(screen.getByText('Model B failed.')).toHaveAttribute('aria-live', 'polite');

    // A keeps streaming.
    push(live, textEvent(0, '\nautumn sighs'));
    await waitFor(() => expect(a).toHaveTextContent('autumn sighs'));
    expect(within(a).getByRole('button', { name: 'Cancel Model A' })).toBeEnabled();
  });

  it('cancels one column over the run’s socket; the others keep streaming, then Cancel all', async () => {
    const live = liveSubscription();
    const { user, server } = await startRun(live, {
      handlers: { CancelPlaygroundColumns: () => ({ data: { cancelPlaygroundColumns: true } }) },
    });
    const columns = makeColumns(THREE);
    push(live, startedEvent('run_1', columns));
    push(live, textEvent(0, 'Crisp'));
    push(live, textEvent(1, 'Red'));

    const a = await screen.findByRole('region', { name: 'Model A: openai/gpt-4o-mini' });
    await user.click(within(a).getByRole('button', { name: 'Cancel Model A' }));
    await waitFor(() => expect(server.callsTo('CancelPlaygroundColumns')).toHaveLength(1));
    const [cancel] = server.callsTo('CancelPlaygroundColumns');
    expect(cancel?.variables).toEqual({ runId: 'run_1', positions: [0] });
    // Over the graphql-ws socket of the run (with its connection_init), not a POST.
    expect(cancel?.connectionParams).toBeDefined();
    expect(cancel?.headers).toEqual({});
    expect(within(a).getByText('Cancelling…')).toBeInTheDocument();

    push(
      live,
      columnEndedEvent(makeAnswer(columns[0]!, { state: 'CANCELLED', text: 'Crisp', costUsd: 0 })),
    );
    expect(await within(a).findByText('Cancelled')).toBeInTheDocument();
    expect(within(a).getByRole('group', { name: 'Model A answer' })).toHaveTextContent('Crisp');

    push(live, textEvent(1, ' maple'));
    const b = column('Model B: anthropic/claude-haiku-4-5');
    await waitFor(() => expect(b).toHaveTextContent('Red maple'));
    expect(within(b).getByText('Writing…')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel all' }));
    await waitFor(() => expect(server.callsTo('CancelPlaygroundColumns')).toHaveLength(2));
    expect(server.callsTo('CancelPlaygroundColumns')[1]?.variables).toEqual({
      runId: 'run_1',
      positions: null,
    });
  });

  it('a blind run shows A, B, C; voting reveals the models', async () => {
    const live = liveSubscription();
    let voted: PlaygroundRunFieldsFragment | null = null;
    const { user, server } = await startRun(live, {
      blind: true,
      handlers: {
        VotePlaygroundRun: (variables) => {
          voted = makeRun({
            id: 'run_1',
            modelIds: THREE,
            blind: true,
            revealed: true,
            vote: { winner: variables.winner as number, tie: false },
          });
          return { data: { votePlaygroundRun: voted } };
        },
      },
    });
    expect(server.callsTo('RunPlayground')[0]?.variables.blind).toBe(true);
    const columns = makeColumns(THREE, { blind: true });
    push(live, startedEvent('run_1', columns));
    for (const col of columns) push(live, columnEndedEvent(makeAnswer(col)));
    push(live, finishedEvent(makeRun({ id: 'run_1', modelIds: THREE, blind: true })));
    act(() => live.complete());

    const vote = await screen.findByRole('region', { name: 'Which answer is best?' });
    expect(vote).toHaveTextContent('Vote to reveal which model wrote each answer.');
    expect(column('Model A')).toHaveTextContent('Model hidden until you vote');
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).queryByText(/openai\/gpt-4o-mini/)).toBeNull();

    await user.click(within(vote).getByRole('button', { name: 'B is best' }));
    expect(
      await screen.findByRole('region', { name: 'Model B: anthropic/claude-haiku-4-5' }),
    ).toHaveTextContent('Best');
    expect(column('Model A: openai/gpt-4o-mini')).toBeInTheDocument();
    expect(column('Model C: ollama/llama3.2')).toBeInTheDocument();
    expect(server.callsTo('VotePlaygroundRun')[0]?.variables).toEqual({
      runId: 'run_1',
      winner: 1,
      tie: false,
    });
    expect(within(vote).getByRole('button', { name: 'B is best' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(vote).toHaveTextContent('You voted B best (anthropic/claude-haiku-4-5).');
    // The finished run joined the history.
    await waitFor(() => expect(server.callsTo('PlaygroundRuns').length).toBeGreaterThan(1));
  });

  it('asks before a run estimated above the threshold, and sends confirmCost', async () => {
    const live = liveSubscription();
    const { user, server } = openPlayground({
      PlaygroundEstimate: () =>
        estimateReply({ costUsd: 0.12, needsConfirmation: true, promptTokens: 3000 }),
      RunPlayground: () => ({ live }),
    });
    await user.type(await promptBox(), 'A very long prompt');
    expect(
      await screen.findByText(/Estimated cost: up to \$0\.12 · about 3,000 prompt tokens/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Run this test?' });
    expect(dialog).toHaveTextContent('This run may cost up to about $0.12');
    expect(server.callsTo('RunPlayground')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Run the test' }));
    await live.started();
    expect(server.callsTo('RunPlayground')[0]?.variables.confirmCost).toBe(true);
  });

  it('when the server itself asks for confirmation, the dialog shows its message', async () => {
    const live = liveSubscription();
    let calls = 0;
    const { user, server } = openPlayground({
      RunPlayground: () => {
        calls += 1;
        if (calls === 1) {
          return {
            events: [
              {
                errors: [
                  {
                    message: 'This run may cost up to about $0.09. Confirm to run it.',
                    extensions: { code: 'BAD_USER_INPUT', field: 'confirmCost' },
                  },
                ],
              },
            ],
          };
        }
        return { live };
      },
    });
    await user.type(await promptBox(), 'Quick');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Run this test?' });
    expect(dialog).toHaveTextContent('This run may cost up to about $0.09. Confirm to run it.');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Run the test' }));
    await live.started();
    expect(server.callsTo('RunPlayground').map((c) => c.variables.confirmCost)).toEqual([
      false,
      true,
    ]);
  });

  it('shows the server’s message when two runs are going already', async () => {
    const { user } = openPlayground({
      RunPlayground: () => ({
        events: [
          {
            errors: [
              {
                message: 'You have 2 test runs going. Wait for one to finish, then run this one.',
                extensions: { code: 'RATE_LIMITED' },
              },
            ],
          },
        ],
      }),
    });
    await user.type(await promptBox(), 'Quick');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have 2 test runs going. Wait for one to finish, then run this one.',
    );
    expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();
  });

  it('shows a refused model choice at the models', async () => {
    const { user } = openPlayground({
      RunPlayground: () =>
        gqlError('BAD_USER_INPUT', 'openai/gpt-4o-mini is not one of the models you can test.', {
          field: 'models',
        }),
    });
    await user.type(await promptBox(), 'Quick');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(
      await screen.findByText('openai/gpt-4o-mini is not one of the models you can test.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Models' })).toHaveAccessibleDescription(
      /not one of the models you can test/,
    );
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull();
  });

  it('history: load more, reopen a run read-only with its vote, delete it after confirming', async () => {
    const page1 = Array.from({ length: 20 }, (_, i) =>
      makeRun({ id: `r${i + 1}`, prompt: `Prompt number ${i + 1}` }),
    );
    const older = makeRun({
      id: 'r21',
      prompt: 'The oldest prompt\nwith a second line',
      blind: true,
      modelIds: THREE,
    });
    const revealed = makeRun({
      id: 'r21',
      prompt: older.prompt,
      blind: true,
      revealed: true,
      modelIds: THREE,
      vote: { winner: null, tie: true },
    });
    const { user, server } = openPlayground({
      PlaygroundRuns: (variables) => ({
        data: { playgroundRuns: variables.before ? [older] : page1 },
      }),
      PlaygroundRun: () => ({ data: { playgroundRun: older } }),
      VotePlaygroundRun: () => ({ data: { votePlaygroundRun: revealed } }),
      DeletePlaygroundRun: () => ({ data: { deletePlaygroundRun: true } }),
    });
    const history = await screen.findByRole('region', { name: 'Your test runs' });
    expect(await within(history).findByText('Prompt number 1')).toBeInTheDocument();
    expect(within(history).getAllByRole('listitem')).toHaveLength(20);
    expect(within(history).getAllByText('No vote')).toHaveLength(20);

    await user.click(within(history).getByRole('button', { name: 'Load more' }));
    expect(await within(history).findByText('The oldest prompt')).toBeInTheDocument();
    expect(server.callsTo('PlaygroundRuns')[1]?.variables).toEqual({ first: 20, before: 'r20' });
    expect(within(history).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(within(history).getAllByRole('listitem')).toHaveLength(21);

    await user.click(within(history).getByRole('button', { name: /The oldest prompt/ }));
    const viewer = await screen.findByRole('region', { name: /^Test run from / });
    expect(within(viewer).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(within(viewer).getByText(/with a second line/)).toBeInTheDocument();
    expect(within(viewer).getByRole('region', { name: 'Model A' })).toBeInTheDocument();
    expect(within(viewer).queryByRole('button', { name: /^Cancel Model/ })).toBeNull();

    await user.click(within(viewer).getByRole('button', { name: 'Tie' }));
    expect(
      await within(viewer).findByRole('region', { name: 'Model A: openai/gpt-4o-mini' }),
    ).toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Tie' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The history's copy follows the vote.
    expect(within(history).getByText('Tie')).toBeInTheDocument();

    await user.click(within(viewer).getByRole('button', { name: 'Delete this test run' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this test run?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete run' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.callsTo('DeletePlaygroundRun')[0]?.variables).toEqual({ runId: 'r21' });
    expect(screen.queryByRole('region', { name: /^Test run from / })).toBeNull();
    expect(within(history).queryByText('The oldest prompt')).toBeNull();
    expect(within(history).getAllByRole('listitem')).toHaveLength(20);
  });

  it('inserts a saved prompt from the library', async () => {
    const { user, server } = openPlayground({
      PlaygroundLibraryFolders: () => ({
        data: {
          folders: [
            { id: 'f1', name: 'SUPER Prompts', promptCount: 1, locked: false },
            { id: 'f9', name: 'Locked', promptCount: 4, locked: true },
          ],
        },
      }),
      PlaygroundLibraryPrompts: () => ({
        data: {
          savedPrompts: {
            items: [
              {
                id: 'p1',
                title: 'Landlord email',
                text: 'You are a tenant.\nWrite firmly.',
                updatedAt: '2026-11-01T10:00:00Z',
              },
            ],
            total: 1,
          },
        },
      }),
      PlaygroundLibrarySearch: () => ({
        data: {
          searchSavedPrompts: [
            {
              id: 'p2',
              title: 'Haiku coach',
              text: 'Teach me haiku.',
              updatedAt: '2026-11-01T10:00:00Z',
            },
          ],
        },
      }),
    });
    await promptBox();
    await user.click(screen.getByRole('button', { name: 'Insert from library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert from your library' });
    expect(within(dialog).getByRole('combobox', { name: 'Folder' })).toHaveTextContent(
      'SUPER Prompts (1)',
    );
    expect(within(dialog).queryByText(/Locked/)).toBeNull();
    expect(await within(dialog).findByText('Landlord email')).toBeInTheDocument();

    await user.type(
      within(dialog).getByRole('searchbox', { name: 'Search your prompts' }),
      'haiku',
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Insert “Haiku coach”' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Prompt to test')).toHaveValue('Teach me haiku.');
    expect(server.callsTo('PlaygroundLibrarySearch')[0]?.variables).toEqual({
      query: 'haiku',
      limit: 30,
    });
  });
});
