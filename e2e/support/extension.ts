/**
 * The browser extension under test (issue 23): Debian's Chromium with the unpacked build
 * (`extension/dist`, `make extension`) loaded into a persistent profile of its own, in the new
 * headless mode (which runs extensions). The chat sites are never reached: `context.route`
 * answers https://chatgpt.com/ and the others with local pages that copy each site's composer
 * (`e2e/fixtures/`), so the extension's real content script runs on the real addresses.
 *
 * `extensionId` is fixed by the manifest's key, the one the server's CORS policy allows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { chromium, test as base, type BrowserContext, type Worker } from '@playwright/test';
import type { Page } from '@playwright/test';

import type { TestUser } from './api';
import { baseUrl, REPO_ROOT } from './env';
import { signIn } from './fixtures';

export const EXTENSION_DIR = path.join(REPO_ROOT, 'extension', 'dist');
export const EXTENSION_ID = 'gapgikgpojefignimmfhfmkckkjpgcnh';

interface ExtensionFixtures {
  /** A persistent Chromium profile with the extension loaded (its own, per test). */
  context: BrowserContext;
  /** The extension's service worker (evaluate in it to read its storage). */
  worker: Worker;
  /** Errors the extension's pages and content scripts logged, checked after each test. */
  extensionErrors: string[];
}

export const test = base.extend<ExtensionFixtures>({
  context: async ({}, use) => {
    const profile = mkdtempSync(path.join(os.tmpdir(), 'superprompt-ext-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      viewport: { width: 1280, height: 800 },
      locale: 'en-US',
      timezoneId: 'UTC',
      baseURL: baseUrl(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        `--disable-extensions-except=${EXTENSION_DIR}`,
        `--load-extension=${EXTENSION_DIR}`,
      ],
    });
    await use(context);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  },
  worker: async ({ context }, use) => {
    let [worker] = context.serviceWorkers();
    worker ??= await context.waitForEvent('serviceworker');
    if (!worker.url().startsWith(`chrome-extension://${EXTENSION_ID}/`)) {
      throw new Error(`unexpected service worker ${worker.url()}: is the manifest key set?`);
    }
    // Talk to the server under test, as a user would set it in the options page.
    await worker.evaluate((serverUrl) => chrome.storage.sync.set({ serverUrl }), baseUrl());
    await use(worker);
  },
  extensionErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      context.on('weberror', (error) => errors.push(`pageerror: ${error.error().message}`));
      await use(errors);
      expect(errors, 'the extension or a page threw').toEqual([]);
    },
    { auto: true },
  ],
});

export const expect = test.expect;

/** The extension's page (popup.html, options.html) in a tab. */
export function extensionPage(page: string): string {
  return `chrome-extension://${EXTENSION_ID}/${page}`;
}

/** The extension's service worker in `context` (started by the `worker` fixture). */
export async function extensionWorker(context: BrowserContext): Promise<Worker> {
  const running = context
    .serviceWorkers()
    .find((w) => w.url().startsWith(`chrome-extension://${EXTENSION_ID}/`));
  return running ?? (await context.waitForEvent('serviceworker'));
}

/** The session the service worker keeps (chrome.storage.local), or null when signed out. */
export async function extensionSession(
  worker: Worker,
): Promise<{ accessToken: string; refreshToken: string; user: { email: string } } | null> {
  return worker.evaluate(async () => {
    const { session } = await chrome.storage.local.get<{
      session?: { accessToken: string; refreshToken: string; user: { email: string } };
    }>('session');
    return session ?? null;
  });
}

/**
 * Signs `user` in on the web app's sign-in page in this context (`page`: a web page of it) and
 * waits until the bridge content script has handed the session to the extension. Needs the
 * `worker` fixture (it points the extension at the server under test).
 */
export async function signInExtension(
  context: BrowserContext,
  page: Page,
  user: TestUser,
): Promise<void> {
  const worker = await extensionWorker(context);
  await signIn(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect
    .poll(async () => (await extensionSession(worker))?.user.email ?? null, {
      message: 'the web app hands the extension its session',
    })
    .toBe(user.email);
}
