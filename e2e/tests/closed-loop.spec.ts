/**
 * The playground's closed loop against the real server (support/playground.ts, answered by
 * support/fake-openai.ts): a Pro user inserts a library prompt, enhances it with Mastermind (the
 * fake writes the enhanced version), runs both prompts on one model, asks a judge (the fake's
 * judge answers JSON; the server shows it the answers in a random order, so the test reads the
 * winner off the page rather than assuming it), keeps the enhanced prompt (as the winner, or
 * explicitly when the judge preferred the original), and finds it in the library: the prompt has
 * the enhanced text and its old text is a version.
 */
import { accessTokenFor, gql, upgradeToPro } from '../support/api';
import { expectNoViolations } from '../support/axe';
import { messageText, type ReceivedRequest } from '../support/fake-openai';
import { expect, signInToDashboard } from '../support/fixtures';
import { GENERATION_MODEL, test } from '../support/playground';

const ORIGINAL = 'Write an email to my landlord about the broken heating.';
const ENHANCED =
  'You are a tenant who knows the law. Write a firm, polite email to your landlord about the broken heating, citing the lease and asking for a repair date.';
const JUDGE_ANSWER = JSON.stringify({
  first: { score: 4, reason: 'Vague: no date asked.' },
  second: { score: 9, reason: 'Firm, polite, cites the lease.' },
});

const isRunOf = (text: (user: string) => boolean) => (r: ReceivedRequest) =>
  r.body.model === 'm-a' &&
  !messageText(r, 'system').includes('impartial judge') &&
  text(messageText(r, 'user').trim());

test('a Pro user enhances a library prompt, has both judged, and keeps the winner as a version', async ({
  page,
  request,
  user,
  withModels: { fake },
}) => {
  await upgradeToPro(request, user);
  const token = await accessTokenFor(request, user);
  await gql(
    request,
    `mutation ($input: SavePromptInputGql!) { savePrompt(input: $input) { id } }`,
    { input: { title: 'Landlord email', text: ORIGINAL } },
    token,
  );
  fake.answerWhen((r) => r.body.model === GENERATION_MODEL, {
    chunks: [ENHANCED.slice(0, 40), ENHANCED.slice(40), '\n---IMPROVEMENTS---\n- Cited the lease'],
  });
  fake.answerWhen(
    isRunOf((u) => u === ORIGINAL),
    { chunks: ['Dear landlord, fix it.'] },
  );
  fake.answerWhen(
    isRunOf((u) => u.includes('knows the law')),
    {
      chunks: [
        'Dear Ms Smith, under clause 4 of our lease',
        ' please repair the heating by Friday.',
      ],
    },
  );
  fake.answerWhen((r) => messageText(r, 'system').includes('impartial judge'), {
    chunks: [JUDGE_ANSWER],
  });

  await signInToDashboard(page, user);
  await page.goto('/dashboard/test');
  await page.getByRole('button', { name: 'Insert from library' }).click();
  const picker = page.getByRole('dialog', { name: 'Insert from your library' });
  await picker.getByRole('button', { name: 'Insert “Landlord email”' }).click();
  await expect(page.getByLabel('Prompt to test')).toHaveValue(ORIGINAL);
  await expect(page.getByText('From your library: “Landlord email”')).toBeVisible();

  // Step 1: the enhanced version, written by Mastermind (the fake), beside the original.
  await page.getByRole('switch', { name: 'Compare with an enhanced version' }).click();
  await page.getByLabel('Enhance with').selectOption('MASTERMIND');
  await page.getByRole('button', { name: 'Enhance', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Enhanced version' })).toHaveValue(ENHANCED);
  await expectNoViolations(page, 'the compare form');

  // Step 2: both prompts on one model.
  await page.getByRole('checkbox', { name: /fake\/m-b/ }).uncheck();
  await expect(page.getByRole('checkbox', { name: /fake\/m-a/ })).toBeChecked();
  await page.getByRole('button', { name: 'Run both' }).click();
  const results = page.getByRole('region', { name: 'Results' });
  const group = results.getByRole('group', { name: 'fake/m-a: original and enhanced prompt' });
  await expect(group.getByRole('region', { name: /Original/ })).toContainText(
    'Dear landlord, fix it.',
  );
  await expect(group.getByRole('region', { name: /Enhanced/ })).toContainText(
    'please repair the heating by Friday.',
  );

  // Step 3: the judge's verdicts and winner.
  const judge = results.getByRole('region', { name: 'Ask a judge' });
  await judge.getByLabel('Judge model').selectOption('fake/m-b');
  await judge.getByRole('button', { name: 'Ask the judge' }).click();
  const verdicts = judge.getByRole('list', { name: 'Verdicts' });
  await expect(verdicts).toContainText('fake/m-a');
  await expect(verdicts.getByRole('group', { name: /^Original: \d+ out of 10$/ })).toBeVisible();
  await expect(verdicts.getByRole('group', { name: /^Enhanced: \d+ out of 10$/ })).toBeVisible();
  const winnerLine = judge.getByText(/The (enhanced|original) prompt wins\./);
  await expect(winnerLine).toBeVisible();
  await expect(judge).toContainText('Judged by fake/m-b.');
  const enhancedWon = (await winnerLine.innerText()).includes('enhanced');
  await expectNoViolations(page, 'a judged compared run');

  // Step 4: keep the enhanced prompt, as a new version of the library prompt: as the winner
  // when the judge chose it, else explicitly.
  const keep = results.getByRole('region', { name: 'Keep the winner' });
  await keep
    .getByRole('button', {
      name: enhancedWon ? 'Keep the winner (enhanced)' : 'Keep the enhanced instead',
    })
    .click();
  await expect(results.getByRole('region', { name: 'Kept in your library' })).toBeVisible();
  await expect(page.getByText(/“Landlord email” now has the text you kept/)).toBeVisible();

  // The history marks the run.
  const history = page.getByRole('region', { name: 'Your test runs' });
  const item = history.getByRole('button', { name: /Write an email to my landlord/ });
  await expect(item).toContainText(enhancedWon ? 'Enhanced won' : 'Original won');
  await expect(item).toContainText('Saved');

  // The library: the winner's text, the old text as a version.
  await page.goto('/dashboard/library');
  await page
    .getByRole('list', { name: 'Prompts' })
    .getByRole('button', { name: 'Landlord email', exact: true })
    .click();
  const detail = page.getByRole('dialog', { name: 'Landlord email' });
  await expect(detail.getByLabel('Prompt text')).toHaveText(ENHANCED);
  const versions = detail.getByRole('region', { name: 'Versions' });
  await expect(versions.getByRole('listitem', { name: /^Version from / })).toHaveCount(1);
  await expect(versions).toContainText('Landlord email');
});
