/**
 * The extension's content script on the chat sites (issue 23), with the real extension, the
 * real server (its offline engine) and each site's composer copied into a local page served at
 * the site's real address (`support/composer-fixtures.ts`): ChatGPT's ProseMirror, Claude's
 * contenteditable, Gemini's Quill and Perplexity's React-style textarea. On each: Enhance
 * rewrites the draft in place (in the editor's model: Send shows it), Undo brings the draft
 * back, Save puts it in "Extension Prompts", and a saved prompt with a `{{variable}}` is
 * inserted through the picker and its form. A page whose composer the adapter cannot find
 * gets the launcher, copies a picked prompt to the clipboard and records the failure.
 */
import type { APIRequestContext, Page, Worker } from '@playwright/test';

import { accessTokenFor, createUser, gql } from '../support/api';
import {
  CHAT_SITES,
  NO_COMPOSER_URL,
  routeChatSites,
  type ChatSite,
} from '../support/composer-fixtures';
import { expect, signInExtension, test } from '../support/extension';

const DRAFT = 'Write a cover letter for a junior data analyst job at a bike shop';
const TEMPLATE = 'Summarise the bug report about {{topic}} in three short bullet points.';

/**
 * Text as it compares across editors: its lines, without the blank ones (editors keep blank
 * lines and runs of spaces differently; the line breaks must be there).
 */
const squash = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');

async function savePrompt(
  request: APIRequestContext,
  token: string,
  input: { title: string; text: string },
): Promise<void> {
  await gql(
    request,
    `mutation ($input: SavePromptInputGql!) { savePrompt(input: $input) { id } }`,
    { input },
    token,
  );
}

async function latestGeneration(
  request: APIRequestContext,
  token: string,
): Promise<{ prompt: string; generator: string | null }> {
  const data = await gql<{ generations: { prompt: string; generator: string | null }[] }>(
    request,
    `query { generations(limit: 1) { prompt generator } }`,
    {},
    token,
  );
  return data.generations[0] ?? { prompt: '', generator: null };
}

/** What the service worker does on the keyboard shortcut (chrome.commands): tell the tabs. */
async function pressShortcut(worker: Worker): Promise<void> {
  await worker.evaluate(async () => {
    const tabs = await chrome.tabs.query({});
    for (const tab of tabs) {
      if (tab.id === undefined) continue;
      await chrome.tabs.sendMessage(tab.id, { type: 'ENHANCE_SHORTCUT' }).catch(() => null);
    }
  });
}

async function extensionPromptTexts(request: APIRequestContext, token: string): Promise<string[]> {
  const { folders } = await gql<{ folders: { id: string; name: string }[] }>(
    request,
    `query { folders { id name } }`,
    {},
    token,
  );
  const folder = folders.find((f) => f.name === 'Extension Prompts');
  if (!folder) return [];
  const data = await gql<{ savedPrompts: { items: { text: string }[] } }>(
    request,
    `query ($id: ID!) { savedPrompts(folderId: $id, limit: 50) { items { text } } }`,
    { id: folder.id },
    token,
  );
  return data.savedPrompts.items.map((p) => p.text);
}

/** What the composer shows. */
async function composerText(page: Page, site: ChatSite): Promise<string> {
  const composer = page.locator(CHAT_SITES[site].composer);
  return squash(site === 'perplexity' ? await composer.inputValue() : await composer.innerText());
}

/** What the site's own model holds: Send copies it into #sent. */
async function sentText(page: Page): Promise<string> {
  await page.getByRole('button', { name: /^(Send|Submit)/ }).click();
  return squash((await page.locator('#sent').textContent()) ?? '');
}

const notifications = (page: Page) =>
  page.getByRole('region', { name: 'Superprompt notifications' });

/** Picks the saved prompt titled `title` in the picker and fills its variable. */
async function pickTemplate(page: Page, title: string, topic: string, action: string) {
  const picker = page.getByRole('dialog', { name: 'Insert a saved prompt' });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('combobox', { name: 'Search your prompts' })).toBeFocused();
  await picker.getByRole('combobox', { name: 'Search your prompts' }).fill(title);
  const option = picker.getByRole('option').filter({ hasText: title });
  await expect(option).toHaveCount(1);
  await expect(picker.getByRole('option')).toHaveCount(1);
  // Keyboard: the first match is active; Enter chooses it.
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Fill in the variables' });
  const field = form.getByRole('textbox', { name: 'topic *' });
  await expect(field).toBeFocused();
  // Required: refused empty.
  await form.getByRole('button', { name: action, exact: true }).click();
  await expect(form.getByText('Fill in topic.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(topic);
  await form.getByRole('button', { name: action, exact: true }).click();
  await expect(form).toBeHidden();
}

const SITES = Object.keys(CHAT_SITES) as ChatSite[];

for (const site of SITES) {
  test(`${CHAT_SITES[site].name}: enhance in place, undo, save, insert a saved prompt`, async ({
    context,
    worker,
    request,
  }) => {
    const user = await createUser(request);
    const token = await accessTokenFor(request, user);
    const title = `Bug summary for ${site}`;
    await savePrompt(request, token, { title, text: TEMPLATE });
    await routeChatSites(context);
    const page = await context.newPage();
    await signInExtension(context, page, user);
    expect(await worker.evaluate(() => chrome.storage.sync.get('defaultTier'))).toEqual({});

    await page.goto(CHAT_SITES[site].url);
    const composer = page.locator(CHAT_SITES[site].composer);
    const enhance = page.getByRole('button', { name: /^Enhance the draft with Superprompt/ });
    await expect(enhance).toBeVisible();
    await expect(enhance).toHaveAccessibleName('Enhance the draft with Superprompt (AI Amplifier)');

    await test.step('enhance rewrites the draft in place', async () => {
      await composer.click();
      await page.keyboard.type(DRAFT);
      await expect.poll(() => composerText(page, site)).toBe(DRAFT);
      await enhance.click();
      await expect(notifications(page)).toContainText('Prompt enhanced.');
      await expect(page.getByRole('button', { name: 'Stop enhancing' })).toHaveCount(0);
      const generation = await latestGeneration(request, token);
      expect(generation.generator).toBe('AI_AMPLIFIER');
      const improved = squash(generation.prompt);
      expect(improved.length).toBeGreaterThan(DRAFT.length);
      expect(improved).not.toBe(DRAFT);
      expect(await composerText(page, site)).toBe(improved);
      expect(await sentText(page)).toBe(improved);
    });

    await test.step('undo brings the draft back', async () => {
      await notifications(page).getByRole('button', { name: 'Undo' }).click();
      await expect(notifications(page)).toContainText('Your draft is back.');
      expect(await composerText(page, site)).toBe(DRAFT);
      expect(await sentText(page)).toBe(DRAFT);
    });

    await test.step('save puts the draft in Extension Prompts', async () => {
      const options = page.getByRole('button', { name: 'Superprompt options' });
      await options.click();
      const menu = page.getByRole('dialog', { name: 'Superprompt tier' });
      await expect(menu.getByRole('radio', { name: /AI Amplifier/ })).toBeChecked();
      await menu.getByRole('button', { name: 'Save to Extension Prompts' }).click();
      // Titled by the draft's first line, shortened at a word.
      await expect(notifications(page)).toContainText(
        'Saved to Extension Prompts: “Write a cover letter for a junior data analyst job at a…”',
      );
      expect(await extensionPromptTexts(request, token)).toContain(DRAFT);
    });

    await test.step('insert a saved prompt with a variable', async () => {
      await page.getByRole('button', { name: 'Superprompt options' }).click();
      await page
        .getByRole('dialog', { name: 'Superprompt tier' })
        .getByRole('button', { name: 'Insert a saved prompt…' })
        .click();
      await pickTemplate(page, title, 'the login page', 'Insert');
      const filled = 'Summarise the bug report about the login page in three short bullet points.';
      await expect(notifications(page)).toContainText(`Inserted “${title}”.`);
      // After the draft, past a blank line.
      expect(await composerText(page, site)).toBe(`${DRAFT}\n${filled}`);
      expect(await sentText(page)).toBe(`${DRAFT}\n${filled}`);
    });
  });
}

test('the menu makes a tier the default, the shortcut enhances with it, Escape closes', async ({
  context,
  worker,
  request,
}) => {
  const user = await createUser(request);
  const token = await accessTokenFor(request, user);
  await routeChatSites(context);
  const page = await context.newPage();
  await signInExtension(context, page, user);
  await page.goto(CHAT_SITES.perplexity.url);
  const composer = page.locator(CHAT_SITES.perplexity.composer);

  await page.getByRole('button', { name: /^Enhance the draft/ }).click();
  await expect(notifications(page)).toContainText('Type your idea in the chat box first');
  await expect(composer).toBeFocused();

  const options = page.getByRole('button', { name: 'Superprompt options' });
  await options.click();
  await expect(options).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('dialog', { name: 'Superprompt tier' });
  const primer = menu.getByRole('radio', { name: /Primer/ });
  await primer.check();
  await menu.getByRole('button', { name: 'Make Primer my default' }).click();
  await expect(notifications(page)).toContainText('Primer is now your default.');
  await expect
    .poll(() => worker.evaluate(() => chrome.storage.sync.get('defaultTier')))
    .toEqual({ defaultTier: 'PRIMER' });
  await expect(menu.getByRole('button', { name: /^Make .* my default$/ })).toBeHidden();
  await expect(menu.getByRole('button', { name: 'Enhance with Primer' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(options).toBeFocused();
  await expect(options).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: /^Enhance the draft/ })).toHaveAccessibleName(
    'Enhance the draft with Superprompt (Primer)',
  );

  // The picker, with nothing saved yet; Escape closes it and gives the focus back.
  await options.click();
  await menu.getByRole('button', { name: 'Insert a saved prompt…' }).click();
  const picker = page.getByRole('dialog', { name: 'Insert a saved prompt' });
  await expect(picker.getByRole('status')).toHaveText(/^No saved prompts yet/);
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(options).toBeFocused();

  // The keyboard shortcut enhances the draft with the default tier.
  await composer.fill(DRAFT);
  await pressShortcut(worker);
  await expect(notifications(page)).toContainText('Prompt enhanced.');
  const generation = await latestGeneration(request, token);
  expect(generation.generator).toBe('PRIMER');
  expect(squash(await composer.inputValue())).toBe(squash(generation.prompt));
  expect(await sentText(page)).toBe(squash(generation.prompt));
});

test('signed out, Enhance keeps the draft and offers to sign in', async ({ context, worker }) => {
  await routeChatSites(context);
  const page = await context.newPage();
  await page.goto(CHAT_SITES.claude.url);
  await page.locator(CHAT_SITES.claude.composer).click();
  await page.keyboard.type(DRAFT);
  await page.getByRole('button', { name: /^Enhance the draft/ }).click();
  const alert = notifications(page).getByRole('alert');
  await expect(alert).toContainText('Sign in to Superprompt to use it here.');
  expect(await composerText(page, 'claude')).toBe(DRAFT);
  const opened = context.waitForEvent('page');
  await alert.getByRole('button', { name: 'Sign in' }).click();
  const signIn = await opened;
  const serverUrl = await worker.evaluate(async () => {
    const { serverUrl } = await chrome.storage.sync.get<{ serverUrl: string }>('serverUrl');
    return serverUrl;
  });
  await expect(signIn).toHaveURL(`${serverUrl}/login`);
});

test('without a composer it records the failure and copies through the launcher', async ({
  context,
  worker,
  request,
}) => {
  const user = await createUser(request);
  const token = await accessTokenFor(request, user);
  const title = 'Bug summary to copy';
  await savePrompt(request, token, { title, text: TEMPLATE });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: 'https://chatgpt.com',
  });
  await routeChatSites(context);
  const page = await context.newPage();
  await signInExtension(context, page, user);

  await page.goto(NO_COMPOSER_URL);
  const launcher = page.getByRole('button', { name: 'Open Superprompt' });
  // The adapter gives the page about 8 seconds to show its composer.
  await expect(launcher).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /^Enhance the draft/ })).toHaveCount(0);
  await expect
    .poll(() =>
      worker.evaluate(async () => {
        const stored = await chrome.storage.local.get<{
          adapterFailures?: { site: string; adapterVersion: number; step: string; count: number }[];
        }>('adapterFailures');
        return (stored.adapterFailures ?? []).map(({ site, adapterVersion, step, count }) => ({
          site,
          adapterVersion,
          step,
          count,
        }));
      }),
    )
    .toEqual([{ site: 'chatgpt', adapterVersion: 1, step: 'find-composer', count: 1 }]);

  await launcher.click();
  const panel = page.getByRole('dialog', { name: 'Superprompt' });
  await expect(panel.getByLabel('Your draft')).toBeFocused();
  await panel.getByRole('button', { name: 'Copy a saved prompt…' }).click();
  await pickTemplate(page, title, 'checkout', 'Copy');
  const filled = 'Summarise the bug report about checkout in three short bullet points.';
  await expect(notifications(page)).toContainText(
    `“${title}” was copied. Paste it into the chat box.`,
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(filled);

  await panel.getByLabel('Your draft').fill(DRAFT);
  await panel.getByRole('button', { name: 'Enhance and copy' }).click();
  await expect(notifications(page)).toContainText(
    'The improved prompt was copied. Paste it into the chat box.',
  );
  const { prompt: improved } = await latestGeneration(request, token);
  expect(improved.length).toBeGreaterThan(DRAFT.length);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(improved);
  await expect(panel.getByLabel('Text to paste into the chat')).toHaveText(improved);
});
