/**
 * The web app's side of the browser extension (issue 23) against the real server: Settings →
 * Signed-in devices across two browsers (ending the other one signs it out; another user's
 * sessions never show), the uninstall survey as a guest, the welcome page signed out and in,
 * and the bridge with the content script simulated in the page (its presence mark, the
 * messages the page posts, REQUEST_SESSION answered, SIGNED_OUT on sign-out).
 */
import type { Page } from '@playwright/test';

import { accessTokenFor, createUser } from '../support/api';
import { expectNoViolations } from '../support/axe';
import { expect, signInToDashboard, test } from '../support/fixtures';

interface PostedMessage {
  source: string;
  type: string;
  session?: { accessToken: string; refreshToken: string | null; user: { email: string } };
}

declare global {
  interface Window {
    __messages: PostedMessage[];
  }
}

/** What the extension's content script does on this site's pages, as the README describes. */
async function simulateContentScript(page: Page) {
  await page.addInitScript(() => {
    window.__messages = [];
    const mark = () => {
      document.documentElement.dataset.superpromptExtension = '0.1.0-e2e';
    };
    if (document.documentElement) mark();
    else document.addEventListener('DOMContentLoaded', mark);
    window.addEventListener('message', (event) => {
      const data = event.data as PostedMessage | null;
      if (event.source === window && data?.source === 'superprompt-web') {
        window.__messages.push(data);
      }
    });
  });
}

const messages = (page: Page) => page.evaluate(() => window.__messages);

const requestSession = (page: Page) =>
  page.evaluate(() =>
    window.postMessage(
      { source: 'superprompt-extension', type: 'REQUEST_SESSION' },
      window.location.origin,
    ),
  );

test('Settings lists the signed-in browsers and signs the other one out', async ({
  page,
  browser,
  request,
  user,
}) => {
  // Another account, signed in too: its sessions must never show in this user's list.
  const stranger = await createUser(request);
  await accessTokenFor(request, stranger);

  await signInToDashboard(page, user);
  await page.goto('/dashboard/settings');
  const section = page.getByRole('region', { name: 'Signed-in devices' });
  const rows = section.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);

  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const otherPage = await other.newPage();
  await signInToDashboard(otherPage, user);

  await page.reload();
  await expect(rows).toHaveCount(before + 1);
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(section).toContainText('last active just now');
  await expectNoViolations(page, 'the signed-in devices');

  // The newest sign-in that is not this browser: the other context (listed most recent first).
  const otherRow = rows.filter({ hasNotText: 'This device' }).first();
  await otherRow.getByRole('button', { name: /^Sign out / }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('will be signed out at once');
  await expectNoViolations(page, 'the sign-out confirmation');
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(before);
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);

  // The other browser is signed out on its next load.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/(login|signin)\?redirect=%2Fdashboard$/);
  await expect(otherPage.getByLabel('Password', { exact: true })).toBeVisible();
  await other.close();

  // This browser is still signed in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('the uninstall survey works as a guest', async ({ page }) => {
  await page.goto('/extension-uninstall-feedback?v=0.1.0');
  await expect(page).toHaveTitle(/Why did you remove the extension/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sorry to see you go' })).toBeVisible();

  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(
    page.getByText('Choose at least one reason or tell us in a few words.'),
  ).toBeVisible();
  await expectNoViolations(page, 'the uninstall survey with its error');

  await page.getByRole('checkbox', { name: 'It does not support a site I use' }).click();
  await page.getByRole('checkbox', { name: 'Privacy concerns' }).click();
  await page.getByLabel(/Anything else you'd like to tell us/).fill('Please support Mistral.');
  await expect(page.getByText('23 / 2,000')).toBeVisible();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('status')).toContainText('Thank you for your feedback.');
  await expectNoViolations(page, 'the uninstall survey sent');
});

test('the welcome page, signed out and signed in', async ({ page, user }) => {
  await page.goto('/extension-welcome-page');
  await expect(page).toHaveTitle(/Welcome to the Superprompt extension/);
  await expect(page.getByRole('heading', { level: 1, name: "You're all set" })).toBeVisible();
  for (const site of ['ChatGPT', 'Claude', 'Gemini', 'Perplexity']) {
    await expect(page.locator('main')).toContainText(site);
  }
  await expect(page.getByRole('heading', { name: 'Pin it to your toolbar' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enhance' })).toBeVisible();
  const signIn = page.getByRole('main').getByRole('link', { name: 'Sign in' });
  await expect(signIn).toBeVisible();
  await expectNoViolations(page, 'the welcome page signed out');

  await signIn.click();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/extension-welcome-page$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Open dashboard' })).toBeVisible();
  // Without the extension nothing is connected.
  await expect(page.getByText(/Connected as/)).toHaveCount(0);
  await expect(page.getByText(`Signed in as ${user.email}.`)).toBeVisible();
  await expectNoViolations(page, 'the welcome page signed in');
});

test('the bridge gives the extension its session on sign-in and on request, and signs it out', async ({
  page,
  user,
}) => {
  await simulateContentScript(page);
  await signInToDashboard(page, user);
  await expect.poll(async () => (await messages(page)).map((m) => m.type)).toEqual(['SIGNED_IN']);
  const [signedIn] = await messages(page);
  expect(signedIn?.session?.accessToken).toMatch(/\S{20,}/);
  expect(signedIn?.session?.refreshToken).toMatch(/\S{20,}/);
  expect(signedIn?.session?.user.email).toBe(user.email);

  // A later page load, already signed in: the extension asks, the page answers.
  await page.goto('/extension-welcome-page');
  await expect(page.getByRole('main').getByRole('link', { name: 'Open dashboard' })).toBeVisible();
  expect(await messages(page)).toEqual([]);
  await requestSession(page);
  await expect(page.getByRole('status')).toHaveText(`Connected as ${user.email}`);
  const answered = await messages(page);
  expect(answered.map((m) => m.type)).toEqual(['SIGNED_IN']);
  expect(answered[0]?.session?.accessToken).not.toBe(signedIn?.session?.accessToken);
  // Asking again in the same page load mints nothing more.
  await requestSession(page);
  await page.waitForTimeout(500);
  expect((await messages(page)).map((m) => m.type)).toEqual(['SIGNED_IN']);

  // The extension's sessions show in Settings as such.
  await page.goto('/dashboard/settings');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Browser extension' }).first(),
  ).toBeVisible();

  await page.getByRole('button', { name: `${user.name} (account menu)` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  // The app went home without a page load, so the record of this page is still there.
  await expect.poll(async () => (await messages(page)).map((m) => m.type)).toEqual(['SIGNED_OUT']);
});

test("the header's Get Chrome Extension leads to the install steps on a server without a store page", async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-islands', 'hydrated');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Get Chrome Extension' })
    .click();
  await expect(page).toHaveURL(/\/extension-install$/);
  await expect(page).toHaveTitle(/Install the Chrome extension/);
  const steps = page.getByRole('region', { name: 'Load the extension in Chrome' });
  await expect(steps).toContainText('chrome://extensions');
  await expect(steps).toContainText('Load unpacked');
  await expect(steps).toContainText('extension/dist');
  await expectNoViolations(page, 'the install page');
});
