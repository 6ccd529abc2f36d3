/**
 * The prompt checks (issue 22) against the real server's linter and token counts. On the
 * dashboard (the shared server, which has no models configured: the estimate only) the task
 * typed in the composer gets a contradiction warning and a missing output format with its
 * one-click fix; the fix changes the text and that finding goes, the token estimate follows.
 * In the playground (the server of support/playground.ts: three models on the fake, one
 * priced) each model's tokens and the cost of one run show before running, and a fix edits the
 * prompt to test. Axe checks the open checks in light and dark.
 */
import type { Locator, Page } from '@playwright/test';

import { upgradeToPro } from '../support/api';
import { expectNoViolations } from '../support/axe';
import { expect, signInToDashboard, test } from '../support/fixtures';
import { test as withModels } from '../support/playground';

const TASK = 'Plan a three day trip to Lisbon. Be brief, and write at least 1,000 words.';
const OUTPUT_FORMAT = 'No output format: say what shape the answer should take';
const FORMAT_LINE = 'Output format: Markdown, with a short heading for each part.';

/** The server's estimate: characters (code points) / 4, rounded up. */
function estimate(text: string): number {
  return Math.ceil(Array.from(text).length / 4);
}

/** Opens a compact checks region's details (after its first answer). */
async function openDetails(checks: Locator) {
  await checks.getByRole('button', { name: 'Details' }).click();
  await expect(checks.getByRole('button', { name: 'Hide details' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
}

async function typeTask(page: Page, text: string) {
  const task = page.getByLabel('Describe your task');
  await task.fill(text);
  return task;
}

test('the dashboard composer flags the task as it is typed, and a fix edits it', async ({
  page,
  user,
}) => {
  await signInToDashboard(page, user);
  const checks = page.getByRole('region', { name: 'Checks for your task' });
  await expect(checks).toContainText('Suggestions and the token count show as you type.');

  const task = await typeTask(page, TASK);
  await expect(checks).toContainText(`3 suggestions · ~${estimate(TASK)} tokens`);
  await openDetails(checks);
  const suggestions = checks.getByRole('list', { name: 'Suggestions' });
  const contradiction = suggestions
    .getByRole('listitem')
    .filter({ hasText: 'Contradiction: "Be brief" and "at least 1,000 words" cannot both hold.' });
  await expect(contradiction).toContainText('Be brief, and write at least 1,000 words');
  await expect(contradiction.getByRole('button')).toHaveCount(0);
  await expect(suggestions).toContainText(OUTPUT_FORMAT);
  // No models on this server: the estimate for any model, no per-model rows.
  await expect(checks).toContainText(`About ${estimate(TASK)} tokens (estimated for any model)`);
  await expect(checks.getByRole('table')).toHaveCount(0);
  await expectNoViolations(page, 'the prompt checks under the composer');

  await checks.getByRole('button', { name: 'Add an output format' }).click();
  const fixed = `${TASK}\n\n${FORMAT_LINE}`;
  await expect(task).toHaveValue(fixed);
  await expect(checks).toContainText(`2 suggestions · ~${estimate(fixed)} tokens`);
  await expect(suggestions).not.toContainText(OUTPUT_FORMAT);
  await expect(checks.getByRole('button', { name: 'Add an output format' })).toHaveCount(0);
  await expect(suggestions).toContainText('Contradiction');

  // Advisory: Generate goes on with the warnings left, and the result has its own checks.
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result.getByRole('group', { name: 'Generated prompt' })).toContainText('Lisbon');
  const resultChecks = result.getByRole('region', { name: 'Checks for this prompt' });
  await expect(resultChecks).toContainText(/(suggestions?|No issues found) · ~\d+ tokens/);

  // Dark theme.
  await page.goto('/dashboard/settings');
  await page.getByText('Dark', { exact: true }).click();
  await page.goBack();
  await typeTask(page, TASK);
  const again = page.getByRole('region', { name: 'Checks for your task' });
  await expect(again).toContainText('3 suggestions');
  await openDetails(again);
  await expectNoViolations(page, 'the prompt checks under the composer (dark)');
});

withModels(
  'the playground shows each model’s tokens and the cost of one run, and a fix edits the prompt',
  async ({ page, request, user }) => {
    await upgradeToPro(request, user);
    await signInToDashboard(page, user);
    await page.goto('/dashboard/test');
    const prompt = page.getByLabel('Prompt to test');
    const text = 'Plan a three day trip to Lisbon';
    await prompt.fill(text);

    const checks = page.getByRole('region', { name: 'Checks for your prompt' });
    await expect(checks).toContainText(`1 suggestion · ~${estimate(text)} tokens`);
    await openDetails(checks);
    const rows = checks.getByRole('table', { name: 'Tokens and cost of one run on each model' });
    // m-a is priced ($1 in, $2 out per 1M tokens): the prompt and 1,024 tokens out, a fifth of
    // a cent. No tokenizer is known for these models: estimates.
    await expect(rows.getByRole('row', { name: /fake\/m-a/ })).toHaveText(
      new RegExp(`fake/m-a\\s*~${estimate(text)} est\\.\\s*<\\$0\\.01`),
    );
    await expect(rows.getByRole('row', { name: /fake\/m-b/ })).toHaveText(
      new RegExp(`fake/m-b\\s*~${estimate(text)} est\\.\\s*no price`),
    );
    await expect(rows.getByRole('row', { name: /fake\/m-c/ })).toContainText('no price');
    await expectNoViolations(page, 'the prompt checks in the playground');

    await checks.getByRole('button', { name: 'Add an output format' }).click();
    await expect(prompt).toHaveValue(`${text}\n\n${FORMAT_LINE}`);
    await expect(checks).toContainText('No issues found');
    await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeEnabled();
  },
);
