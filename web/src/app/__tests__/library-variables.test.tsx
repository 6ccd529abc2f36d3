/**
 * Prompt variables in the library (issue 22): chips and the variable filter, the form before
 * Copy (filled text on the clipboard), and a save refused for variables written wrong, then
 * kept as plain text.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { forgetSession } from '@/lib/session';
import {
  dashboardHandlers,
  gqlError,
  makeMe,
  makeUser,
  mockGraphQL,
  planLimitsReply,
  sessionReply,
} from '@/testing/graphql-mock';
import { estimateReply, setupReply } from '@/testing/playground';
import { lintLikeServer } from '@/testing/prompt-checks';
import { COUNT, TONE, TOPIC } from '@/testing/prompt-template';
import { renderRoutes } from '@/testing/render';

import { routes } from '../router';

type Handlers = Parameters<typeof mockGraphQL>[0];

const TEXT =
  'Write {{count: number = 3}} {{tone: options(formal, casual) = casual}} notes on {{topic}}.';

const PROMPT = {
  id: 'p_1',
  folderId: 'super',
  title: 'Team notes',
  text: TEXT,
  description: null,
  generator: null,
  tier: null,
  tags: [],
  template: {
    variables: [COUNT, TONE, TOPIC],
    segments: [
      { text: 'Write ', variable: null },
      { text: null, variable: 'count' },
      { text: ' ', variable: null },
      { text: null, variable: 'tone' },
      { text: ' notes on ', variable: null },
      { text: null, variable: 'topic' },
      { text: '.', variable: null },
    ],
    errors: [],
  },
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
};

function openLibrary(handlers: Handlers = {}) {
  const me = makeMe();
  const server = mockGraphQL({
    RefreshSession: () => sessionReply(makeUser({ planName: me.planName })),
    ...dashboardHandlers(me),
    Folders: () => ({
      data: {
        folders: [
          {
            id: 'super',
            name: 'SUPER Prompts',
            promptCount: 1,
            locked: false,
            lockReason: null,
            isDefault: true,
            createdAt: '2026-11-01T10:00:00Z',
            updatedAt: '2026-11-01T10:00:00Z',
          },
        ],
      },
    }),
    LibraryTags: () => ({ data: { libraryTags: [] } }),
    SavedPrompts: () => ({ data: { savedPrompts: { items: [PROMPT], total: 1 } } }),
    SearchSavedPrompts: () => ({ data: { searchSavedPrompts: [PROMPT] } }),
    MyShareLinks: () => ({ data: { myShareLinks: [] } }),
    LibraryPlanLimits: planLimitsReply,
    LibraryContextGenies: () => ({ data: { userContexts: [] } }),
    PromptVersions: () => ({ data: { promptVersions: [] } }),
    PromptChecks: lintLikeServer,
    ...handlers,
  });
  renderRoutes(routes, '/dashboard/library');
  const user = userEvent.setup();
  const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
  // user-event installs its own clipboard stub: replace it after setup.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return { server, user, writeText };
}

describe('library: prompt variables', () => {
  beforeEach(() => forgetSession());

  it('shows each prompt’s variables, and a chip filters the library by its variable', async () => {
    const { server, user } = openLibrary();
    const card = (await screen.findByRole('button', { name: 'Team notes' })).closest('li')!;
    const chips = within(card).getByRole('list', { name: 'Variables' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['{{count}}', '{{tone}}', '{{topic}}']);
    await user.click(within(chips).getByRole('button', { name: /^\{\{tone\}\}/ }));
    expect(screen.getByRole('searchbox', { name: 'Filter by variable' })).toHaveValue('tone');
    expect(
      await screen.findByRole('heading', { name: 'Prompts with {{tone}}' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(server.callsTo('SearchSavedPrompts').at(-1)?.variables).toMatchObject({
        query: '',
        variable: 'tone',
      }),
    );
  });

  it('asks for the variables before Copy, then copies the filled prompt', async () => {
    const { user, writeText } = openLibrary();
    await user.click(await screen.findByRole('button', { name: 'Team notes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Team notes' });
    expect(within(dialog).getByText('3 variables')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).not.toHaveBeenCalled();
    const form = within(dialog).getByRole('form', { name: 'Fill in the variables' });
    await user.click(within(form).getByRole('button', { name: 'Copy filled prompt' }));
    expect(
      within(form).getByRole('textbox', { name: 'topic (required)' }),
    ).toHaveAccessibleDescription(/Fill in topic\./);
    await user.type(within(form).getByRole('textbox', { name: 'topic (required)' }), 'hiring');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^tone/ }), 'formal');
    await user.click(within(form).getByRole('button', { name: 'Copy filled prompt' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledExactlyOnceWith('Write 3 formal notes on hiring.'),
    );
    // Back to the prompt, and the values are remembered for this user and prompt.
    expect(await within(dialog).findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('promptValues:u_1:prompt:p_1') ?? '{}')).toMatchObject({
      topic: 'hiring',
      tone: 'formal',
    });
  });

  it('asks for the variables before Test in playground, which opens with the filled prompt', async () => {
    const { user } = openLibrary({
      PlaygroundSetup: () => setupReply(),
      PlaygroundEstimate: () => estimateReply(),
      PlaygroundRuns: () => ({ data: { playgroundRuns: [] } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Team notes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Team notes' });
    await user.click(within(dialog).getByRole('button', { name: 'Test in playground' }));
    const form = within(dialog).getByRole('form', { name: 'Fill in the variables' });
    await user.type(within(form).getByRole('textbox', { name: 'topic (required)' }), 'budgets');
    await user.click(within(form).getByRole('button', { name: 'Test in playground' }));
    expect(await screen.findByLabelText('Prompt to test')).toHaveValue(
      'Write 3 casual notes on budgets.',
    );
  });

  it('lists where the variables are written wrong, and saves as plain text when asked', async () => {
    const bad = 'Hello {{name: colour}}';
    const { server, user } = openLibrary({
      UpdateSavedPrompt: (variables) =>
        variables.keepAsPlainText
          ? {
              data: {
                updateSavedPrompt: {
                  ...PROMPT,
                  text: bad,
                  template: {
                    variables: [],
                    segments: [{ text: bad, variable: null }],
                    errors: [{ message: 'x', line: 1, column: 14 }],
                  },
                },
              },
            }
          : gqlError(
              'BAD_USER_INPUT',
              'Line 1, column 14: … Fix the variables, or save it as plain text.',
              {
                field: 'text',
                details: [
                  'Line 1, column 14: "colour" is not a type: use text, long, number or options(…)',
                ],
              },
            ),
    });
    await user.click(await screen.findByRole('button', { name: 'Team notes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Team notes' });
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const prompt = within(dialog).getByRole('textbox', { name: 'Prompt' });
    await user.clear(prompt);
    await user.type(prompt, bad.replaceAll('{', '{{'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    const alert = await within(dialog).findByRole('alert', { name: /written wrong/ });
    expect(alert).toHaveTextContent(
      'Line 1, column 14: "colour" is not a type: use text, long, number or options(…)',
    );
    expect(server.callsTo('UpdateSavedPrompt')[0]?.variables).toMatchObject({
      text: bad,
      keepAsPlainText: false,
    });
    await user.click(within(alert).getByRole('button', { name: 'Save as plain text' }));
    await waitFor(() =>
      expect(server.callsTo('UpdateSavedPrompt')[1]?.variables).toMatchObject({
        text: bad,
        keepAsPlainText: true,
      }),
    );
    expect(await within(dialog).findByText(/Saved as plain text/)).toBeInTheDocument();
  });
});
