import { newTestUser } from '../support/api';
import { expect, test } from '../support/fixtures';
import { readCodeFromOutbox } from '../support/mail';

test('sign up, verify, onboard, switch to dark theme, sign out', async ({ page }) => {
  const user = newTestUser('Grace', 'Hopper');

  // Sign up.
  await page.goto('/signup');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('First name').fill(user.givenName);
  await page.getByLabel('Last name').fill(user.familyName);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  // Verify the email with the code from the outbox.
  await expect(page).toHaveURL(/\/verify-email\?email=/);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const code = await readCodeFromOutbox(user.email, 'verification');
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify email' }).click();

  // Onboarding.
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Tell us about yourself' })).toBeVisible();
  await page.getByLabel('What do you do?').selectOption('Designer');
  await page.getByLabel('How did you hear about us?').selectOption('YouTube');
  await page.getByRole('checkbox', { name: 'Send me the free prompting course' }).check();
  await page.getByRole('button', { name: 'Continue to dashboard' }).click();

  // Dashboard with the account summary.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome, ${user.givenName}` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `${user.name} (account menu)` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New prompt' })).toBeVisible();

  // Settings: dark theme applies at once and survives a reload.
  await page.getByRole('button', { name: `${user.name} (account menu)` }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
  await page.getByText('Dark', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(page.getByText(user.email)).toBeVisible();

  // Sign out lands on the home page, signed out, with the local theme kept.
  await page.getByRole('button', { name: `${user.name} (account menu)` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /better prompt/i })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('userData'))).toBeNull();

  // And stays signed out: the dashboard asks to sign in again.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fdashboard$/);
});
