/**
 * The playground in the app: its place in the dashboard's navigation, its route, and the
 * dashboard result's "Test on models", which brings the prompt along (the app composes the two
 * features; neither imports the other).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { forgetSession } from '@/lib/session';
import {
  dashboardHandlers,
  makeGeneration,
  makeMe,
  makeUser,
  mockGraphQL,
  streamedResult,
} from '@/testing/graphql-mock';
import { estimateReply, setupReply } from '@/testing/playground';
import { renderRoutes } from '@/testing/render';

import { routes } from '../router';

function handlers() {
  const me = makeMe({ planName: 'PRO' });
  return {
    RefreshSession: () => ({
      data: {
        refreshSession: {
          accessToken: 'access-token-1',
          expiresAt: '2030-01-01T00:00:00Z',
          user: makeUser({ planName: 'PRO' }),
        },
      },
    }),
    ...dashboardHandlers(me),
    PlaygroundSetup: () => setupReply(),
    PlaygroundEstimate: () => estimateReply(),
    PlaygroundRuns: () => ({ data: { playgroundRuns: [] } }),
    TestingAnalytics: () => ({
      data: {
        testingAnalytics: {
          overall: 5,
          anthropic: 2,
          openai: 3,
          gemini: 0,
          mistral: 0,
          amazon: 0,
          meta: 0,
          multiModel: 2,
        },
      },
    }),
  };
}

describe('the testing playground in the app', () => {
  beforeEach(() => forgetSession());

  it('is in the dashboard navigation and served at /dashboard/test', async () => {
    mockGraphQL(handlers());
    const { router } = renderRoutes(routes, '/dashboard');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'New prompt' });
    const nav = screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!;
    await user.click(within(nav).getByRole('link', { name: 'Playground' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Testing playground' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/test');
    expect(
      await screen.findByText('So far: 2 runs, 5 answers (OpenAI 3, Anthropic 2).'),
    ).toBeVisible();
  });

  it('"Test on models" on a generated prompt opens the playground with that prompt', async () => {
    const prompt = 'You are a patient teacher.\n\nExplain fractions with pizza.';
    mockGraphQL({
      ...handlers(),
      StreamGeneration: (variables) =>
        streamedResult(
          makeGeneration({
            generator: 'AI_AMPLIFIER',
            description: String(variables.description),
            prompt,
          }),
        ),
    });
    const { router } = renderRoutes(routes, '/dashboard');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'New prompt' });
    await user.type(screen.getByLabelText('Describe your task'), 'Teach fractions');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const result = screen.getByRole('region', { name: 'Result' });
    await user.click(await within(result).findByRole('link', { name: 'Test on models' }));

    expect(await screen.findByLabelText('Prompt to test')).toHaveValue(prompt);
    expect(router.state.location.pathname).toBe('/dashboard/test');
    expect(new URLSearchParams(router.state.location.search).get('prompt')).toBe(prompt);
  });
});
