/**
 * With an LLM provider the prompt appears as the model writes it. This spec runs its own
 * server, configured (through a superprompt.toml named by SUPERPROMPT_CONFIG) with an
 * OpenAI-compatible provider: support/fake-openai.ts, a real HTTP server that speaks OpenAI's
 * streaming wire format and sends its deltas slowly, stopping at chosen points so the page can
 * be checked half-written. The dashboard takes its default path, POST /api/generate/stream.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { createUser } from '../support/api';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai';
import { test as base, expect, signInToDashboard } from '../support/fixtures';
import { startServer, type RunningServer } from '../support/server';

interface WithProvider {
  fake: FakeOpenAi;
  server: RunningServer;
}

const test = base.extend<Record<never, never>, { withProvider: WithProvider }>({
  withProvider: [
    async ({}, use) => {
      const fake = await startFakeOpenAi();
      const configDir = await mkdtemp(path.join(os.tmpdir(), 'superprompt-e2e-config-'));
      const config = path.join(configDir, 'superprompt.toml');
      await writeFile(
        config,
        [
          '[[llm.providers]]',
          'name = "fake-openai"',
          'kind = "openai"',
          `base_url = "${fake.baseUrl}"`,
          'api_key = "e2e-key"',
          'models = { default = "fake-model" }',
          '',
        ].join('\n'),
      );
      const server = await startServer({
        logName: 'server-with-provider',
        env: { SUPERPROMPT_CONFIG: config },
      });
      await use({ fake, server });
      await server.stop();
      await fake.close();
      await rm(configDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  // Pages, API calls and the test user all go to the server with the provider.
  baseURL: async ({ withProvider }, use) => {
    await use(withProvider.server.url);
  },
  user: async ({ request, withProvider }, use) => {
    await use(await createUser(request, { serverDataDir: withProvider.server.dataDir }));
  },
});

const TASK = 'Write an email to my landlord about a broken heater';

test('the prompt appears as the model streams it, then the whole prompt is shown', async ({
  page,
  user,
  withProvider: { fake },
}) => {
  fake.answerNext({
    chunks: [
      'You are a tenant who writes',
      ' firm, polite letters.\n\n',
      'Write to the landlord',
      ' about the broken heater',
      ' and ask for a repair date.',
      '\n---IMPROVEMENTS---\n',
      '- Added a role\n- Asked for a date\n',
    ],
    gapMs: 200,
    pauseAfter: [2, 4],
  });
  await signInToDashboard(page, user);
  await page.getByLabel('Describe your task').fill(TASK);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();

  const results = page.getByRole('region', { name: 'Result' });
  const writing = results.getByRole('status').filter({ hasText: 'Writing your Super Prompt' });
  const soFar = results.getByRole('group', { name: 'Prompt so far' });

  // Two deltas sent, the model "thinking": they are on the page, the rest is not.
  await fake.paused();
  await expect(soFar).toBeVisible();
  await expect(soFar).toContainText('You are a tenant who writes firm, polite letters.');
  await expect(soFar).not.toContainText('landlord');
  await expect(writing).toBeVisible();

  // Two more: the text grew, still being written.
  fake.release();
  await fake.paused();
  await expect(soFar).toContainText('Write to the landlord about the broken heater');
  await expect(soFar).not.toContainText('repair date');
  await expect(writing).toBeVisible();

  // The end of the stream: the result card with the whole prompt, written by the provider.
  fake.release();
  const prompt = results.getByRole('group', { name: 'Generated prompt' });
  await expect(prompt).toHaveText(
    'You are a tenant who writes firm, polite letters. Write to the landlord about the broken heater and ask for a repair date.',
  );
  await expect(prompt).not.toContainText('IMPROVEMENTS');
  await expect(writing).toBeHidden();
  await expect(soFar).toBeHidden();
  await expect(results.getByRole('heading', { level: 3, name: 'AI Amplifier' })).toBeVisible();
  await expect(results.getByText('fake-openai:fake-model')).toBeVisible();
  await expect(results.getByText('Built-in engine')).toBeHidden();
  const improved = results.getByRole('region', { name: 'What was improved' });
  await expect(improved.getByRole('listitem')).toHaveText(['Added a role', 'Asked for a date']);

  // One streaming chat request, carrying the user's task.
  expect(fake.requests).toHaveLength(1);
  expect(fake.requests[0]?.body.stream).toBe(true);
  expect(JSON.stringify(fake.requests[0]?.body.messages)).toContain(TASK);
});
