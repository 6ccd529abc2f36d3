import { expect, signInToDashboard, test } from '../support/fixtures';

test('redirects: /dashboard/account to settings, unknown paths to the dashboard', async ({
  page,
  user,
}) => {
  await signInToDashboard(page, user);

  await page.goto('/dashboard/account');
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome, ${user.givenName}` }),
  ).toBeVisible();
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // Its Reviews link is there only when the operator wrote reviews (public-site.spec.ts).
  test('the public mobile menu opens and lists the pages', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /better prompt/i })).toBeVisible();

    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav.getByRole('link', { name: 'Pricing' })).toBeHidden();

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(mobileNav.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(mobileNav.getByRole('link', { name: /Context Genies/ })).toBeVisible();

    // Nothing overflows sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the dashboard fits and shows the user', async ({ page, user }) => {
    await signInToDashboard(page, user);
    await expect(page.getByRole('button', { name: `${user.name} (account menu)` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New prompt' })).toBeVisible();
    await expect(page.getByText('1 generation left today · 7 bonus left')).toBeVisible();

    // Comparing mode stacks the two results under 768 px.
    await page.getByRole('radio', { name: 'Comparing' }).check();
    await page.getByLabel('Describe your task').fill('Explain a complex topic in simple terms');
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    const cards = page.getByRole('region', { name: 'Result' }).getByLabel('Generated prompt');
    await expect(cards).toHaveCount(2);
    const first = await cards.nth(0).boundingBox();
    const second = await cards.nth(1).boundingBox();
    expect(second!.y).toBeGreaterThan(first!.y + first!.height);

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
