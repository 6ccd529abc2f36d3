/**
 * The library and sharing against the real server: save a generated prompt, find it by
 * search, edit it (a version with its diff), share it by link and open the link and its embed
 * signed out; markup in a shared prompt shows as text and never runs; Free's folder allowance
 * (a new folder never locks another) and the lock on a 4th folder after a downgrade; moving a
 * prompt by keyboard; a generation result shared from the dashboard without saving it, and
 * several folders shared in one link; the library at 390 px.
 */
import type { APIRequestContext, Page } from '@playwright/test';

import { expectNoViolations } from '../support/axe';
import { accessTokenFor, gql } from '../support/api';
import { setPlan } from '../support/cli';
import { expect, signInToDashboard, test } from '../support/fixtures';

const TASK = 'Plan a week of vegetarian dinners for a family of four';
const XSS = '<img src=x onerror=alert(1)>';

/** Saves a prompt through the API (into "SUPER Prompts" unless a folder is given). */
async function savePrompt(
  request: APIRequestContext,
  token: string,
  input: { title: string; text: string; folderId?: string },
) {
  const data = await gql<{ savePrompt: { id: string } }>(
    request,
    `mutation ($input: SavePromptInputGql!) { savePrompt(input: $input) { id } }`,
    { input },
    token,
  );
  return data.savePrompt.id;
}

async function createFolder(request: APIRequestContext, token: string, name: string) {
  await gql(
    request,
    `mutation ($n: String!) { createFolder(name: $n) { id } }`,
    { n: name },
    token,
  );
}

async function openLibrary(page: Page) {
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .first()
    .getByRole('link', { name: 'Library' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/library$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
}

/** A path on this server from a URL the app shows (the server may name its public host). */
function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

test('save a generated prompt, search, edit with versions, share by link and embed', async ({
  page,
  browser,
  user,
}) => {
  await signInToDashboard(page, user);
  await page.getByLabel('Describe your task').fill(TASK);
  await page.getByRole('radio', { name: /^Primer\b/ }).check();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByLabel('Generated prompt')).toContainText('vegetarian');

  // Save to library: the title comes from the task and can be changed.
  await result.getByRole('button', { name: 'Save to library' }).click();
  const saveDialog = page.getByRole('dialog', { name: 'Save to library' });
  await expect(saveDialog.getByLabel('Title')).toHaveValue(TASK);
  await saveDialog.getByLabel('Title').fill('Family dinners');
  await saveDialog.getByLabel('Tags (optional)').fill('food, family');
  await saveDialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(saveDialog).toBeHidden();
  await expect(result.getByRole('button', { name: 'Saved' })).toBeVisible();

  await openLibrary(page);
  const folders = page.getByRole('navigation', { name: 'Folders' });
  await expect(folders.getByRole('button', { name: /SUPER Prompts.*1 prompt/ })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Saved prompts on the Free plan' })).toHaveText(
    /1 of 15 prompts used/,
  );
  await expectNoViolations(page, 'the library');

  // Search finds it.
  await page.getByLabel('Search your prompts').fill('vegetarian');
  await expect(page.getByRole('heading', { name: 'Results for “vegetarian”' })).toBeVisible();
  const prompts = page.getByRole('list', { name: 'Prompts' });
  await expect(prompts.getByRole('listitem')).toHaveCount(1);
  await prompts.getByRole('button', { name: 'Family dinners', exact: true }).click();

  // Edit: the previous content becomes a version, with its diff against the new text.
  const detail = page.getByRole('dialog', { name: 'Family dinners' });
  await expect(detail.getByLabel('Prompt text')).toContainText('vegetarian');
  await expect(detail.getByText('No earlier versions yet.', { exact: false })).toBeVisible();
  await detail.getByRole('button', { name: 'Edit' }).click();
  await detail
    .getByRole('textbox', { name: 'Prompt', exact: true })
    .fill('Cook lentil soup on Monday.\nBake pizza on Friday.');
  await detail.getByRole('button', { name: 'Save changes' }).click();
  await expect(detail.getByLabel('Prompt text')).toHaveText(
    'Cook lentil soup on Monday.\nBake pizza on Friday.',
  );
  const versions = detail.getByRole('region', { name: 'Versions' });
  const diff = versions.getByRole('list', {
    name: 'Changes from this version to the current text',
  });
  await expect(diff).toHaveCount(1);
  await expect(diff.locator('li[data-kind="ADDED"]').first()).toContainText('+');
  await expect(diff.locator('li[data-kind="ADDED"]').first()).toContainText(
    'Only in the current text',
  );
  await expect(diff.locator('li[data-kind="REMOVED"]').first()).toContainText('-');
  await expectNoViolations(page, 'the prompt detail');

  // Share it, link only.
  await detail.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share prompt' });
  await expect(share.getByLabel('Link name')).toHaveValue('Family dinners');
  await expect(share.getByRole('radio', { name: /Anyone with the link/ })).toBeChecked();
  await share.getByRole('button', { name: 'Create link' }).click();
  const link = await share.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(link).toMatch(/\/share\/[^/]+\/[^/]+$/);
  const embedCode = await share.getByRole('textbox', { name: 'Embed code' }).inputValue();
  const embedSrc = /<iframe src="([^"]+)"/.exec(embedCode)?.[1];
  expect(embedSrc).toMatch(/\/embed\/[^/]+$/);
  await expectNoViolations(page, 'the share dialog');
  await share.getByRole('button', { name: 'Done' }).click();

  const links = page.getByRole('region', { name: 'Shared links' });
  await expect(links.getByRole('listitem', { name: 'Family dinners' })).toContainText('Link only');

  // A stranger (fresh context, signed out) opens the link and the embed.
  const stranger = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const visitor = await stranger.newPage();
  await visitor.goto(pathOf(link));
  await expect(visitor.getByRole('heading', { level: 1, name: 'Family dinners' })).toBeVisible();
  await expect(visitor.getByText('Cook lentil soup on Monday.', { exact: false })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Save to my library' })).toHaveAttribute(
    'href',
    /^\/signin\?redirect=/,
  );
  await expectNoViolations(visitor, 'the share page');
  await visitor.goto(pathOf(embedSrc!));
  await expect(visitor.getByRole('link', { name: 'Open in Superprompt' })).toBeVisible();
  await expect(visitor.getByText('Bake pizza on Friday.', { exact: false })).toBeVisible();
  await expect(visitor.getByRole('navigation')).toHaveCount(0);

  // Revoked: the link shows the not-found view.
  await links.getByRole('button', { name: 'Revoke Family dinners' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke link' }).click();
  await expect(links.getByRole('listitem', { name: 'Family dinners' })).toContainText('Revoked');
  await visitor.goto(pathOf(link));
  await expect(visitor.getByRole('heading', { name: 'This link isn’t available' })).toBeVisible();
  await stranger.close();
});

test('markup in a shared prompt shows as text and never runs', async ({
  page,
  browser,
  request,
  user,
}) => {
  const token = await accessTokenFor(request, user);
  await savePrompt(request, token, { title: 'Markup test', text: `Before ${XSS} after` });
  await signInToDashboard(page, user);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await openLibrary(page);
  const prompts = page.getByRole('list', { name: 'Prompts' });
  await expect(prompts).toContainText(XSS);
  await prompts.getByRole('button', { name: 'Prompt actions: Markup test' }).click();
  await page.getByRole('menuitem', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share prompt' });
  await share.getByRole('button', { name: 'Create link' }).click();
  const link = await share.getByRole('textbox', { name: 'Share link' }).inputValue();

  const stranger = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const visitor = await stranger.newPage();
  visitor.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await visitor.goto(pathOf(link));
  const card = visitor.getByRole('article', { name: 'Markup test' });
  await expect(card).toContainText(`Before ${XSS} after`);
  await expect(card.locator('img')).toHaveCount(0);
  await visitor.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  await stranger.close();
});

test('a result is shared from the dashboard, and several folders in one link', async ({
  page,
  browser,
  request,
  user,
}) => {
  const token = await accessTokenFor(request, user);
  const work = await gql<{ createFolder: { id: string } }>(
    request,
    `mutation ($n: String!) { createFolder(name: $n) { id } }`,
    { n: 'Work' },
    token,
  );
  await savePrompt(request, token, {
    title: 'Standup notes',
    text: 'Summarise the standup.',
    folderId: work.createFolder.id,
  });
  await savePrompt(request, token, { title: 'Kept prompt', text: 'Keep this.' });
  await signInToDashboard(page, user);

  // A result, shared without saving it first: the link name comes from the task.
  await page.getByLabel('Describe your task').fill(TASK);
  await page.getByRole('radio', { name: /^Primer\b/ }).check();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByLabel('Generated prompt')).toContainText('vegetarian');
  await result.getByRole('button', { name: 'Share', exact: true }).click();
  const shareResult = page.getByRole('dialog', { name: 'Share result' });
  await expect(shareResult.getByLabel('Link name')).toHaveValue(TASK);
  await shareResult.getByRole('button', { name: 'Create link' }).click();
  const resultLink = await shareResult.getByRole('textbox', { name: 'Share link' }).inputValue();
  await shareResult.getByRole('button', { name: 'Done' }).click();
  await expect(result.getByRole('button', { name: 'Save to library' })).toBeVisible();

  // Several folders: all open ones are ticked; Extension Prompts is left out.
  await openLibrary(page);
  await page
    .getByRole('navigation', { name: 'Folders' })
    .getByRole('button', { name: 'Share folders…' })
    .click();
  const shareFolders = page.getByRole('dialog', { name: 'Share folders' });
  await expect(shareFolders.getByRole('checkbox')).toHaveCount(3);
  await shareFolders.getByRole('checkbox', { name: /Extension Prompts/ }).uncheck();
  await shareFolders.getByLabel('Link name').fill('Team pack');
  await expectNoViolations(page, 'the share folders dialog');
  await shareFolders.getByRole('button', { name: 'Create link' }).click();
  const foldersLink = await shareFolders.getByRole('textbox', { name: 'Share link' }).inputValue();
  await shareFolders.getByRole('button', { name: 'Done' }).click();
  const links = page.getByRole('region', { name: 'Shared links' });
  await expect(links.getByRole('listitem', { name: 'Team pack' })).toContainText('Folders');

  // A stranger opens both.
  const stranger = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const visitor = await stranger.newPage();
  await visitor.goto(pathOf(resultLink));
  await expect(visitor.getByRole('heading', { level: 1, name: TASK })).toBeVisible();
  await expect(visitor.getByText('vegetarian', { exact: false }).first()).toBeVisible();
  await visitor.goto(pathOf(foldersLink));
  await expect(visitor.getByRole('heading', { level: 1, name: 'Team pack' })).toBeVisible();
  await expect(visitor.getByText('Shared folders')).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Work' })).toContainText('Standup notes');
  await expect(visitor.getByRole('region', { name: 'SUPER Prompts' })).toContainText('Kept prompt');
  await expect(visitor.getByRole('region', { name: 'Extension Prompts' })).toHaveCount(0);
  await stranger.close();
});

test('Free: one folder of your own, then New folder says why not', async ({ page, user }) => {
  await signInToDashboard(page, user);
  await openLibrary(page);
  const newFolder = page.getByRole('form', { name: 'New folder' });
  await expect(newFolder).toContainText('2 of 3 folders on Free');
  await newFolder.getByLabel('New folder name').fill('Mine');
  await newFolder.getByRole('button', { name: 'Create folder' }).click();
  await expect(newFolder).toContainText('3 of 3 folders on Free');
  await expect(newFolder).toContainText('A new folder would lock one of yours.');
  await expect(newFolder.getByRole('button', { name: 'Create folder' })).toBeDisabled();
  await expect(
    newFolder.getByRole('link', { name: 'Upgrade for unlimited folders' }),
  ).toHaveAttribute('href', '/dashboard/pricing');
});

test('Free after a downgrade: the 4th folder is locked; a prompt moves by keyboard', async ({
  page,
  request,
  user,
}) => {
  const token = await accessTokenFor(request, user);
  // Folders made on a paid plan stay after a downgrade; the spec's order locks the oldest.
  await setPlan(user.email, 'PRO');
  await createFolder(request, token, 'Older folder');
  await savePrompt(request, token, { title: 'Keyboard mover', text: 'Move me with keys.' });
  await createFolder(request, token, 'Newer folder');
  await setPlan(user.email, 'FREE');
  await signInToDashboard(page, user);
  await openLibrary(page);

  // Server order: the two defaults, then newest first; on Free only the first 3 open.
  const folders = page.getByRole('navigation', { name: 'Folders' });
  await expect(folders.getByRole('listitem')).toHaveCount(4);
  const names = await folders.getByRole('listitem').allInnerTexts();
  expect(names.map((n) => n.split('\n')[0]?.trim())).toEqual([
    'SUPER Prompts',
    'Extension Prompts',
    'Newer folder',
    'Older folder',
  ]);
  const locked = folders.getByRole('listitem').nth(3);
  await expect(locked).toContainText('Locked');
  await expect(
    locked.getByRole('link', { name: 'Upgrade to access this folder: Older folder' }),
  ).toHaveAttribute('href', '/dashboard/pricing');
  await expect(folders.getByRole('button', { name: /^Older folder/ })).toHaveCount(0);

  // Move to… with the keyboard only.
  const mover = page.getByRole('button', { name: 'Move to…: Keyboard mover' });
  await mover.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Older folder' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Newer folder' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Moved “Keyboard mover” to Newer folder')).toBeVisible();
  await expect(folders.getByRole('button', { name: /Newer folder.*1 prompt/ })).toBeVisible();
  await folders.getByRole('button', { name: /^Newer folder/ }).click();
  await expect(
    page
      .getByRole('list', { name: 'Prompts' })
      .getByRole('button', { name: 'Keyboard mover', exact: true }),
  ).toBeVisible();
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the library fits the screen', async ({ page, request, user }) => {
    const token = await accessTokenFor(request, user);
    await savePrompt(request, token, {
      title: 'A long prompt title that should wrap nicely on a narrow phone screen',
      text: 'x'.repeat(400),
    });
    await signInToDashboard(page, user);
    await openLibrary(page);
    await expect(page.getByRole('list', { name: 'Prompts' }).getByRole('listitem')).toHaveCount(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoViolations(page, 'the library at 390 px');
  });
});
