import { expect, signInToDashboard, test } from '../support/fixtures';

test('screens', async ({ page, user }) => {
  await signInToDashboard(page, user);
  await page.screenshot({ path: '/tmp/shots/empty.png', fullPage: true });
  await page
    .getByLabel('Describe your task')
    .fill('Write an email to my landlord about a broken heater');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByLabel('Generated prompt')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/result.png', fullPage: true });
  await page.getByRole('radio', { name: 'Comparing' }).check();
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page.getByLabel('Generated prompt')).toHaveCount(2);
  await page.screenshot({ path: '/tmp/shots/compare.png', fullPage: true });
  await page.getByRole('button', { name: 'New Genie' }).click();
  await page.screenshot({ path: '/tmp/shots/genie.png' });
  await page.keyboard.press('Escape');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await page.screenshot({ path: '/tmp/shots/dark.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/shots/mobile.png', fullPage: true });
});
