/**
 * Prompt variables (issue 22) against the real server: a prompt written with three typed
 * variables in the library editor shows them as chips and is found by its variable; Copy opens
 * the form (defaults filled in, a required field checked), and the clipboard holds the filled
 * prompt. A variable written wrong is refused with its line and column, and the prompt is kept
 * as plain text when the user insists. A visitor, signed out, fills a shared prompt's form and
 * copies it. The export and import keep the variables.
 */
import type { APIRequestContext, Page } from '@playwright/test';

import { expectNoViolations } from '../support/axe';
import { accessTokenFor, createUser, gql } from '../support/api';
import { expect, signInToDashboard, test } from '../support/fixtures';

const TEMPLATE =
  'Write a {{tone: options(formal, casual) = casual}} update in {{count: number = 3}} bullet points.\nNotes:\n{{notes: long}}';

async function savePrompt(
  request: APIRequestContext,
  token: string,
  input: { title: string; text: string },
) {
  const data = await gql<{ savePrompt: { id: string } }>(
    request,
    `mutation ($input: SavePromptInputGql!) { savePrompt(input: $input) { id } }`,
    { input },
    token,
  );
  return data.savePrompt.id;
}

async function openLibrary(page: Page) {
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .first()
    .getByRole('link', { name: 'Library' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
}

/** Replaces the editor's prompt text (typed as the user would) and saves. */
async function editText(page: Page, text: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Edit' }).click();
  const field = dialog.getByRole('textbox', { name: 'Prompt' });
  await field.fill(text);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('a prompt with three typed variables: chips, search by variable, Copy fills the form first', async ({
  page,
  context,
  request,
  user,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await accessTokenFor(request, user);
  await savePrompt(request, token, { title: 'Weekly update', text: 'Write a weekly update.' });
  await savePrompt(request, token, { title: 'Greeting', text: 'Say hello to {{name}}.' });
  await signInToDashboard(page, user);
  await openLibrary(page);

  // Written in the library editor, saved, and shown with its variables.
  await page.getByRole('button', { name: 'Weekly update', exact: true }).click();
  await editText(page, TEMPLATE);
  const dialog = page.getByRole('dialog', { name: 'Weekly update' });
  await expect(dialog.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: '3 variables' })).toBeVisible();
  await page.keyboard.press('Escape');

  const card = page.getByRole('listitem').filter({ hasText: 'Weekly update' });
  await expect(card.getByRole('list', { name: 'Variables' })).toHaveText(
    /\{\{tone\}\}\s*\{\{count\}\}\s*\{\{notes\}\}/,
  );

  // Found by its variable, and not by another.
  const filter = page.getByRole('searchbox', { name: 'Filter by variable' });
  await filter.fill('{{notes}}');
  await expect(page.getByRole('heading', { name: 'Prompts with {{notes}}' })).toBeVisible();
  const prompts = page.getByRole('list', { name: 'Prompts' });
  await expect(prompts.getByRole('button', { name: 'Weekly update', exact: true })).toBeVisible();
  await expect(prompts.getByRole('button', { name: 'Greeting', exact: true })).toHaveCount(0);
  await filter.fill('audience');
  await expect(page.getByText('No prompts match your search.')).toBeVisible();
  await filter.fill('');

  // Copy opens the form: defaults filled in, the required field checked.
  await page.getByRole('button', { name: 'Weekly update', exact: true }).click();
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  const form = dialog.getByRole('form', { name: 'Fill in the variables' });
  await expect(form.getByRole('combobox', { name: 'tone' })).toHaveValue('casual');
  await expect(form.getByRole('textbox', { name: 'count' })).toHaveValue('3');
  await expectNoViolations(page, 'the variables form in the library');

  await form.getByRole('button', { name: 'Copy filled prompt' }).click();
  await expect(form.getByRole('textbox', { name: 'notes (required)' })).toHaveAccessibleDescription(
    /Fill in notes\./,
  );
  await form.getByRole('textbox', { name: 'count' }).fill('five');
  await form.getByRole('combobox', { name: 'tone' }).selectOption('formal');
  await form.getByRole('textbox', { name: 'notes (required)' }).fill('Shipped search.\nHired Bo.');
  await form.getByRole('button', { name: 'Copy filled prompt' }).click();
  await expect(form.getByRole('textbox', { name: 'count' })).toHaveAccessibleDescription(
    /Enter a number/,
  );
  await form.getByRole('textbox', { name: 'count' }).fill('5');
  const filled = 'Write a formal update in 5 bullet points.\nNotes:\nShipped search.\nHired Bo.';
  await expect(form.getByLabel('Filled prompt')).toHaveText(filled);
  await form.getByRole('button', { name: 'Copy filled prompt' }).click();
  await expect(dialog.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect.poll(() => clipboard(page)).toBe(filled);

  // The values are remembered for next time.
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(form.getByRole('textbox', { name: 'notes (required)' })).toHaveValue(
    'Shipped search.\nHired Bo.',
  );
});

test('a variable written wrong is refused with its place, and saved as plain text on request', async ({
  page,
  context,
  request,
  user,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await savePrompt(request, await accessTokenFor(request, user), {
    title: 'Survey',
    text: 'Ask about the product.',
  });
  await signInToDashboard(page, user);
  await openLibrary(page);
  await page.getByRole('button', { name: 'Survey', exact: true }).click();
  const bad = 'Ask {{count: number = many}} questions\nabout {{topic: colour}}.';
  await editText(page, bad);

  const dialog = page.getByRole('dialog', { name: 'Survey' });
  const alert = dialog.getByRole('alert').filter({ hasText: 'written wrong' });
  await expect(alert).toContainText('2 {{variables}} in this prompt are written wrong');
  await expect(alert).toContainText(
    'Line 1, column 5: the default of {{count}} does not fit its type: "many" is not a number',
  );
  await expect(alert).toContainText('Line 2, column 16: "colour" is not a type');
  await expectNoViolations(page, 'the variable errors in the library editor');

  await alert.getByRole('button', { name: 'Save as plain text' }).click();
  await expect(
    dialog.getByText(/Saved as plain text: its \{\{…\}\} are not variables/),
  ).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Prompt text' })).toHaveText(bad);

  // Plain text has no form: Copy copies it as it is.
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect.poll(() => clipboard(page)).toBe(bad);
  await expect(dialog.getByRole('form', { name: 'Fill in the variables' })).toHaveCount(0);
});

test('a visitor fills a shared prompt’s form and copies the filled prompt', async ({
  page,
  browser,
  request,
  user,
}) => {
  const token = await accessTokenFor(request, user);
  const id = await savePrompt(request, token, { title: 'Status update', text: TEMPLATE });
  const link = await gql<{ createShareLink: { url: string } }>(
    request,
    `mutation ($id: ID!) { createShareLink(shareType: PROMPT, itemId: $id, name: "Status update") { url } }`,
    { id },
    token,
  );
  const { pathname } = new URL(link.createShareLink.url);

  // A guest: a fresh context, never signed in.
  await page.goto('/');
  const visitor = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const guest = await visitor.newPage();
  await guest.goto(pathname);
  const card = guest.getByRole('article', { name: 'Status update' });
  const form = card.getByRole('form', { name: 'Fill in the variables' });
  await expect(form.getByRole('combobox', { name: 'tone' })).toHaveValue('casual');
  await expectNoViolations(guest, 'a shared prompt’s form');

  // Copy checks the form first.
  await card.getByRole('button', { name: 'Copy Status update' }).click();
  await expect(form.getByRole('textbox', { name: 'notes (required)' })).toHaveAccessibleDescription(
    /Fill in notes\./,
  );
  await form.getByRole('textbox', { name: 'notes (required)' }).fill('<b>Launch</b> done.');
  await form.getByRole('textbox', { name: 'count' }).fill('2');
  // Shared content is text: the markup shows as typed.
  await expect(form.getByLabel('Filled prompt')).toContainText('<b>Launch</b> done.');
  await card.getByRole('button', { name: 'Copy Status update' }).click();
  await expect(card.getByRole('button', { name: 'Copy Status update' })).toHaveText('Copied');
  await expect
    .poll(() => guest.evaluate(() => navigator.clipboard.readText()))
    .toBe('Write a casual update in 2 bullet points.\nNotes:\n<b>Launch</b> done.');
  await visitor.close();
});

test('the export and import keep the variables', async ({ request, user }) => {
  const token = await accessTokenFor(request, user);
  await savePrompt(request, token, { title: 'Status update', text: TEMPLATE });
  const exported = await gql<{ exportLibrary: string }>(
    request,
    `{ exportLibrary(format: JSON) }`,
    {},
    token,
  );

  const other = await createUser(request);
  const otherToken = await accessTokenFor(request, other);
  const imported = await gql<{ importLibrary: { prompts: number } }>(
    request,
    `mutation ($json: String!) { importLibrary(json: $json) { prompts } }`,
    { json: exported.exportLibrary },
    otherToken,
  );
  expect(imported.importLibrary.prompts).toBe(1);
  const found = await gql<{
    searchSavedPrompts: {
      text: string;
      template: { variables: { name: string; type: string; default: string | null }[] };
    }[];
  }>(
    request,
    `{ searchSavedPrompts(query: "", variable: "tone") { text template { variables { name type default } } } }`,
    {},
    otherToken,
  );
  expect(found.searchSavedPrompts).toEqual([
    {
      text: TEMPLATE,
      template: {
        variables: [
          { name: 'tone', type: 'OPTIONS', default: 'casual' },
          { name: 'count', type: 'NUMBER', default: '3' },
          { name: 'notes', type: 'LONG', default: null },
        ],
      },
    },
  ]);
});
