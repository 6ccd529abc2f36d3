/**
 * The testing playground (/dashboard/test) against the real server. This spec runs its own
 * server (support/playground.ts) with one OpenAI-compatible provider offering three test
 * models: support/fake-openai.ts, which answers
 * each model with its own script and stops each answer half way until the test lets it go, so
 * the three columns can be seen streaming at once. A Pro user (bought through the local
 * checkout) takes a generated prompt to the playground, runs it blind on the three models,
 * votes and sees the models revealed, and reopens the run from the history; another cancels one
 * column while the other finishes (the cancel goes over the run's own socket); a Free user gets
 * the upgrade message.
 */

import { upgradeToPro } from '../support/api';
import { expectNoViolations } from '../support/axe';
import { expect, signInToDashboard } from '../support/fixtures';
import { expectNoSidewaysOverflow } from '../support/layout';
import { MODELS, test } from '../support/playground';

/** What each model writes: a first part, a pause, then the rest. */
const ANSWERS: Record<(typeof MODELS)[number], [string, string]> = {
  'm-a': ['Alpha says: autumn', ' leaves drift down.'],
  'm-b': ['Beta says: crisp', ' air, red maples.'],
  'm-c': ['Gamma says: short', ' days, long shadows.'],
};

test('a Pro user runs a prompt blind on three models, votes, and reopens it from the history', async ({
  page,
  request,
  user,
  withModels: { fake },
}) => {
  await upgradeToPro(request, user);
  for (const model of MODELS) {
    fake.answerFor(model, { chunks: ANSWERS[model], gapMs: 50, pauseAfter: [1] });
  }
  const asked = fake.requests.length;

  // A prompt generated on the dashboard goes to the playground with "Test on models".
  await signInToDashboard(page, user);
  await page.getByLabel('Describe your task').fill('Write a haiku about autumn');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const result = page.getByRole('region', { name: 'Result' });
  const generated = (await result.getByRole('group', { name: 'Generated prompt' }).innerText())
    .replace(/\s+/g, ' ')
    .trim();
  await result.getByRole('link', { name: 'Test on models' }).click();
  await expect(page).toHaveURL(/\/dashboard\/test/);
  await expect(page.getByRole('heading', { level: 1, name: 'Testing playground' })).toBeVisible();
  const promptBox = page.getByLabel('Prompt to test');
  await expect(promptBox).not.toHaveValue('');
  expect((await promptBox.inputValue()).replace(/\s+/g, ' ').trim()).toBe(generated);

  // The three models, the third one priced; then our own prompt, blind.
  await expect(page.getByRole('checkbox', { name: /fake\/m-a/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /fake\/m-b/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /fake\/m-a/ })).toHaveAccessibleName(
    /\$1 in · \$2 out per 1M tokens/,
  );
  await expect(page.getByRole('checkbox', { name: /fake\/m-c/ })).toHaveAccessibleName(/No price/);
  await page.getByRole('checkbox', { name: /fake\/m-c/ }).check();
  await promptBox.fill('Write a haiku about autumn');
  await expect(
    page.getByText(/Estimated cost: up to \$0\.00\d+ \(1 of 3 models priced\)/),
  ).toBeVisible();
  await page.getByRole('switch', { name: 'Blind mode' }).click();
  await page.getByRole('button', { name: 'Run', exact: true }).click();

  // Three streams at once: each column shows its first part while the models "think".
  const results = page.getByRole('region', { name: 'Results' });
  const columnA = results.getByRole('region', { name: 'Model A', exact: true });
  const columnB = results.getByRole('region', { name: 'Model B', exact: true });
  const columnC = results.getByRole('region', { name: 'Model C', exact: true });
  await fake.paused();
  await fake.paused();
  await fake.paused();
  await expect(columnA).toContainText('Alpha says: autumn');
  await expect(columnB).toContainText('Beta says: crisp');
  await expect(columnC).toContainText('Gamma says: short');
  for (const column of [columnA, columnB, columnC]) {
    await expect(column.getByText('Writing…')).toBeVisible();
    await expect(column.getByText('Model hidden until you vote')).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Cancel all' })).toBeVisible();
  await expect(columnA.getByRole('button', { name: 'Cancel Model A' })).toBeVisible();

  // Nothing cancelled: every model finishes.
  fake.release();
  fake.release();
  fake.release();
  await expect(columnA.getByRole('group', { name: 'Model A answer' })).toHaveText(
    'Alpha says: autumn leaves drift down.',
  );
  await expect(columnB).toContainText('Beta says: crisp air, red maples.');
  await expect(columnC).toContainText('Gamma says: short days, long shadows.');
  for (const column of [columnA, columnB, columnC]) {
    await expect(column.getByText('Done', { exact: true })).toBeVisible();
  }
  // The fake sends no usage: the tokens are estimated; only m-a has a price.
  await expect(columnA.getByText('est.')).toBeVisible();
  await expect(columnC.getByText('no price')).toBeVisible();
  await expect(columnA.getByText(/^\$0\.0000\d+$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel all' })).toBeHidden();

  // One request per model, each carrying the prompt as it is.
  const runRequests = fake.requests.slice(asked).filter((r) => r.body.model?.startsWith('m-'));
  expect(runRequests.map((r) => r.body.model).sort()).toEqual([...MODELS]);
  for (const r of runRequests) {
    expect(JSON.stringify(r.body.messages)).toContain('Write a haiku about autumn');
  }

  // Blind until the vote; the vote reveals which model wrote what.
  const vote = results.getByRole('region', { name: 'Which answer is best?' });
  await expect(vote).toContainText('Vote to reveal which model wrote each answer.');
  await expect(results.getByText('fake/m-b')).toHaveCount(0);
  await expectNoViolations(page, 'the playground after a blind run');
  await vote.getByRole('button', { name: 'B is best' }).click();
  const revealedB = results.getByRole('region', { name: 'Model B: fake/m-b' });
  await expect(revealedB).toBeVisible();
  await expect(revealedB.getByText('Best', { exact: true })).toBeVisible();
  await expect(results.getByRole('region', { name: 'Model A: fake/m-a' })).toBeVisible();
  await expect(results.getByRole('region', { name: 'Model C: fake/m-c' })).toBeVisible();
  await expect(vote.getByRole('button', { name: 'B is best' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The run is in the history (after a reload too) and reopens read-only, revealed.
  await page.reload();
  const history = page.getByRole('region', { name: 'Your test runs' });
  const item = history.getByRole('button', { name: /Write a haiku about autumn/ });
  await expect(item).toContainText('3 models');
  await expect(item).toContainText('B won');
  await expect(item).toContainText('Blind');
  await item.click();
  const viewer = page.getByRole('region', { name: /^Test run from / });
  await expect(viewer.getByRole('region', { name: 'Model B: fake/m-b' })).toContainText(
    'Beta says: crisp air, red maples.',
  );
  await expect(viewer.getByRole('button', { name: 'B is best' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(viewer.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);

  // Dark theme, and a phone: the columns stack and nothing runs off the side.
  await page.goto('/dashboard/settings');
  await page.getByText('Dark', { exact: true }).click();
  await page.goto('/dashboard/test');
  await history.getByRole('button', { name: /Write a haiku about autumn/ }).click();
  await expect(viewer.getByRole('region', { name: 'Model A: fake/m-a' })).toBeVisible();
  await expectNoViolations(page, 'a reopened run (dark)');
  await page.setViewportSize({ width: 390, height: 844 });
  const boxes = await Promise.all(
    ['Model A: fake/m-a', 'Model B: fake/m-b', 'Model C: fake/m-c'].map((name) =>
      viewer.getByRole('region', { name }).boundingBox(),
    ),
  );
  const [a, b, c] = boxes.map((box) => box!);
  expect(a!.x).toBe(b!.x);
  expect(b!.x).toBe(c!.x);
  expect(b!.y).toBeGreaterThan(a!.y);
  expect(c!.y).toBeGreaterThan(b!.y);
  expect(a!.x + a!.width).toBeLessThanOrEqual(390);
  await expectNoSidewaysOverflow(page);
});

test('cancelling one column keeps the text it had; the other column finishes', async ({
  page,
  request,
  user,
  withModels: { fake },
}) => {
  await upgradeToPro(request, user);
  fake.answerFor('m-a', { chunks: ['Slow start', ' never seen.'], pauseAfter: [1] });
  fake.answerFor('m-b', { chunks: ['Steady', ' and done.'], pauseAfter: [1] });
  await signInToDashboard(page, user);
  await page.goto('/dashboard/test?prompt=Name%20three%20autumn%20fruits');
  await expect(page.getByLabel('Prompt to test')).toHaveValue('Name three autumn fruits');
  await page.getByRole('button', { name: 'Run', exact: true }).click();

  const results = page.getByRole('region', { name: 'Results' });
  const columnA = results.getByRole('region', { name: 'Model A: fake/m-a' });
  const columnB = results.getByRole('region', { name: 'Model B: fake/m-b' });
  await fake.paused();
  await fake.paused();
  await expect(columnA).toContainText('Slow start');
  await expect(columnB).toContainText('Steady');

  await columnA.getByRole('button', { name: 'Cancel Model A' }).click();
  await expect(columnA.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(columnB.getByText('Writing…')).toBeVisible();
  fake.release();
  fake.release();
  await expect(columnB.getByText('Done', { exact: true })).toBeVisible();
  await expect(columnB).toContainText('Steady and done.');
  await expect(columnA.getByRole('group', { name: 'Model A answer' })).toHaveText('Slow start');
  await expect(results.getByRole('region', { name: 'Which answer is best?' })).toBeVisible();
});

test('a Free user sees the upgrade message and no way to run', async ({ page, user }) => {
  await signInToDashboard(page, user);
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Playground' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\/test$/);
  await expect(
    page.getByText(/is part of the Pro plan \(also Annual Pro and the 3-Day Pass\)/),
  ).toBeVisible();
  await expect(page.getByLabel('Prompt to test')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toHaveCount(0);
  await expectNoViolations(page, 'the playground on the Free plan');
  await page.getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/dashboard\/pricing$/);
});
