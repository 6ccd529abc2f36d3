/**
 * With an LLM provider the prompt appears as the model writes it. This spec runs its own
 * server, configured (through a superprompt.toml named by SUPERPROMPT_CONFIG) with an
 * OpenAI-compatible provider: support/fake-openai.ts, a real HTTP server that speaks OpenAI's
 * streaming wire format and sends its deltas slowly, stopping at chosen points so the page can
 * be checked half-written. The dashboard takes its default path: the `streamGeneration`
 * subscription over graphql-ws (GET /graphql/ws), one socket per generation. A socket cut
 * mid-stream (page.routeWebSocket) is followed on a new one with `followGeneration`.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import type { APIRequestContext } from '@playwright/test';

import { accessTokenFor, createUser, gql, type TestUser } from '../support/api';
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
  // What the page says and hears on its websockets (graphql-ws messages).
  const sockets: { url: string; sent: string[]; received: string[] }[] = [];
  page.on('websocket', (socket) => {
    const seen = { url: socket.url(), sent: [] as string[], received: [] as string[] };
    sockets.push(seen);
    socket.on('framesent', ({ payload }) => seen.sent.push(payload.toString()));
    socket.on('framereceived', ({ payload }) => seen.received.push(payload.toString()));
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

  // The page spoke graphql-ws to the server: the token in connection_init, one
  // streamGeneration subscription, text as GenerationDelta events, then the GenerationResult.
  expect(sockets.map((socket) => new URL(socket.url).pathname)).toEqual(['/graphql/ws']);
  const [socket] = sockets;
  const sent = (socket?.sent ?? []).map((frame) => JSON.parse(frame) as Record<string, unknown>);
  expect(sent.map((message) => message.type)).toEqual(['connection_init', 'subscribe']);
  expect(JSON.stringify(sent[0]?.payload)).toMatch(/^\{"authorization":"Bearer [^"]+"\}$/);
  expect(JSON.stringify(sent[1]?.payload)).toContain('streamGeneration');
  const received = socket?.received.join('\n') ?? '';
  expect(received).toContain('"__typename":"GenerationDelta"');
  expect(received).toContain('"__typename":"GenerationResult"');

  // One streaming chat request, carrying the user's task.
  expect(fake.requests).toHaveLength(1);
  expect(fake.requests[0]?.body.stream).toBe(true);
  expect(JSON.stringify(fake.requests[0]?.body.messages)).toContain(TASK);
});

interface Allowance {
  me: { quota: { dailyRemaining: number; bonusRemaining: number } };
  generations: { prompt: string }[];
}

async function allowance(request: APIRequestContext, user: TestUser): Promise<Allowance> {
  return gql<Allowance>(
    request,
    '{ me { quota { dailyRemaining bonusRemaining } } generations { prompt } }',
    {},
    await accessTokenFor(request, user),
  );
}

test('cancelling before any text cancels the generation on the server: nothing spent', async ({
  page,
  request,
  user,
  withProvider: { fake },
}) => {
  // The model takes 20 s to say anything.
  fake.answerNext({ chunks: ['You are late.'], gapMs: 20_000 });
  const asked = fake.requests.length;
  await signInToDashboard(page, user);
  await page.getByLabel('Describe your task').fill(TASK);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const results = page.getByRole('region', { name: 'Result' });
  await expect(results.getByRole('status')).toContainText('Writing your Super Prompt');
  // The server has the request: the generation is paid for while the model thinks.
  await expect.poll(() => fake.requests.length).toBe(asked + 1);
  await results.getByRole('button', { name: 'Cancel' }).click();
  await expect(results.getByText('Generation cancelled.')).toBeVisible();
  await expect(results.getByText('finished and saved to your history')).toBeHidden();
  await expect
    .poll(async () => {
      const { me, generations } = await allowance(request, user);
      return { ...me.quota, recorded: generations.length };
    })
    .toEqual({ dailyRemaining: 1, bonusRemaining: 7, recorded: 0 });
});

test('cancelling after text was shown lets the server finish it: it is recorded and counts', async ({
  page,
  request,
  user,
  withProvider: { fake },
}) => {
  fake.answerNext({
    chunks: ['You are a careful editor.', ' Keep the author’s voice.'],
    pauseAfter: [1],
  });
  await signInToDashboard(page, user);
  await page.getByLabel('Describe your task').fill(TASK);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const results = page.getByRole('region', { name: 'Result' });
  await fake.paused();
  await expect(results.getByRole('group', { name: 'Prompt so far' })).toContainText(
    'You are a careful editor.',
  );
  await results.getByRole('button', { name: 'Cancel' }).click();
  await expect(results.getByText('finished and saved to your history')).toBeVisible();
  fake.release();
  await expect
    .poll(async () => {
      const { me, generations } = await allowance(request, user);
      return { spent: 8 - me.quota.dailyRemaining - me.quota.bonusRemaining, generations };
    })
    .toEqual({
      spent: 1,
      generations: [{ prompt: 'You are a careful editor. Keep the author’s voice.' }],
    });
});

test('a socket that drops mid-stream is followed on a new one: the whole prompt, counted once', async ({
  page,
  request,
  user,
  withProvider: { fake },
}) => {
  fake.answerNext({
    chunks: [
      'You are a tenant who writes',
      ' firm, polite letters.',
      ' Ask for a repair date.',
      '\n---IMPROVEMENTS---\n',
      '- Added a role\n',
    ],
    pauseAfter: [1, 2],
  });
  const asked = fake.requests.length;
  // Every graphql-ws socket of the page goes through here. The first (streamGeneration) is cut
  // on both sides as soon as the first text reached the page, as a lost network would cut it
  // (code 1006 on the page). The second (the page following the generation) waits for the
  // test before it reaches the server, so the page can be seen reconnecting.
  const sockets: { sent: Record<string, unknown>[] }[] = [];
  let openFollow: () => void = () => undefined;
  const followMayStart = new Promise<void>((resolve) => (openFollow = resolve));
  let cut = false;
  await page.routeWebSocket(/\/graphql\/ws$/, (ws) => {
    const index = sockets.length;
    const seen = { sent: [] as Record<string, unknown>[] };
    sockets.push(seen);
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      seen.sent.push(JSON.parse(message.toString()) as Record<string, unknown>);
      if (index === 0) server.send(message);
      else void followMayStart.then(() => server.send(message));
    });
    if (index !== 0) return;
    // The page side closes alone (its 1006 is not a code a script may send to the server).
    ws.onClose(() => undefined);
    server.onMessage((message) => {
      ws.send(message);
      if (!cut && message.toString().includes('"GenerationDelta"')) {
        cut = true;
        void ws.close({ code: 1006, reason: 'Network lost (e2e)' });
        void server.close();
      }
    });
  });

  await signInToDashboard(page, user);
  await page.getByLabel('Describe your task').fill(TASK);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const results = page.getByRole('region', { name: 'Result' });
  const reconnecting = results
    .getByRole('status')
    .filter({ hasText: 'The connection dropped. Reconnecting…' });
  const writing = results.getByRole('status').filter({ hasText: 'Writing your Super Prompt' });
  const soFar = results.getByRole('group', { name: 'Prompt so far' });

  // The first text arrived and the socket was cut: the page says it is reconnecting and keeps
  // the text it has.
  await fake.paused();
  await expect(reconnecting).toBeVisible();
  await expect(writing).toBeHidden();
  await expect(soFar).toHaveText('You are a tenant who writes');
  expect(cut).toBe(true);

  // The follow reaches the server: the text so far comes again, then the rest as it is written.
  openFollow();
  await expect(writing).toBeVisible();
  await expect(reconnecting).toBeHidden();
  await expect(soFar).toHaveText('You are a tenant who writes');
  fake.release();
  await fake.paused();
  await expect(soFar).toHaveText('You are a tenant who writes firm, polite letters.');
  fake.release();
  const prompt = results.getByRole('group', { name: 'Generated prompt' });
  await expect(prompt).toHaveText(
    'You are a tenant who writes firm, polite letters. Ask for a repair date.',
  );
  await expect(results.getByRole('region', { name: 'What was improved' })).toContainText(
    'Added a role',
  );
  await expect(writing).toBeHidden();

  // Two sockets: the generation started with a stream id, then followed by that id.
  expect(sockets).toHaveLength(2);
  const subscribeOf = (index: number) =>
    sockets[index]?.sent.find((message) => message.type === 'subscribe')?.payload as
      { query: string; variables: Record<string, unknown> } | undefined;
  const started = subscribeOf(0);
  const followed = subscribeOf(1);
  expect(started?.query).toContain('streamGeneration');
  expect(started?.variables.streamId).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  expect(followed?.query).toContain('followGeneration');
  expect(followed?.variables).toEqual({ streamId: started?.variables.streamId });

  // One generation in the history, counted once, one request to the provider.
  await expect
    .poll(async () => {
      const { me, generations } = await allowance(request, user);
      return { spent: 8 - me.quota.dailyRemaining - me.quota.bonusRemaining, generations };
    })
    .toEqual({
      spent: 1,
      generations: [
        { prompt: 'You are a tenant who writes firm, polite letters. Ask for a repair date.' },
      ],
    });
  expect(fake.requests.length - asked).toBe(1);
});

test('a socket cut before any text: the server dropped the generation, nothing spent, try again', async ({
  page,
  request,
  user,
  withProvider: { fake },
}) => {
  // The model takes 20 s to say anything.
  fake.answerNext({ chunks: ['You are late.'], gapMs: 20_000 });
  const asked = fake.requests.length;
  let cutFirst: () => void = () => undefined;
  let sockets = 0;
  await page.routeWebSocket(/\/graphql\/ws$/, (ws) => {
    sockets += 1;
    const server = ws.connectToServer();
    if (sockets !== 1) return;
    ws.onClose(() => undefined);
    cutFirst = () => {
      void ws.close({ code: 1006, reason: 'Network lost (e2e)' });
      void server.close();
    };
  });
  await signInToDashboard(page, user);
  await page.getByLabel('Describe your task').fill(TASK);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const results = page.getByRole('region', { name: 'Result' });
  await expect(results.getByRole('status')).toContainText('Writing your Super Prompt');
  await expect.poll(() => fake.requests.length).toBe(asked + 1);

  // The server cancelled it (no text had reached the page). The follow hears so, as NOT_FOUND
  // (the page's "connection closed" message) or, while the server still remembers it, as the
  // generation's own end (UNAVAILABLE, with the server's message): either way, try again.
  cutFirst();
  await expect(results.getByRole('alert')).toContainText(
    /The connection closed before the prompt was finished\. Please try again\.|This generation stopped before its prompt was finished\. Nothing was counted for it\./,
  );
  await expect(results.getByRole('button', { name: 'Try again' })).toBeVisible();
  expect(sockets).toBe(2);
  await expect
    .poll(async () => {
      const { me, generations } = await allowance(request, user);
      return { ...me.quota, recorded: generations.length };
    })
    .toEqual({ dailyRemaining: 1, bonusRemaining: 7, recorded: 0 });
});
