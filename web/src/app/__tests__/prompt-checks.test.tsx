/**
 * The prompt checks as the app composes them (the dashboard layout fills each feature's
 * PromptChecksSlot): under the dashboard composer a fix edits the task; on a result they are
 * read-only; in the playground a fix edits the prompt to test, which is checked as going to a
 * third party's model.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { forgetSession } from '@/lib/session';
import {
  dashboardHandlers,
  makeGeneration,
  makeMe,
  makeQuota,
  makeUser,
  mockGraphQL,
  sessionReply,
  streamedResult,
} from '@/testing/graphql-mock';
import { estimateReply, setupReply } from '@/testing/playground';
import { lintLikeServer, OUTPUT_FORMAT_LINE } from '@/testing/prompt-checks';
import { renderRoutes } from '@/testing/render';

import { routes } from '../router';

const TASK = 'Write a poem about the sea';

function handlers() {
  const me = makeMe({ planName: 'PRO' });
  return {
    RefreshSession: () => sessionReply(makeUser({ planName: 'PRO' })),
    ...dashboardHandlers(me),
    PromptChecks: lintLikeServer,
    PlaygroundSetup: () => setupReply(),
    PlaygroundEstimate: () => estimateReply(),
    PlaygroundRuns: () => ({ data: { playgroundRuns: [] } }),
  };
}

describe('prompt checks in the app', () => {
  beforeEach(() => forgetSession());

  it('under the dashboard composer: a summary that expands, and a fix that edits the task', async () => {
    const server = mockGraphQL({
      ...handlers(),
      StreamGeneration: (variables) =>
        streamedResult(
          makeGeneration({ description: String(variables.description), prompt: 'A sea poem.' }),
          makeQuota(),
        ),
    });
    renderRoutes(routes, '/dashboard');
    const user = userEvent.setup();
    const task = await screen.findByLabelText<HTMLTextAreaElement>('Describe your task');
    const checks = screen.getByRole('region', { name: 'Checks for your task' });
    expect(checks).toHaveTextContent('Suggestions and the token count show as you type.');

    await user.type(task, TASK);
    await waitFor(() => expect(checks).toHaveTextContent('1 suggestion · ~7 tokens'));
    await user.click(within(checks).getByRole('button', { name: 'Details' }));
    await user.click(within(checks).getByRole('button', { name: 'Add an output format' }));
    expect(task.value).toBe(`${TASK}\n\n${OUTPUT_FORMAT_LINE}`);
    await waitFor(() => expect(checks).toHaveTextContent('No issues found'));

    // Advisory: Generate goes on with the fixed task, and the result has its own checks.
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const result = await screen.findByRole('region', { name: 'Checks for this prompt' });
    await waitFor(() => expect(result).toHaveTextContent('No issues found · ~3 tokens'));
    expect(server.callsTo('StreamGeneration').map((call) => call.variables.description)).toEqual([
      `${TASK}\n\n${OUTPUT_FORMAT_LINE}`,
    ]);
    // The task goes out as it is: no fix may add a variable to it.
    expect(server.callsTo('PromptChecks').at(-1)?.variables).toMatchObject({
      text: 'A sea poem.',
      plainText: true,
    });
  });

  it('on a result: read-only findings (the result is changed through its Changes)', async () => {
    mockGraphQL({
      ...handlers(),
      StreamGeneration: (variables) =>
        streamedResult(
          makeGeneration({ description: String(variables.description), prompt: TASK }),
          makeQuota(),
        ),
    });
    renderRoutes(routes, '/dashboard');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Describe your task'), 'A sea poem, as a list');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const result = await screen.findByRole('region', { name: 'Checks for this prompt' });
    await user.click(await within(result).findByRole('button', { name: 'Details' }));
    expect(within(result).getByRole('list', { name: 'Suggestions' })).toHaveTextContent(
      'No output format',
    );
    expect(within(result).queryByRole('button', { name: 'Add an output format' })).toBeNull();
  });

  it('in the playground: a fix edits the prompt to test, checked for a third party', async () => {
    const server = mockGraphQL(handlers());
    renderRoutes(routes, '/dashboard/test');
    const user = userEvent.setup();
    const prompt = await screen.findByLabelText<HTMLTextAreaElement>('Prompt to test');
    await user.type(prompt, TASK);
    const checks = screen.getByRole('region', { name: 'Checks for your prompt' });
    await user.click(await within(checks).findByRole('button', { name: 'Details' }));
    await user.click(within(checks).getByRole('button', { name: 'Add an output format' }));
    expect(prompt.value).toBe(`${TASK}\n\n${OUTPUT_FORMAT_LINE}`);
    // A prompt to test is a prompt like a saved one: its fixes may add variables.
    expect(server.callsTo('PromptChecks').at(-1)?.variables).toMatchObject({
      text: TASK,
      thirdParty: true,
      plainText: false,
    });
  });
});
