/**
 * The test fixture every spec uses. It fails a test when the page logs a console error or
 * throws an uncaught exception: a broken page must not pass because the assertions looked
 * elsewhere.
 */
import { expect, test as base, type Page } from '@playwright/test';

import { createUser, type TestUser } from './api';

interface Fixtures {
  /** Console errors and uncaught exceptions seen on `page` (checked after each test). */
  consoleErrors: string[];
  /** A confirmed, onboarded account created through the API. */
  user: TestUser;
}

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') {
          const where = message.location().url;
          errors.push(`console.error: ${message.text()}${where ? ` (${where})` : ''}`);
        }
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
  user: async ({ request }, use) => {
    await use(await createUser(request));
  },
});

export { expect };

/** Signs in through the sign-in page and waits for the dashboard. */
export async function signIn(page: Page, user: TestUser, path = '/login') {
  await page.goto(path);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function signInToDashboard(page: Page, user: TestUser) {
  await signIn(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome, ${user.givenName}` }),
  ).toBeVisible();
}
