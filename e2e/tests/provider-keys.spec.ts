/**
 * Users' own API keys (Settings → Your API keys) against the real server, whose provider check
 * call and playground runs reach support/fake-openai.ts (the key's base URL; this server lets
 * own keys point at 127.0.0.1). A Pro user adds a key, sees it by its last four, finds its model
 * in the playground with the "Your key" badge, runs it, and deletes the key; a key the provider
 * refuses (401) is shown under the API key field and nothing is kept. A Free user reads the
 * upgrade note instead of the form.
 */
import { upgradeToPro } from '../support/api';
import { expectNoViolations } from '../support/axe';
import { messageText, type ReceivedRequest } from '../support/fake-openai';
import { expect, signInToDashboard } from '../support/fixtures';
import { test } from '../support/playground';

const GOOD_KEY = 'sk-e2e-own-key-Gd42';
const BAD_KEY = 'sk-e2e-refused-Bd01';
const isKeyCheck = (apiKey: string) => (r: ReceivedRequest) =>
  r.headers.authorization === `Bearer ${apiKey}` &&
  messageText(r, 'user').includes('Reply with the word OK.');

test('a Pro user adds a key, runs its model in the playground, and deletes it', async ({
  page,
  request,
  user,
  withModels: { fake },
}) => {
  await upgradeToPro(request, user);
  fake.answerWhen(isKeyCheck(GOOD_KEY), { chunks: ['OK'] });
  await signInToDashboard(page, user);
  await page.goto('/dashboard/settings');

  const section = page.getByRole('region', { name: 'Your API keys' });
  await expect(section).toContainText(
    'Keys are stored encrypted, used only for your own playground runs',
  );
  await expect(section.getByText('You have not added a key yet.')).toBeVisible();
  const form = section.getByRole('form', { name: 'Add a key' });
  await form.getByLabel('Name').fill('mine');
  await form.getByLabel('Provider').selectOption('OPENAI');
  await form.getByLabel('Base URL (optional)').fill(fake.baseUrl);
  await form.getByLabel('Models').fill('own-model');
  const keyField = form.getByLabel('API key', { exact: true });
  await keyField.fill(GOOD_KEY);
  await expect(keyField).toHaveAttribute('type', 'password');
  await expectNoViolations(page, 'the API keys form');
  await form.getByRole('button', { name: 'Check and add key' }).click();

  const item = section.getByRole('listitem', { name: 'mine' });
  await expect(item).toContainText('…Gd42');
  await expect(item).toContainText('OpenAI-compatible');
  await expect(item).toContainText('own-model');
  await expect(item).toContainText(fake.baseUrl);
  await expect(keyField).toHaveValue('');
  await expect(page.locator('body')).not.toContainText(GOOD_KEY);
  // The check call carried the key to the provider.
  expect(fake.requests.some(isKeyCheck(GOOD_KEY))).toBe(true);

  // Its model is in the playground, marked as the user's; a run uses the user's key.
  fake.answerFor('own-model', { chunks: ['Own key says', ' hello.'] });
  await page.goto('/dashboard/test?prompt=Say%20hello');
  const own = page.getByRole('checkbox', { name: /mine\/own-model/ });
  await expect(own).toHaveAccessibleName(/Your key/);
  for (const other of ['fake/m-a', 'fake/m-b']) {
    await page.getByRole('checkbox', { name: new RegExp(other) }).uncheck();
  }
  await own.check();
  await page.getByRole('checkbox', { name: /fake\/m-a/ }).check();
  fake.answerFor('m-a', { chunks: ['Operator model says hi.'] });
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const results = page.getByRole('region', { name: 'Results' });
  const ownColumn = results.getByRole('region', { name: /mine\/own-model/ });
  await expect(ownColumn).toContainText('Own key says hello.');
  await expect(ownColumn.getByText('Done', { exact: true })).toBeVisible();
  const run = fake.requests.filter((r) => r.body.model === 'own-model').at(-1);
  expect(run?.headers.authorization).toBe(`Bearer ${GOOD_KEY}`);
  expect(messageText(run!, 'user')).toContain('Say hello');

  // Deleted after a confirmation: gone from the list and from the playground.
  await page.goto('/dashboard/settings');
  await section.getByRole('button', { name: 'Delete key mine' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete the key “mine”?' });
  await dialog.getByRole('button', { name: 'Delete key' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('listitem', { name: 'mine' })).toHaveCount(0);
  await expect(section.getByText('You have not added a key yet.')).toBeVisible();
  await page.goto('/dashboard/test');
  await expect(page.getByRole('checkbox', { name: /fake\/m-a/ })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /mine\/own-model/ })).toHaveCount(0);
});

test('a key the provider refuses is shown under the API key field, and nothing is kept', async ({
  page,
  request,
  user,
  withModels: { fake },
}) => {
  await upgradeToPro(request, user);
  fake.answerWhen(
    (r) => r.headers.authorization === `Bearer ${BAD_KEY}`,
    { chunks: [], status: 401, errorMessage: 'Incorrect API key provided.' },
    { repeat: true },
  );
  await signInToDashboard(page, user);
  await page.goto('/dashboard/settings');
  const section = page.getByRole('region', { name: 'Your API keys' });
  const form = section.getByRole('form', { name: 'Add a key' });
  await form.getByLabel('Name').fill('refused');
  await form.getByLabel('Base URL (optional)').fill(fake.baseUrl);
  await form.getByLabel('Models').fill('own-model');
  await form.getByLabel('API key', { exact: true }).fill(BAD_KEY);
  await form.getByRole('button', { name: 'Check and add key' }).click();

  const keyField = form.getByLabel('API key', { exact: true });
  await expect(keyField).toHaveAttribute('aria-invalid', 'true');
  await expect(keyField).toHaveAccessibleDescription(/401/);
  await expect(keyField).toHaveValue('');
  await expect(form.getByLabel('Name')).toHaveValue('refused');
  await expect(section.getByRole('list', { name: 'Your API keys' })).toHaveCount(0);
  await expect(section.getByText('You have not added a key yet.')).toBeVisible();
  await expectNoViolations(page, 'a refused API key');
  await page.reload();
  await expect(section.getByText('You have not added a key yet.')).toBeVisible();
});

test('a Free user reads the upgrade note instead of the form', async ({ page, user }) => {
  await signInToDashboard(page, user);
  await page.goto('/dashboard/settings');
  const section = page.getByRole('region', { name: 'Your API keys' });
  await expect(section).toContainText(/is part of the Pro plan/);
  await expect(section.getByRole('form', { name: 'Add a key' })).toHaveCount(0);
  await expect(section.getByRole('link', { name: 'See plans' })).toBeVisible();
});
