/**
 * The browser extension's own session (issue 23) with the real extension loaded: the web app
 * hands it over on sign-in (the bridge content script), the extension's requests say where they
 * come from, concurrent requests with a spent access token share one refresh (the server ends a
 * session whose refresh token is presented twice), and ending the extension's session in
 * Settings → Signed-in devices signs the extension out.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { createUser } from '../support/api';
import { E2E_DIR } from '../support/env';
import { signInToDashboard } from '../support/fixtures';
import { expect, extensionPage, extensionSession, test } from '../support/extension';

interface LogLine {
  fields?: Record<string, unknown>;
  [key: string]: unknown;
}

/** The server's request log lines (JSON) written since `from` bytes. */
function requestLines(from: number): Record<string, unknown>[] {
  const text = readFileSync(path.join(E2E_DIR, 'test-results', 'server.log'), 'utf8').slice(from);
  return text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine)
    .map((line) => ({ ...line, ...(line.fields ?? {}) }))
    .filter((line) => line.message === 'request');
}

function logSize(): number {
  return readFileSync(path.join(E2E_DIR, 'test-results', 'server.log')).length;
}

/** Asks the service worker from an extension page, as the popup does. */
function ask(page: Page, type: string, request: Record<string, unknown> = {}) {
  return page.evaluate(
    ([t, r]) =>
      chrome.runtime.sendMessage<unknown, { ok: boolean; error?: { code: string } }>({
        type: t,
        ...r,
      }),
    [type, request] as const,
  );
}

test('signing in on the web app signs the extension in; its requests share one refresh', async ({
  context,
  worker,
  request,
}) => {
  const user = await createUser(request);
  const web = await context.newPage();
  await signInToDashboard(web, user);

  // The bridge hands the extension a session of its own.
  await expect.poll(() => extensionSession(worker)).toMatchObject({ user: { email: user.email } });
  const first = (await extensionSession(worker))!;

  // Settings lists it as a device of its own.
  await web.goto('/dashboard/settings');
  const devices = web.getByRole('region', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem').filter({ hasText: /extension/i })).toHaveCount(1);

  // The access token has run out: two requests at once must refresh once, not twice.
  await worker.evaluate(async () => {
    const { session } = await chrome.storage.local.get<{ session: { expiresAt: string } }>(
      'session',
    );
    await chrome.storage.local.set({
      session: { ...session, expiresAt: new Date(Date.now() - 1000).toISOString() },
    });
  });
  const from = logSize();
  const popup = await context.newPage();
  await popup.goto(extensionPage('options.html'));
  const answers = await Promise.all([
    ask(popup, 'LIST_PROMPTS'),
    ask(popup, 'RECENT_GENERATIONS'),
    ask(popup, 'LIST_PROMPTS', { query: 'email' }),
  ]);
  expect(answers.map((a) => a.ok)).toEqual([true, true, true]);
  const after = (await extensionSession(worker))!;
  expect(after.refreshToken).not.toBe(first.refreshToken);
  // Still signed in afterwards: no refresh token was presented twice.
  expect((await ask(popup, 'LIST_PROMPTS')).ok).toBe(true);

  await expect
    .poll(() => requestLines(from).filter((l) => l.component === 'SessionRefresh').length)
    .toBe(1);
  const fromExtension = requestLines(from).filter((l) => l.source === 'extension');
  expect(fromExtension.length).toBeGreaterThanOrEqual(4);
  for (const line of fromExtension) {
    expect(line.feature, JSON.stringify(line)).toEqual(expect.any(String));
    expect(line.component, JSON.stringify(line)).toEqual(expect.any(String));
    expect(line.correlation_id, JSON.stringify(line)).toMatch(/^[0-9a-f-]{36}$/);
  }
  expect(new Set(fromExtension.map((l) => l.correlation_id)).size).toBe(fromExtension.length);
});

test('ending the extension in Signed-in devices signs it out', async ({
  context,
  worker,
  request,
}) => {
  const user = await createUser(request);
  const web = await context.newPage();
  await signInToDashboard(web, user);
  await expect.poll(() => extensionSession(worker)).not.toBeNull();

  await web.goto('/dashboard/settings');
  const devices = web.getByRole('region', { name: 'Signed-in devices' });
  const row = devices.getByRole('listitem').filter({ hasText: /extension/i });
  await row.getByRole('button', { name: /^Sign out / }).click();
  await web.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(row).toHaveCount(0);

  const page = await context.newPage();
  await page.goto(extensionPage('options.html'));
  const answer = await ask(page, 'LIST_PROMPTS');
  expect(answer).toMatchObject({ ok: false, error: { code: 'SIGNED_OUT' } });
  expect(await extensionSession(worker)).toBeNull();
  // The web app itself is still signed in.
  await web.reload();
  await expect(web.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});
