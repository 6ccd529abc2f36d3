/**
 * A worker's own server for the specs that need AI models (the testing playground, the
 * assistant chat): configured (through a superprompt.toml named by SUPERPROMPT_CONFIG) with one
 * OpenAI-compatible provider, "fake", offering three test models, the model of Mastermind
 * generations and the assistant chat's model, all answered by support/fake-openai.ts. Users' own keys may point
 * at private hosts (SUPERPROMPT_LLM__USER_KEYS_PRIVATE_HOSTS), since the fake listens on
 * 127.0.0.1. Each test gets a fresh user on that server.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { createUser } from './api';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai';
import { test as base } from './fixtures';
import { startServer, type RunningServer } from './server';

export interface WithModels {
  fake: FakeOpenAi;
  server: RunningServer;
}

export const MODELS = ['m-a', 'm-b', 'm-c'] as const;
/** The model Mastermind generations ask the fake for. */
export const GENERATION_MODEL = 'gen-mastermind';
/** The model the assistant chat asks the fake for. */
export const CHAT_MODEL = 'chat-model';

export const test = base.extend<Record<never, never>, { withModels: WithModels }>({
  withModels: [
    async ({}, use) => {
      const fake = await startFakeOpenAi();
      const configDir = await mkdtemp(path.join(os.tmpdir(), 'superprompt-e2e-config-'));
      const config = path.join(configDir, 'superprompt.toml');
      await writeFile(
        config,
        [
          '[[llm.providers]]',
          'name = "fake"',
          'kind = "openai"',
          `base_url = "${fake.baseUrl}"`,
          'api_key = "e2e-key"',
          `test_models = [${MODELS.map((m) => `"${m}"`).join(', ')}]`,
          // Only Mastermind generates on the fake (the closed loop's enhancing); the other
          // tiers stay with the built-in engine. The assistant chat answers on the fake.
          `models = { mastermind = "${GENERATION_MODEL}", chat = "${CHAT_MODEL}" }`,
          '',
          '[llm.playground]',
          'confirm_cost_above_usd = 100',
          '',
          '[[llm.prices]]',
          'model = "m-a"',
          'input_per_million = 1.0',
          'output_per_million = 2.0',
          'as_of = "2026-11-01"',
          '',
        ].join('\n'),
      );
      const server = await startServer({
        logName: 'server-with-playground',
        env: {
          SUPERPROMPT_CONFIG: config,
          SUPERPROMPT_LLM__USER_KEYS_PRIVATE_HOSTS: 'true',
        },
      });
      await use({ fake, server });
      await server.stop();
      await fake.close();
      await rm(configDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ withModels }, use) => {
    await use(withModels.server.url);
  },
  user: async ({ request, withModels }, use) => {
    await use(await createUser(request, { serverDataDir: withModels.server.dataDir }));
  },
});
