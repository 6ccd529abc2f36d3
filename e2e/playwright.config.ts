/**
 * End-to-end tests: Debian's Chromium drives the built web app served by the real server binary
 * (started by global-setup.ts with a fresh SQLite data directory). One worker: the machines
 * have two cores and the server needs one of them.
 *
 * The pages run in Debian's `chromium-headless-shell` when it is installed (`.ci/run` installs
 * it): the same Blink and V8 without the full browser's UI layer, which is what Playwright
 * itself runs headless by default. Chromium's CPU is what this suite waits on, and three spec
 * files took 156 s in it against 188 s in `chromium` (docs/performance.md). The extension's
 * tests launch the full `chromium` themselves (support/extension.ts): the shell runs no
 * extensions.
 */
import { existsSync } from 'node:fs';

import { defineConfig } from '@playwright/test';

const headlessShell = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_SHELL_PATH ??
  (existsSync(headlessShell) ? headlessShell : (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'));

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  outputDir: './test-results',
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    // Set by global-setup.ts once the server is up (workers load this file after it ran).
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    // Each test's new context would install the web app's service worker and precache every
    // script and style of the app: Chromium's CPU is what this suite waits on. The one test of
    // the worker (public-site.spec.ts) allows it. Extensions' workers are not affected.
    serviceWorkers: 'block',
    // A trace (DOM snapshots and a screencast of every step) is recorded on a failed test's
    // retry only (CI retries once; `--trace on` records one locally). Recording it for every
    // test took three spec files from 113 to 89 s (docs/performance.md).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: {
      // `npx playwright install` cannot download browsers here: use the system Chromium.
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
});
