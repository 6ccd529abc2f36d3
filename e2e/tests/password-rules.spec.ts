import { expect, test } from '../support/fixtures';

const MESSAGES = {
  length: 'Password must be at least 8 characters long',
  lowercase: 'Password must contain a lowercase letter',
  uppercase: 'Password must contain an uppercase letter',
  number: 'Password must contain a number',
  symbol: 'Password must contain a symbol',
};

// Each password breaks exactly one rule.
const CASES: [string, keyof typeof MESSAGES][] = [
  ['Ab1!xyz', 'length'],
  ['ABCDEFG1!', 'lowercase'],
  ['abcdefg1!', 'uppercase'],
  ['Abcdefgh!', 'number'],
  ['Abcdefgh1', 'symbol'],
];

test('the sign-up form shows each weak-password message as you type', async ({ page }) => {
  await page.goto('/signup');
  const password = page.getByLabel('Password', { exact: true });
  const requirements = page.getByRole('list', { name: 'Password requirements' });
  await expect(requirements).toBeVisible();

  for (const [value, rule] of CASES) {
    await password.fill('');
    await password.pressSequentially(value);
    await expect(requirements.getByText(MESSAGES[rule])).toBeVisible();
    for (const [other, message] of Object.entries(MESSAGES)) {
      if (other !== rule) await expect(requirements.getByText(message)).toHaveCount(0);
    }
  }

  // A password that meets every rule leaves no message.
  await password.fill('Sup3r-Prompt!');
  for (const message of Object.values(MESSAGES)) {
    await expect(requirements.getByText(message)).toHaveCount(0);
  }
});

test('a weak password cannot be submitted', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Email').fill('weak@example.com');
  await page.getByLabel('First name').fill('Weak');
  await page.getByLabel('Last name').fill('Password');
  await page.getByLabel('Password', { exact: true }).fill('abcdefgh');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('Choose a password that meets every requirement below.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});
