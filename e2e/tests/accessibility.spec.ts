import { expectNoViolations } from '../support/axe';
import { expect, signInToDashboard, test } from '../support/fixtures';

test('public and auth pages pass axe checks', async ({ page }) => {
  for (const path of [
    '/',
    '/login',
    '/signup',
    '/forgot-password',
    '/verify-email?email=a%40example.com',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, path);
  }
});

test('signed-in pages pass axe checks in light and dark themes', async ({ page, user }) => {
  await signInToDashboard(page, user);
  for (const theme of ['light', 'dark'] as const) {
    await page.goto('/dashboard/settings');
    await page.getByText(theme === 'dark' ? 'Dark' : 'Light', { exact: true }).click();
    await expectNoViolations(page, `/dashboard/settings (${theme})`);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'New prompt' })).toBeVisible();
    await expect(page.getByText(/generations? left today/)).toBeVisible();
    await expectNoViolations(page, `/dashboard (${theme})`);
    // With a result (prompt, improvements, rating buttons) and the history filled in.
    await page.getByLabel('Describe your task').fill('Summarise a long article into key points');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByLabel('Generated prompt')).toBeVisible();
    await expectNoViolations(page, `/dashboard with a result (${theme})`);
    // Its Changes view: the word diff (accepted and rejected marks) and the list of changes.
    await page.getByRole('radio', { name: 'Changes' }).check();
    await page.getByRole('button', { name: 'Reject change 1' }).click();
    await expectNoViolations(page, `/dashboard result changes (${theme})`);
    // The Context Genie dialog, with its validation errors showing.
    await page.getByRole('button', { name: 'New Genie' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Context Genie' });
    await dialog.getByRole('button', { name: 'Save Genie' }).click();
    await expect(dialog.getByText('Give your Genie a name')).toBeVisible();
    await expectNoViolations(page, `/dashboard Genie dialog (${theme})`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
    await expectNoViolations(page, `/analytics (${theme})`);
  }
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the open mobile menu passes axe checks', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expectNoViolations(page, '/ (mobile menu open)');
  });

  test('the dashboard in Comparing mode passes axe checks', async ({ page, user }) => {
    await signInToDashboard(page, user);
    await page.getByRole('radio', { name: 'Comparing' }).check();
    await page.getByLabel('Describe your task').fill('Plan a healthy weekly meal plan');
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await expect(page.getByLabel('Generated prompt')).toHaveCount(2);
    await expectNoViolations(page, '/dashboard comparing (390 px)');
  });
});
