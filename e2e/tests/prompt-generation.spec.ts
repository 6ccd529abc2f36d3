/**
 * The dashboard's main job against the real server and its built-in engine: generate with each
 * tier, copy/open/like, explained changes (reject one, copy the accepted result), the Free
 * limit, Context Genies, Comparing mode, paid generators and the one-click switch from a text
 * tier to the generator made for an image or video task.
 */
import type { Page } from '@playwright/test';

import { accessTokenFor, gql, spendGenerations } from '../support/api';
import { setPlan } from '../support/cli';
import { expect, signInToDashboard, test } from '../support/fixtures';

const TASK = 'Write an email to my landlord about a broken heater';

function results(page: Page) {
  return page.getByRole('region', { name: 'Result' });
}

async function describeTask(page: Page, task = TASK) {
  await page.getByLabel('Describe your task').fill(task);
}

async function generateWith(page: Page, model: string) {
  await page.getByRole('radio', { name: new RegExp(`^${model}\\b`) }).check();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
}

test('generates with each tier and shows the prompt and what was improved', async ({
  page,
  user,
}) => {
  await signInToDashboard(page, user);
  await expect(page.getByRole('heading', { name: 'New prompt' })).toBeVisible();
  await expect(page.getByText('1 generation left today · 7 bonus left')).toBeVisible();

  // A topic suggestion (chosen by the onboarding profession) fills the description.
  const suggestion = page.getByRole('button', { name: /unit tests/i });
  await suggestion.click();
  await expect(page.getByLabel('Describe your task')).toHaveValue(/unit tests/i);

  await describeTask(page);
  for (const tier of ['Primer', 'AI Amplifier', 'Mastermind']) {
    await generateWith(page, tier);
    const card = results(page);
    await expect(card.getByRole('heading', { level: 3, name: tier })).toBeVisible();
    await expect(card.getByLabel('Generated prompt')).toContainText('landlord');
    await expect(card.getByRole('heading', { name: 'What was improved' })).toBeVisible();
    await expect(card.getByRole('listitem').first()).toBeVisible();
  }

  // The quota follows each result; the history lists the three, newest first.
  await expect(page.getByText('0 generations left today · 5 bonus left')).toBeVisible();
  await expect(page.getByText(/^Renews at /)).toBeVisible();
  const history = page.getByRole('region', { name: 'Recent prompts' }).getByRole('listitem');
  await expect(history).toHaveCount(3);
  await expect(history.first()).toContainText('Mastermind');
});

test('copies the prompt, opens it elsewhere after copying, and likes it', async ({
  page,
  context,
  user,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Record window.open instead of leaving for sites this machine cannot reach.
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { __opened: string[] }).__opened = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
  await signInToDashboard(page, user);
  await describeTask(page);
  await generateWith(page, 'Primer');

  const card = results(page);
  const prompt = (await card.getByLabel('Generated prompt').textContent()) ?? '';
  expect(prompt.length).toBeGreaterThan(20);

  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Copied', { exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(prompt);

  await page.evaluate(() => navigator.clipboard.writeText('something else'));
  await card.getByRole('button', { name: 'Open in' }).click();
  await page.getByRole('menuitem', { name: 'Claude' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened))
    .toEqual([`https://claude.ai/new?q=${encodeURIComponent(prompt)}`]);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(prompt);

  const like = card.getByRole('button', { name: 'Like', exact: true });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  // The rating is stored: after a reload the history entry shows it, and reopening it too.
  await page.reload();
  const entry = page.getByRole('region', { name: 'Recent prompts' }).getByRole('button').first();
  await expect(entry).toContainText('Liked');
  await entry.click();
  const reopened = results(page);
  await expect(reopened.getByText('From your history')).toBeVisible();
  await expect(reopened.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Clicking again clears it.
  await reopened.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(reopened.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

interface ExplainedChange {
  kind: 'SAME' | 'ADDED' | 'REMOVED' | 'REPLACED';
  before: string;
  after: string;
  reason: string | null;
}

test('explained changes: one rejected, Copy gives the accepted result', async ({
  page,
  context,
  request,
  user,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInToDashboard(page, user);
  await describeTask(page);
  await generateWith(page, 'AI Amplifier');
  const card = results(page);
  const prompt = (await card.getByLabel('Generated prompt').textContent()) ?? '';

  // What the server explained, read through the API: the browser must rebuild the text from it.
  const { generations } = await gql<{
    generations: { prompt: string; changes: ExplainedChange[] | null }[];
  }>(
    request,
    `query { generations(limit: 1, offset: 0) { prompt changes { kind before after reason } } }`,
    {},
    await accessTokenFor(request, user),
  );
  const [latest] = generations;
  expect(latest?.prompt).toBe(prompt);
  const pieces = latest?.changes ?? [];
  const changes = pieces.filter((c) => c.kind !== 'SAME');
  // Reject the first added section (the role, the output format…).
  const rejected = changes.findIndex((c) => c.kind === 'ADDED');
  expect(rejected).toBeGreaterThanOrEqual(0);
  const expected = pieces.map((c) => (c === changes[rejected] ? c.before : c.after)).join('');
  expect(expected).not.toBe(prompt);

  await card.getByRole('radio', { name: 'Changes' }).check();
  const diff = card.getByRole('group', { name: 'Changes to your words' });
  await expect(diff.locator('ins').first()).toBeVisible();
  const list = card.getByRole('region', { name: 'Each change' });
  await expect(list.getByRole('listitem')).toHaveCount(changes.length);
  const item = list.getByRole('listitem').nth(rejected);
  await expect(item).toContainText(changes[rejected]?.reason ?? '');
  await item.getByRole('button', { name: `Reject change ${rejected + 1}` }).click();
  await expect(item.getByRole('button', { name: `Reject change ${rejected + 1}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(list).toContainText(`(${changes.length - 1} accepted)`);

  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Copied', { exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

  // The prompt view shows the same text; Reject all gives back the task as typed.
  await card.getByRole('radio', { name: 'Prompt' }).check();
  expect(await card.getByLabel('Generated prompt').textContent()).toBe(expected);
  await expect(card.getByText('Your version: 1 change rejected.')).toBeVisible();
  await card.getByRole('radio', { name: 'Changes' }).check();
  await list.getByRole('button', { name: 'Reject all' }).click();
  await card.getByRole('button', { name: /^Cop(y|ied)$/ }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(TASK);
});

test('the Free limit: the eighth generation is the last, then an upgrade message', async ({
  page,
  request,
  user,
}) => {
  await spendGenerations(request, await accessTokenFor(request, user), 7);
  await signInToDashboard(page, user);
  await expect(page.getByText('0 generations left today · 1 bonus left')).toBeVisible();

  await describeTask(page);
  await generateWith(page, 'Primer');
  await expect(results(page).getByLabel('Generated prompt')).toBeVisible();
  await expect(page.getByText('0 generations left today · 0 bonus left')).toBeVisible();

  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const limit = results(page).getByRole('alert');
  await expect(limit).toContainText('The next one is available at');
  await expect(limit).toContainText('upgrade to Pro');
  // The moment (resetsAt) is said once, in the browser's own locale (en-US) and time zone.
  await expect(limit).not.toContainText('UTC');
  await expect(limit).not.toContainText('Your next free generation');
  await expect(limit).toContainText(
    /The next one is available at (\w{3} \d{1,2}, \d{4}, )?\d{1,2}:\d{2}\s?[AP]M, or/,
  );
  await expect(limit.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
    'href',
    '/dashboard/pricing',
  );
});

test('a Context Genie is saved, activated and used in the prompt', async ({ page, user }) => {
  const content = 'Our bakery Crumb and Co sells sourdough in Lyon';
  await signInToDashboard(page, user);
  const genies = page.getByRole('complementary', { name: 'Context Genies' });
  await expect(genies.getByText('0 of 2 on Free')).toBeVisible();

  await genies.getByRole('button', { name: 'New Genie' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Context Genie' });
  await dialog.getByRole('button', { name: 'Save Genie' }).click();
  await expect(dialog.getByText('Give your Genie a name')).toBeVisible();
  await dialog.getByLabel('Name').fill('Bakery');
  await dialog.getByLabel('Context').fill(content);
  await expect(dialog.getByRole('checkbox', { name: 'Use automatically' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save Genie' }).click();
  await expect(dialog).toBeHidden();

  await expect(genies.getByText('1 of 2 on Free')).toBeVisible();
  await expect(genies.getByRole('switch', { name: 'Use Bakery automatically' })).toBeChecked();
  await expect(page.getByLabel('Context Genie', { exact: true })).toHaveText(
    /Active Genie: Bakery/,
  );

  await describeTask(page, 'Write an Instagram caption for our new croissant');
  await generateWith(page, 'AI Amplifier');
  await expect(results(page).getByLabel('Generated prompt')).toContainText(content);
  await expect(results(page).getByText('Included your saved context')).toBeVisible();
});

test('Comparing mode shows two tiers side by side', async ({ page, user }) => {
  await signInToDashboard(page, user);
  await page.getByRole('radio', { name: 'Comparing' }).check();
  await describeTask(page);
  await expect(page.getByLabel('First model')).toHaveValue('PRIMER');
  await expect(page.getByLabel('Second model')).toHaveValue('MASTERMIND');
  await page.getByRole('button', { name: 'Compare', exact: true }).click();

  const primer = results(page).getByRole('region', { name: 'Primer' });
  const mastermind = results(page).getByRole('region', { name: 'Mastermind' });
  await expect(primer.getByLabel('Generated prompt')).toBeVisible();
  await expect(mastermind.getByLabel('Generated prompt')).toBeVisible();
  const a = await primer.boundingBox();
  const b = await mastermind.boundingBox();
  expect(a && b).toBeTruthy();
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
  expect(b!.x).toBeGreaterThan(a!.x + a!.width - 1);
  await expect(page.getByText('0 generations left today · 6 bonus left')).toBeVisible();
});

test('a Free user picking Veo 3 sees the Pro plan message', async ({ page, user }) => {
  await signInToDashboard(page, user);
  const veo = page.getByRole('radio', { name: /^Veo 3\b/ });
  await expect(veo).toHaveAccessibleName(/Pro/);
  await veo.check();
  await expect(page.getByLabel(/First-frame image/)).toBeVisible();
  await describeTask(page, 'A drone shot over a foggy forest at sunrise');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();

  const message = results(page).getByRole('alert');
  await expect(message).toContainText('Pro plan');
  await expect(message.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
    'href',
    '/dashboard/pricing',
  );
  // Refused before spending: the quota is untouched.
  await expect(page.getByText('1 generation left today · 7 bonus left')).toBeVisible();
});

const OFFER = 'A generator made for this task';

test('an image task asked of a text tier switches to the Image generator in one click', async ({
  page,
  user,
}) => {
  await setPlan(user.email, 'PRO');
  await signInToDashboard(page, user);
  const task = 'a landing page hero image for a coffee brand';
  await describeTask(page, task);
  await generateWith(page, 'Primer');

  const card = results(page);
  await expect(card.getByRole('heading', { level: 3, name: 'Primer' })).toBeVisible();
  const offer = card.getByRole('region', { name: OFFER });
  await expect(offer).toContainText('asks for an image');
  await offer.getByRole('button', { name: 'Generate with Image' }).click();

  // The dashboard now shows the Image generator, the same words, and its result.
  await expect(card.getByRole('heading', { level: 3, name: 'Image' })).toBeVisible();
  await expect(card.getByLabel('Generated prompt')).toContainText('coffee');
  await expect(card.getByRole('region', { name: 'Parameters' })).toBeVisible();
  await expect(card.getByRole('region', { name: OFFER })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /^Image\b/ })).toBeChecked();
  await expect(page.getByLabel('Describe your task')).toHaveValue(task);
  const history = page.getByRole('region', { name: 'Recent prompts' }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('Image');
  await expect(history.nth(1)).toContainText('Primer');
});

test('a Free user following the video offer gets the Pro plan message and the way to upgrade', async ({
  page,
  user,
}) => {
  await signInToDashboard(page, user);
  const task = 'a 8 second clip of a cat surfing at sunset';
  await describeTask(page, task);
  await generateWith(page, 'Mastermind');
  await expect(page.getByText('0 generations left today · 7 bonus left')).toBeVisible();

  const card = results(page);
  const offer = card.getByRole('region', { name: OFFER });
  await expect(offer).toContainText('asks for a video');
  await expect(offer).toContainText('part of the paid plans');
  await expect(offer.getByRole('button', { name: 'Generate with Sora 2' })).toBeVisible();
  await offer.getByRole('button', { name: 'Generate with Veo 3' }).click();

  const message = card.getByRole('alert');
  await expect(message).toContainText('Pro plan');
  await expect(message.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
    'href',
    '/dashboard/pricing',
  );
  await expect(page.getByRole('radio', { name: /^Veo 3\b/ })).toBeChecked();
  await expect(page.getByLabel('Describe your task')).toHaveValue(task);
  // Refused before spending: only the Mastermind prompt counted.
  await expect(page.getByText('0 generations left today · 7 bonus left')).toBeVisible();
});

// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('a Pro user has no limit: an image prompt with parameters, and Veo 3 from an image', async ({
  page,
  user,
}) => {
  await setPlan(user.email, 'PRO');
  await signInToDashboard(page, user);
  await expect(page.getByRole('region', { name: 'Plan and quota' })).toContainText('Unlimited');
  await expect(page.getByRole('radio', { name: /^Veo 3\b/ })).not.toHaveAccessibleName(/Pro/);

  await describeTask(page, 'A red fox in fresh snow at dawn');
  await page.getByRole('radio', { name: /^Image\b/ }).check();
  await page.getByLabel('Image model').selectOption('STABLE_DIFFUSION');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const card = results(page);
  await expect(card.getByRole('heading', { level: 3, name: 'Image' })).toBeVisible();
  await expect(card.getByLabel('Generated prompt')).toContainText('fox');
  await expect(card.getByRole('region', { name: 'Parameters' })).toBeVisible();

  await page.getByRole('radio', { name: /^Veo 3\b/ }).check();
  await page.getByLabel(/First-frame image/).setInputFiles({
    name: 'frame.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByRole('img', { name: 'Selected first frame' })).toBeVisible();
  await describeTask(page, 'The fox turns and runs into the forest');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(card.getByRole('heading', { level: 3, name: 'Veo 3' })).toBeVisible();
  await expect(card.getByLabel('Generated prompt')).toContainText('fox');
  await expect(page.getByRole('region', { name: 'Plan and quota' })).toContainText('Unlimited');
});
