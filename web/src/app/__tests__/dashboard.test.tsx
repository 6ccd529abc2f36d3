/**
 * The dashboard as a user meets it, with the server faked at the wire: generate, the Free
 * limit and paid generators, Comparing mode, history, Context Genies, the Veo 3 image and the
 * new-prompt shortcut.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { TOPIC_LISTS } from '@/config/topics';
import type { GeneratorKind } from '@/lib/gql/graphql';
import { forgetSession } from '@/lib/session';
import {
  dashboardHandlers,
  makeContext,
  makeGeneration,
  makeMe,
  makeQuota,
  makeUser,
  mockGraphQL,
  sessionReply,
  streamedError,
  streamedResult,
  type GraphQLReply,
} from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';

import { routes } from '../router';

type Handlers = Parameters<typeof mockGraphQL>[0];

/** Answers the generation event stream; overrides per generator. */
function generated(
  byGenerator: Partial<Record<GeneratorKind, Parameters<typeof makeGeneration>[0]>> = {},
) {
  return (variables: Record<string, unknown>): GraphQLReply => {
    const generator = variables.generator as GeneratorKind;
    return streamedResult(
      makeGeneration({
        generator,
        description: String(variables.description),
        ...byGenerator[generator],
      }),
      makeQuota({ dailyRemaining: 0, bonusRemaining: 7 }),
    );
  };
}

/** What the dashboard sent to the event stream, in order. */
/** The generations' variables; each names its stream with an id of its own (left out here). */
function streamed(server: ReturnType<typeof mockGraphQL>) {
  return server.callsTo('StreamGeneration').map(({ variables: { streamId, ...variables } }) => {
    expect(streamId).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    return variables;
  });
}

async function openDashboard(handlers: Handlers = {}, me = makeMe()) {
  const server = mockGraphQL({
    RefreshSession: () => sessionReply(makeUser({ planName: me.planName })),
    ...dashboardHandlers(me),
    ...handlers,
  });
  const view = renderRoutes(routes, '/dashboard');
  await screen.findByRole('heading', { name: 'New prompt' });
  return { ...view, server, user: userEvent.setup() };
}

const results = () => screen.getByRole('region', { name: 'Result' });
const description = () => screen.getByLabelText('Describe your task');

describe('dashboard prompt generation', () => {
  beforeEach(() => forgetSession());

  it('keeps the post-upgrade survey under the prompt box, not above it', async () => {
    await openDashboard(
      {
        PostUpgradeSurveyState: () => ({
          data: { me: { id: 'u_1', showPostUpgradeSurvey: true } },
        }),
      },
      makeMe({ planName: 'PRO' }),
    );
    const survey = await screen.findByRole('region', { name: 'What made you upgrade?' });
    // The task box comes first in the page (DOCUMENT_POSITION_FOLLOWING: the survey is after).
    expect(description().compareDocumentPosition(survey) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('fills a suggested topic, generates with a tier and shows the result and new quota', async () => {
    // Like the server: the generation spends the daily one.
    let quota = makeQuota();
    const { server, user } = await openDashboard({
      Me: () => ({ data: { me: { ...makeMe(), quota } } }),
      StreamGeneration: (variables) => {
        quota = makeQuota({ dailyRemaining: 0, bonusRemaining: 7 });
        return generated({ PRIMER: { prompt: 'You are a teacher.' } })(variables);
      },
    });
    expect(await screen.findByText('1 generation left today · 7 bonus left')).toBeInTheDocument();

    const topic = TOPIC_LISTS.find((l) => l.profession === 'Software engineer')!.topics[0]!;
    await user.click(screen.getByRole('button', { name: topic }));
    expect(description()).toHaveValue(topic);
    expect(screen.getByText(`${topic.length} / 4,000`, { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^Primer/ }));
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    expect(
      await within(results()).findByRole('heading', { level: 3, name: 'Primer' }),
    ).toBeInTheDocument();
    expect(within(results()).getByRole('group', { name: 'Generated prompt' })).toHaveTextContent(
      'You are a teacher.',
    );
    expect(within(results()).getByText('What was improved')).toBeInTheDocument();
    expect(streamed(server)).toEqual([
      {
        generator: 'PRIMER',
        description: topic,
        contextId: null,
        noContext: false,
        variant: 0,
        comparisonId: null,
        showReasoning: false,
        imageBase64: null,
        model: null,
      },
    ]);
    expect(await screen.findByText('0 generations left today · 7 bonus left')).toBeInTheDocument();
    // History is reloaded after a generation.
    await waitFor(() => expect(server.callsTo('Generations').length).toBeGreaterThanOrEqual(2));
  });

  it('Mastermind can show its plan and critique, and "Try again" asks for the next version', async () => {
    const { server, user } = await openDashboard({
      StreamGeneration: generated({ MASTERMIND: { prompt: '<role>A planner.</role>' } }),
    });
    await user.type(description(), 'Plan a product launch');
    await user.click(screen.getByRole('radio', { name: /^Mastermind/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Show the plan and critique' }));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await within(results()).findByRole('heading', { level: 3, name: 'Mastermind' });
    await user.click(within(results()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(streamed(server)).toHaveLength(2));
    expect(
      streamed(server).map(({ variant, showReasoning }) => ({ variant, showReasoning })),
    ).toEqual([
      { variant: 0, showReasoning: true },
      { variant: 1, showReasoning: true },
    ]);
    // Another generator has no such option.
    await user.click(screen.getByRole('radio', { name: /^Primer/ }));
    expect(screen.queryByRole('checkbox', { name: 'Show the plan and critique' })).toBeNull();
  });

  it('asks for a description before sending anything', async () => {
    const { server, user } = await openDashboard();
    await user.type(description(), '   ');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Describe the task in a few words first.')).toBeInTheDocument();
    expect(description()).toHaveFocus();
    expect(streamed(server)).toHaveLength(0);
  });

  it('shows the server’s limit message with the renewal once, in local time, and an upgrade link when the Free quota is used up', async () => {
    const resetsAt = new Date(Date.now() + 60 * 60 * 1000);
    resetsAt.setSeconds(0, 0);
    const utc = resetsAt.toISOString().slice(0, 16).replace('T', ' ');
    const message = `You have used today’s free generation and your bonus generations. The next one is available at ${utc} UTC, or upgrade to Pro for unlimited generations.`;
    const { user } = await openDashboard({
      StreamGeneration: () =>
        streamedError('PLAN_LIMIT', message, { resetsAt: resetsAt.toISOString() }),
    });
    await user.type(description(), 'Write a poem');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const alert = await within(results()).findByRole('alert');
    // The user's own clock (an hour from now may be tomorrow: then the date comes first), in
    // place of the UTC time, said once.
    const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(resetsAt);
    expect(alert).toHaveTextContent(
      /^You have used today’s free generation and your bonus generations\. The next one is available at .+, or upgrade to Pro for unlimited generations\./,
    );
    expect(alert.textContent).toContain(`${time}, or upgrade`);
    expect(alert).not.toHaveTextContent('UTC');
    expect(alert).not.toHaveTextContent('Your next free generation');
    expect(within(alert).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/dashboard/pricing',
    );
  });

  it('marks paid generators "Pro" for Free users, keeps them selectable, and shows the plan message', async () => {
    const message =
      'Veo 3 video prompts are part of the Pro plan (also Annual Pro and the 3-Day Pass). Upgrade to use them.';
    const { server, user } = await openDashboard({
      StreamGeneration: () => streamedError('PLAN_LIMIT', message),
    });
    for (const name of [/^Image/, /^4o Image/, /^Veo 3/, /^Sora 2/, /^JSON/]) {
      expect(screen.getByRole('radio', { name })).toHaveAccessibleName(/Pro/);
    }
    expect(screen.getByRole('radio', { name: /^Primer/ })).not.toHaveAccessibleName(/Pro/);

    await user.click(screen.getByRole('radio', { name: /^Veo 3/ }));
    expect(screen.getByLabelText(/First-frame image/)).toBeInTheDocument();
    await user.type(description(), 'A drone shot over a forest');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const alert = await within(results()).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    // Not the Free allowance: no renewal time.
    expect(within(alert).queryByText(/next free generation/)).toBeNull();
    expect(streamed(server)).toEqual([
      {
        generator: 'VEO3',
        description: 'A drone shot over a forest',
        contextId: null,
        noContext: false,
        variant: 0,
        comparisonId: null,
        showReasoning: false,
        imageBase64: null,
        model: null,
      },
    ]);
  });

  it('switches a text tier’s image task to the Image generator in one click, and runs it', async () => {
    const task = 'a landing page hero image for a coffee brand';
    const { server, user } = await openDashboard(
      {
        StreamGeneration: generated({
          PRIMER: { taskKind: 'image', prompt: 'Write three image prompts.' },
          IMAGE_PROMPT: { taskKind: 'image', prompt: 'Coffee beans in morning light --ar 16:9' },
        }),
      },
      makeMe({ planName: 'PRO' }, { quota: { unlimited: true } }),
    );
    await user.click(screen.getByRole('radio', { name: /^Primer/ }));
    await user.type(description(), task);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await within(results()).findByRole('heading', { level: 3, name: 'Primer' });

    await user.click(within(results()).getByRole('button', { name: 'Generate with Image' }));
    expect(
      await within(results()).findByRole('heading', { level: 3, name: 'Image' }),
    ).toBeInTheDocument();
    expect(within(results()).getByRole('group', { name: 'Generated prompt' })).toHaveTextContent(
      'Coffee beans in morning light',
    );
    // The composer shows what ran: the Image generator, the same words, its model picker.
    expect(screen.getByRole('radio', { name: /^Image/ })).toBeChecked();
    expect(description()).toHaveValue(task);
    expect(screen.getByLabelText('Image model')).toHaveValue('MIDJOURNEY');
    expect(streamed(server)).toEqual([
      {
        generator: 'PRIMER',
        description: task,
        contextId: null,
        noContext: false,
        variant: 0,
        comparisonId: null,
        showReasoning: false,
        imageBase64: null,
        model: null,
      },
      {
        generator: 'IMAGE_PROMPT',
        description: task,
        contextId: null,
        noContext: false,
        variant: 0,
        comparisonId: null,
        showReasoning: false,
        imageBase64: null,
        model: 'MIDJOURNEY',
      },
    ]);
    // The Image generator's own result offers no further switch.
    expect(within(results()).queryByRole('button', { name: /^Generate with/ })).toBeNull();
  });

  it('a Free user following the Veo 3 offer of a video task gets the plan message and Upgrade', async () => {
    const message =
      'Veo 3 video prompts are part of the Pro plan (also Annual Pro and the 3-Day Pass). Upgrade to use them.';
    const task = 'a 8 second clip of a cat surfing at sunset';
    const { server, user } = await openDashboard({
      StreamGeneration: (variables) =>
        variables.generator === 'VEO3'
          ? streamedError('PLAN_LIMIT', message)
          : generated({ AI_AMPLIFIER: { taskKind: 'video' } })(variables),
    });
    await user.type(description(), task);
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const offer = await within(results()).findByRole('region', {
      name: 'A generator made for this task',
    });
    expect(offer).toHaveAccessibleDescription(/part of the paid plans/);

    await user.click(within(offer).getByRole('button', { name: 'Generate with Veo 3' }));
    const alert = await within(results()).findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/dashboard/pricing',
    );
    expect(screen.getByRole('radio', { name: /^Veo 3/ })).toBeChecked();
    expect(description()).toHaveValue(task);
    expect(streamed(server).map((v) => [v.generator, v.description])).toEqual([
      ['AI_AMPLIFIER', task],
      ['VEO3', task],
    ]);
  });

  it('shows no Pro badges on a paid plan, and Unlimited', async () => {
    await openDashboard(
      {},
      makeMe(
        { planName: 'PRO' },
        { quota: { unlimited: true, dailyRemaining: 0, bonusRemaining: 0 } },
      ),
    );
    expect(await screen.findByText('Unlimited')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Veo 3/ })).not.toHaveAccessibleName(/Pro/);
  });

  it('checks the Veo 3 image on the client and sends it as a data URL', async () => {
    const { server, user } = await openDashboard(
      { StreamGeneration: generated() },
      makeMe({ planName: 'PRO' }, { quota: { unlimited: true } }),
    );
    await user.click(screen.getByRole('radio', { name: /^Veo 3/ }));
    const input = screen.getByLabelText(/First-frame image/);

    const gif = new File(['GIF89a'], 'frame.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: [gif] } });
    expect(await screen.findByText('Choose a PNG, JPEG or WebP image.')).toBeInTheDocument();

    const huge = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(await screen.findByText('The image must be 10 MB or smaller.')).toBeInTheDocument();

    const png = new File([new Uint8Array([137, 80, 78, 71])], 'frame.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    expect(await screen.findByRole('img', { name: 'Selected first frame' })).toBeInTheDocument();

    await user.type(description(), 'The kite rises into the wind');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await within(results()).findByRole('heading', { level: 3, name: 'Veo 3' });
    expect(streamed(server)).toEqual([
      {
        generator: 'VEO3',
        description: 'The kite rises into the wind',
        contextId: null,
        noContext: false,
        variant: 0,
        comparisonId: null,
        showReasoning: false,
        imageBase64: 'data:image/png;base64,iVBORw==',
        model: null,
      },
    ]);
  });

  it('Comparing mode runs two tiers and shows both results', async () => {
    const { server, user } = await openDashboard({
      StreamGeneration: generated({
        PRIMER: { prompt: 'Short.' },
        MASTERMIND: { prompt: 'Long and careful.' },
      }),
    });
    await user.click(screen.getByRole('radio', { name: 'Comparing' }));
    expect(screen.getByLabelText('First model')).toHaveValue('PRIMER');
    expect(screen.getByLabelText('Second model')).toHaveValue('MASTERMIND');
    await user.type(description(), 'Explain recursion');
    await user.click(screen.getByRole('button', { name: 'Compare' }));

    const primer = await within(results()).findByRole('region', { name: 'Primer' });
    const mastermind = await within(results()).findByRole('region', { name: 'Mastermind' });
    expect(primer).toHaveTextContent('First model');
    expect(primer).toHaveTextContent('Short.');
    expect(mastermind).toHaveTextContent('Second model');
    expect(mastermind).toHaveTextContent('Long and careful.');
    expect(streamed(server).map((v) => v.generator)).toEqual(['PRIMER', 'MASTERMIND']);
    // Both halves carry one comparison id, so the server counts the comparison once.
    const [first, second] = streamed(server).map((v) => v.comparisonId);
    expect(first).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(second).toBe(first);
  });

  it('reopens a recent prompt read-only, with copy and rating', async () => {
    const old = makeGeneration({
      generator: 'MASTERMIND',
      description: 'Plan a product launch',
      prompt: 'Old prompt text',
      rating: 'LIKE',
    });
    const { user } = await openDashboard({
      Generations: () => ({ data: { generations: [old] } }),
    });
    const history = screen.getByRole('region', { name: 'Recent prompts' });
    const entry = await within(history).findByRole('button', { name: /Plan a product launch/ });
    expect(entry).toHaveTextContent('Liked');
    await user.click(entry);

    expect(within(results()).getByText('From your history')).toBeInTheDocument();
    expect(within(results()).getByRole('group', { name: 'Generated prompt' })).toHaveTextContent(
      'Old prompt text',
    );
    expect(within(results()).getByRole('button', { name: 'Like' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(results()).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(entry).toHaveAttribute('aria-current', 'true');

    await user.click(within(results()).getByRole('button', { name: 'Close' }));
    expect(within(results()).queryByText('From your history')).toBeNull();
  });

  it('Context Genies: lists them, picks one for a generation and activates another', async () => {
    let genies = [
      makeContext({ id: 'c_1', name: 'Bakery', isActive: true }),
      makeContext({ id: 'c_2', name: 'Day job', content: 'I work in a bank.' }),
    ];
    const { server, user } = await openDashboard({
      UserContexts: () => ({ data: { userContexts: genies } }),
      UpdateUserContext: ({ id, isActive }) => {
        // Like the server: activating one deactivates the others.
        genies = genies.map((g) => ({ ...g, isActive: g.id === id ? Boolean(isActive) : false }));
        return { data: { updateUserContext: genies.find((g) => g.id === id)! } };
      },
      StreamGeneration: generated(),
    });
    const panel = screen.getByRole('complementary', { name: 'Context Genies' });
    expect(await within(panel).findByText('2 of 2 on Free')).toBeInTheDocument();
    const select = screen.getByLabelText('Context Genie');
    // The active Genie is the default; "No context" opts out of it.
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Active Genie: Bakery', 'No context', 'Day job']),
    );
    expect(select).toHaveDisplayValue('Active Genie: Bakery');

    await user.selectOptions(select, 'c_2');
    await user.type(description(), 'Write a memo');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(streamed(server)[0]).toMatchObject({
        generator: 'AI_AMPLIFIER',
        description: 'Write a memo',
        contextId: 'c_2',
        noContext: false,
      }),
    );

    const dayJob = within(panel).getByRole('switch', { name: 'Use Day job automatically' });
    await user.click(dayJob);
    // Only one may be active: the other switch turns off at once.
    expect(dayJob).toBeChecked();
    expect(
      within(panel).getByRole('switch', { name: 'Use Bakery automatically' }),
    ).not.toBeChecked();
    expect(server.callsTo('UpdateUserContext')[0]?.variables).toEqual({
      id: 'c_2',
      isActive: true,
    });
  });

  it('"No context" sends noContext instead of the active Genie, for any generator and when comparing', async () => {
    const { server, user } = await openDashboard(
      {
        UserContexts: () => ({
          data: {
            userContexts: [
              makeContext({ id: 'c_1', name: 'Bakery', isActive: true }),
              makeContext({ id: 'c_2', name: 'Day job' }),
            ],
          },
        }),
        StreamGeneration: generated(),
      },
      makeMe({ planName: 'PRO' }, { quota: { unlimited: true } }),
    );
    const select = screen.getByLabelText('Context Genie');
    await within(select).findByRole('option', { name: 'Active Genie: Bakery' });
    await user.selectOptions(select, 'No context');
    expect(select).toHaveDisplayValue('No context');

    await user.click(screen.getByRole('radio', { name: /^Veo 3/ }));
    await user.type(description(), 'A drone shot over a forest');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await within(results()).findByRole('heading', { level: 3, name: 'Veo 3' });
    expect(streamed(server)).toEqual([
      {
        generator: 'VEO3',
        description: 'A drone shot over a forest',
        contextId: null,
        noContext: true,
        variant: 0,
        comparisonId: null,
        showReasoning: false,
        imageBase64: null,
        model: null,
      },
    ]);

    await user.click(screen.getByRole('radio', { name: 'Comparing' }));
    expect(screen.getByLabelText('Context Genie')).toHaveDisplayValue('No context');
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    await within(results()).findByRole('region', { name: 'Mastermind' });
    expect(
      streamed(server)
        .slice(1)
        .map(({ generator, contextId, noContext }) => ({ generator, contextId, noContext })),
    ).toEqual([
      { generator: 'PRIMER', contextId: null, noContext: true },
      { generator: 'MASTERMIND', contextId: null, noContext: true },
    ]);
  });

  it('sends a picked Genie’s id with an image generator', async () => {
    const { server, user } = await openDashboard(
      {
        UserContexts: () => ({
          data: {
            userContexts: [
              makeContext({ id: 'c_1', name: 'Bakery', isActive: true }),
              makeContext({ id: 'c_2', name: 'Day job' }),
            ],
          },
        }),
        StreamGeneration: generated(),
      },
      makeMe({ planName: 'PRO' }, { quota: { unlimited: true } }),
    );
    await user.click(screen.getByRole('radio', { name: /^Image/ }));
    await user.selectOptions(screen.getByLabelText('Image model'), 'GPT_IMAGE');
    const select = screen.getByLabelText('Context Genie');
    await within(select).findByRole('option', { name: 'Day job' });
    await user.selectOptions(select, 'Day job');
    await user.type(description(), 'A loaf of sourdough on a marble counter');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await within(results()).findByRole('heading', { level: 3, name: 'Image' });
    expect(streamed(server)).toEqual([
      {
        generator: 'IMAGE_PROMPT',
        description: 'A loaf of sourdough on a marble counter',
        contextId: 'c_2',
        noContext: false,
        variant: 0,
        comparisonId: null,
        showReasoning: false,
        imageBase64: null,
        model: 'GPT_IMAGE',
      },
    ]);
  });

  it('with no active Genie the default is "No context", and nothing is asked of the server', async () => {
    const { server, user } = await openDashboard({
      UserContexts: () => ({
        data: { userContexts: [makeContext({ id: 'c_2', name: 'Day job' })] },
      }),
      StreamGeneration: generated(),
    });
    const select = screen.getByLabelText('Context Genie');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['No context', 'Day job']),
    );
    await user.type(description(), 'Write a memo');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await within(results()).findByRole('group', { name: 'Generated prompt' });
    expect(streamed(server)[0]).toMatchObject({ contextId: null, noContext: false });
  });

  it('creates and deletes a Genie, with a confirmation', async () => {
    let genies = [makeContext({ id: 'c_1', name: 'Bakery' })];
    const { server, user } = await openDashboard({
      UserContexts: () => ({ data: { userContexts: genies } }),
      CreateUserContext: (v) => {
        const created = makeContext({
          id: 'c_2',
          name: v.name as string,
          content: v.content as string,
          isActive: v.isActive as boolean,
        });
        genies = [...genies, created];
        return { data: { createUserContext: created } };
      },
      DeleteUserContext: ({ id }) => {
        genies = genies.filter((g) => g.id !== id);
        return { data: { deleteUserContext: true } };
      },
    });
    const panel = screen.getByRole('complementary', { name: 'Context Genies' });
    await within(panel).findByText('Bakery');

    await user.click(within(panel).getByRole('button', { name: 'New Genie' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Context Genie' });
    await user.type(within(dialog).getByLabelText('Name'), 'Podcast');
    await user.type(within(dialog).getByLabelText('Context'), 'A weekly show about maps.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Genie' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('CreateUserContext')[0]?.variables).toEqual({
      name: 'Podcast',
      content: 'A weekly show about maps.',
      isActive: false,
    });
    expect(await within(panel).findByText('Podcast')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Delete Podcast' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete “Podcast”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete Genie' }));
    await waitFor(() => expect(within(panel).queryByText('Podcast')).toBeNull());
    expect(server.callsTo('DeleteUserContext')[0]?.variables).toEqual({ id: 'c_2' });
  });

  it('the new-prompt shortcut clears the description and the result', async () => {
    const { user } = await openDashboard({ StreamGeneration: generated() });
    await user.type(description(), 'Write a cover letter');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await within(results()).findByRole('group', { name: 'Generated prompt' });

    fireEvent.keyDown(window, { key: 'O', code: 'KeyO', ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(description()).toHaveValue(''));
    expect(within(results()).queryByRole('group', { name: 'Generated prompt' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('the settings page has a Context Genies section too', async () => {
    mockGraphQL({
      RefreshSession: () => sessionReply(makeUser()),
      ...dashboardHandlers(),
      UserContexts: () => ({ data: { userContexts: [makeContext({ name: 'Bakery' })] } }),
    });
    renderRoutes(routes, '/dashboard/settings');
    const section = await screen.findByRole('region', { name: 'Context Genies' });
    expect(await within(section).findByText('Bakery')).toBeInTheDocument();
    expect(within(section).getByText('1 of 2 on Free')).toBeInTheDocument();
  });
});
