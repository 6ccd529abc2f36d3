import { grantGroup } from '../support/cli';
import { expect, signInToDashboard, test } from '../support/fixtures';

test('a non-staff user sees Access Restricted and can sign out', async ({ page, user }) => {
  await signInToDashboard(page, user);
  await page.goto('/analytics');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Access Restricted' })).toBeVisible();
  await expect(main.getByText(user.name, { exact: true })).toBeVisible();
  await expect(main.getByText(user.email, { exact: true })).toBeVisible();
  await expect(main.getByRole('alert')).toHaveText(
    'Access denied: You must be in one of these groups to access this page: analytics-viewers',
  );
  await expect(page.getByRole('heading', { name: 'Analytics Dashboard' })).toHaveCount(0);

  await main.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a user granted analytics-viewers by the CLI passes the guard', async ({ page, user }) => {
  await signInToDashboard(page, user);
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();

  await grantGroup(user.email, 'analytics-viewers');
  await page.reload();

  await expect(page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible();
  await expect(page.getByText(/referral tracking and churn analysis/i)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Access Restricted' })).toHaveCount(0);
  // Staff also get the Analytics link in the top bar.
  await expect(
    page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Analytics' }),
  ).toBeVisible();
});

test('a signed-out visitor to /analytics is sent to sign in and back', async ({ page, user }) => {
  await page.goto('/analytics');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fanalytics$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
});
