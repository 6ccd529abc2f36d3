/**
 * The browser extension's popup and options page (issue 23) with the real extension loaded:
 * the welcome page on install, the web app's sign-in and sign-out reaching the popup, Quick
 * generate and the recent prompts, the popup's Sign out ending the session on the server, and
 * the options (server address checked, default tier used by the popup, site support, shortcut).
 * The popup is opened as a tab (popup.html).
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

import { accessTokenFor, createUser, gql, spendGenerations, type TestUser } from '../support/api';
import { expectNoViolations } from '../support/axe';
import { baseUrl } from '../support/env';
import {
  expect,
  extensionPage,
  extensionSession,
  signInExtension,
  test,
} from '../support/extension';

/** Fails the test when an extension page logs a console error. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  return errors;
}

/** The address a tab was opened at, even when it shows the browser's error page. */
async function tabAddress(context: BrowserContext, page: Page): Promise<string> {
  const cdp = await context.newCDPSession(page);
  try {
    const { currentIndex, entries } = await cdp.send('Page.getNavigationHistory');
    return entries[currentIndex]?.url ?? page.url();
  } finally {
    await cdp.detach();
  }
}

/** The tab whose address matches `pattern` once there is one (tabs the extension opened). */
async function tabAt(context: BrowserContext, pattern: RegExp): Promise<Page> {
  const find = () => context.pages().find((page) => pattern.test(page.url()));
  await expect.poll(() => find()?.url(), { message: `a tab at ${pattern}` }).toMatch(pattern);
  const page = find();
  if (!page) throw new Error(`no tab at ${pattern}`);
  return page;
}

async function extensionClients(request: APIRequestContext, user: TestUser): Promise<string[]> {
  const token = await accessTokenFor(request, user);
  const data = await gql<{ signedInDevices: { client: string }[] }>(
    request,
    `query { signedInDevices { client } }`,
    {},
    token,
  );
  return data.signedInDevices.map((d) => d.client).filter((c) => c === 'EXTENSION');
}

test('installing the extension opens the welcome page', async ({ context }) => {
  // The service worker opens it on install, at the server a fresh install talks to (nothing
  // answers there in this run, so the tab shows the browser's error page: read the address
  // it was opened at from the tab's history rather than from its content).
  const addresses = () =>
    Promise.all(context.pages().map((page) => tabAddress(context, page).catch(() => '')));
  await expect
    .poll(async () => (await addresses()).find((url) => url.includes('/extension-welcome-page')), {
      message: 'a tab at the welcome page',
    })
    .toBeDefined();
  const welcome = (await addresses()).find((url) => url.includes('/extension-welcome-page'));
  const url = new URL(welcome ?? '');
  expect(url.origin).toBe('http://127.0.0.1:8080');
  expect(url.pathname).toBe('/extension-welcome-page');
});

test('the web app signs the popup in and out', async ({ context, worker, request }) => {
  const user = await createUser(request);
  const popup = await context.newPage();
  const consoleErrors = watchConsole(popup);
  await popup.goto(extensionPage('popup.html'));
  await expect(
    popup.getByRole('heading', { name: 'Better prompts, right where you chat' }),
  ).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Create an account' })).toBeVisible();
  await expectNoViolations(popup, 'the popup signed out');

  // Sign in opens the web app's sign-in page in a tab, and the popup closes.
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: 'Sign in' }).click();
  const login = await tabAt(context, /\/login$/);
  await closed;
  expect(consoleErrors).toEqual([]);

  // Signed in on the web app: the popup, open again, shows the account.
  await signInExtension(context, login, user);
  const again = await context.newPage();
  const againErrors = watchConsole(again);
  await again.goto(extensionPage('popup.html'));
  const account = again.getByRole('region', { name: 'Your account' });
  await expect(account).toContainText(user.email);
  await expect(account).toContainText(user.name);
  await expect(account).toContainText('Free');
  await expectNoViolations(again, 'the popup signed in');

  // Signing out in the web app signs the extension out; the open popup follows.
  await login.getByRole('button', { name: `${user.name} (account menu)` }).click();
  await login.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect.poll(() => extensionSession(worker)).toBeNull();
  await expect(again.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(account).toBeHidden();

  expect(againErrors).toEqual([]);
});

const SAVED_TEXT = 'Write a concise weekly status update for my team: wins, risks and next steps.';

test('Quick generate, the recent prompts and Sign out in the popup', async ({
  context,
  worker,
  request,
}) => {
  const user = await createUser(request);
  const token = await accessTokenFor(request, user);
  await gql(
    request,
    `mutation ($input: SavePromptInputGql!) { savePrompt(input: $input) { id } }`,
    {
      input: {
        title: 'Weekly status update',
        text: SAVED_TEXT,
      },
    },
    token,
  );
  const web = await context.newPage();
  await signInExtension(context, web, user);
  await expect.poll(() => extensionClients(request, user)).toEqual(['EXTENSION']);

  // The default tier picked in the options is the one Quick generate starts with.
  const options = await context.newPage();
  const optionsErrors = watchConsole(options);
  await options.goto(extensionPage('options.html'));
  await expect(options.getByRole('region', { name: 'Account' })).toContainText(user.email);
  await expect(options.getByRole('radio', { name: 'AI Amplifier' })).toBeChecked();
  await options.getByRole('radio', { name: 'Mastermind' }).check();
  await expect(options.getByRole('status')).toHaveText('Default tier saved: Mastermind.');
  await expect(options.getByRole('radio', { name: 'Mastermind' })).toBeChecked();
  expect(await worker.evaluate(() => chrome.storage.sync.get('defaultTier'))).toEqual({
    defaultTier: 'MASTERMIND',
  });

  const popup = await context.newPage();
  const popupErrors = watchConsole(popup);
  await popup.goto(extensionPage('popup.html'));
  await expect(popup.getByLabel('Tier')).toHaveValue('MASTERMIND');

  // The prompt saved through the API is among the recent ones, with Copy.
  const saved = popup.getByRole('list', { name: 'Saved' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Weekly status update');
  await saved.getByRole('button', { name: 'Copy Weekly status update' }).click();
  await expect(saved.getByRole('button', { name: 'Copied' })).toBeVisible();
  // The clipboard is the browser's: read it in the web app's page (which may be granted it).
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  const clipboard = () => web.evaluate(() => navigator.clipboard.readText());
  await expect.poll(clipboard).toBe(SAVED_TEXT);
  await expect(popup.getByText('Nothing generated yet.')).toBeVisible();

  // Quick generate (the server's offline engine) shows the prompt, and it joins the recent ones.
  await popup.getByRole('button', { name: 'Generate' }).click();
  await expect(popup.getByText('Describe the task first.')).toBeVisible();
  await popup.getByLabel('Your task').fill('Plan a three-day trip to Lisbon on a budget');
  await popup.getByRole('button', { name: 'Generate' }).click();
  const result = popup.getByRole('group', { name: 'Your prompt' });
  await expect(result).toContainText('Lisbon', { timeout: 30_000 });
  await result.getByRole('button', { name: 'Copy your prompt' }).click();
  await expect(result.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect.poll(clipboard).toContain('Plan a three-day trip to Lisbon on a budget');
  const generated = popup.getByRole('list', { name: 'Generated' }).getByRole('listitem');
  await expect(generated).toHaveCount(1);
  await expect(generated).toContainText('Plan a three-day trip to Lisbon on a budget');
  await expectNoViolations(popup, 'the popup with a generated prompt');

  // The Free plan's last generation is spent: the limit is explained, with the plans.
  await spendGenerations(request, token, 7);
  await popup.getByLabel('Your task').fill('Draft a packing list for the trip');
  await popup.getByRole('button', { name: 'Generate' }).click();
  const limit = popup.getByRole('alert');
  await expect(limit).toContainText("You have used today's free generation");
  await expect(limit).toContainText('upgrade to Pro');
  const closed = popup.waitForEvent('close');
  await limit.getByRole('button', { name: 'See plans' }).click();
  // Closed before signing out: its bridge must not hand the extension a session again.
  await (await tabAt(context, /\/pricing$/)).close();
  await closed;
  expect(popupErrors).toEqual([]);

  // Sign out ends the extension's session: in its storage and on the server.
  const again = await context.newPage();
  const againErrors = watchConsole(again);
  await again.goto(extensionPage('popup.html'));
  await again.getByRole('button', { name: 'Sign out' }).click();
  await expect(again.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await extensionSession(worker)).toBeNull();
  await expect.poll(() => extensionClients(request, user)).toEqual([]);
  // The options page, still open, follows.
  await expect(options.getByRole('region', { name: 'Account' })).toContainText('Not signed in');

  expect(againErrors).toEqual([]);
  expect(optionsErrors).toEqual([]);
});

test('the options page checks the server address, lists site problems and shows the shortcut', async ({
  context,
  worker,
}) => {
  const options = await context.newPage();
  const consoleErrors = watchConsole(options);
  await options.goto(extensionPage('options.html'));
  await expect(options.getByRole('heading', { level: 1, name: 'Options' })).toBeVisible();
  await expect(options.getByRole('region', { name: 'Account' })).toContainText('Not signed in');
  await expect(options.getByText(/^Superprompt extension version \d+\.\d+\.\d+$/)).toBeVisible();

  // A server address that is not allowed is explained and not saved.
  const server = options.getByLabel('Server address');
  await expect(server).toHaveValue(baseUrl());
  const stored = () =>
    worker.evaluate(async () => (await chrome.storage.sync.get('serverUrl')).serverUrl);
  await server.fill('http://superprompt.example.com');
  await expect(options.getByText('After saving, sign in on the new server.')).toBeVisible();
  await options.getByRole('button', { name: 'Save server' }).click();
  await expect(options.getByRole('alert')).toHaveText(
    'Use https:// (http:// is only for a server on this computer).',
  );
  await expect(server).toHaveAttribute('aria-invalid', 'true');
  await expect(server).toBeFocused();
  await expectNoViolations(options, 'the options page with an error');
  await server.fill('not a server');
  await expect(options.getByRole('alert')).toHaveCount(0);
  await server.press('Enter');
  await expect(options.getByRole('alert')).toContainText('Enter the address of your Superprompt');
  expect(await stored()).toBe(baseUrl());

  // Site support: a failure the service worker recorded, then cleared.
  const sites = options.getByRole('region', { name: 'Site support' });
  await expect(sites).toContainText('All sites working');
  await worker.evaluate((failure) => chrome.storage.local.set({ adapterFailures: [failure] }), {
    site: 'ChatGPT',
    adapterVersion: 2,
    step: 'find-composer',
    count: 3,
    lastAt: new Date().toISOString(),
  });
  await expect(sites.getByRole('list', { name: 'Site problems' })).toContainText(
    /^ChatGPT: the chat box was not found \(3 times, last .+\)$/,
  );
  await sites.getByRole('button', { name: 'Clear' }).click();
  await expect(sites).toContainText('All sites working');
  await expect(options.getByRole('status')).toHaveText('Site support problems cleared.');
  expect(await worker.evaluate(() => chrome.storage.local.get('adapterFailures'))).toEqual({});

  // The shortcut is the browser's: shown, and changed on its own page.
  const shortcut = options.getByRole('region', { name: 'Keyboard shortcut' });
  await expect(shortcut.locator('kbd')).toHaveText(/^(Alt\s*\+\s*Shift\s*\+\s*E|⌥⇧E)$/i);
  await shortcut.getByRole('button', { name: 'Change shortcut' }).click();
  await tabAt(context, /^chrome:\/\/extensions\/shortcuts$/);

  // A server on this computer needs no permission: saved, and said so.
  const local = baseUrl().replace('127.0.0.1', 'localhost');
  await server.fill(`${local}/some/page`);
  await options.getByRole('button', { name: 'Save server' }).click();
  await expect(options.getByRole('status')).toHaveText(
    `Server saved: ${local}. Sign in there to use the extension.`,
  );
  expect(await stored()).toBe(local);
  await expect(server).toHaveValue(local);

  expect(consoleErrors).toEqual([]);
});
