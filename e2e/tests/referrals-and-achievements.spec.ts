/**
 * Referrals and achievements against the real server (issue 18). A referrer's widget counts a
 * friend who arrived with the link and signed up, then the friend's test-mode purchase; a new
 * user's first generation unlocks an achievement: the toast, the bell (marked read), and the
 * title equipped on /dashboard/quests and worn in the header, on a phone too.
 */
import type { Browser, Page } from '@playwright/test';

import { expectNoViolations } from '../support/axe';
import { newTestUser, type TestUser } from '../support/api';
import { expect, signInToDashboard, test } from '../support/fixtures';
import { readCodeFromOutbox } from '../support/mail';

/** A page in a browser context of its own (another person), failing on console errors too. */
async function newPerson(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return { page, errors };
}

/** Signs up through the app: the form, the mailed code, onboarding; ends on the dashboard. */
async function signUpThroughTheApp(page: Page, user: TestUser) {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('First name').fill(user.givenName);
  await page.getByLabel('Last name').fill(user.familyName);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email\?email=/);
  await page
    .getByLabel('Verification code')
    .fill(await readCodeFromOutbox(user.email, 'verification'));
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByLabel('What do you do?').selectOption('Designer');
  await page.getByLabel('How did you hear about us?').selectOption('YouTube');
  await page.getByRole('button', { name: 'Continue to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

const widgetOf = (page: Page) => page.getByRole('region', { name: 'Invite friends' });
const figuresOf = (page: Page) => widgetOf(page).getByRole('list', { name: 'Your referrals' });

test.describe('a referrer sees a friend sign up and pay', () => {
  test.describe.configure({ mode: 'serial' });
  let referrer: TestUser | undefined;
  let friend: { page: Page; errors: string[] } | undefined;

  test.afterAll(async () => {
    await friend?.page.context().close();
  });

  test('a visit with the link and a sign-up count on the referrer’s widget', async ({
    page,
    user,
    browser,
  }) => {
    referrer = user;
    await signInToDashboard(page, user);
    const widget = widgetOf(page);
    await expect(figuresOf(page)).toContainText('0 people signed up with your link');
    await expect(figuresOf(page)).toContainText('0 became paying customers');
    const link = await widget.getByLabel('Your referral link').inputValue();
    const code = new URL(link).searchParams.get('ref');
    expect(code, `a referral code in ${link}`).toMatch(/^[A-Z0-9]{4,32}$/);
    await expectNoViolations(page, 'the dashboard with the referral widget');

    // Copy says so (the link lands on the clipboard).
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await widget.getByRole('button', { name: 'Copy' }).click();
    await expect(widget.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // A friend opens the link in their own browser: the server keeps the code in `ref`.
    friend = await newPerson(browser);
    await friend.page.goto(`/?ref=${code}`);
    await expect(friend.page.getByRole('heading', { level: 1 })).toBeVisible();
    const cookies = await friend.page.context().cookies();
    expect(cookies.find((c) => c.name === 'ref')).toMatchObject({ value: code, httpOnly: true });

    await signUpThroughTheApp(friend.page, newTestUser('Grace', 'Hopper'));
    await expect(figuresOf(friend.page)).toContainText('0 people signed up with your link');

    await page.reload();
    await expect(figuresOf(page)).toContainText('1 person signed up with your link');
    await expect(figuresOf(page)).toContainText('0 became paying customers');
    expect(friend.errors, 'the friend’s page logged errors').toEqual([]);
  });

  test('the friend buys Pro in test mode and the referrer sees a paying customer', async ({
    page,
  }) => {
    expect(referrer && friend, 'the previous test signed the friend up').toBeTruthy();
    const buyer = friend!.page;
    await buyer.goto('/dashboard/pricing');
    await buyer.getByRole('radio', { name: 'Monthly' }).check();
    await buyer
      .getByRole('region', { name: 'Pro', exact: true })
      .getByRole('button', { name: 'Upgrade to Pro' })
      .click();
    await expect(buyer).toHaveURL(/\/checkout\/[^/]+$/);
    await buyer.getByRole('button', { name: 'Confirm and start Pro' }).click();
    await expect(buyer).toHaveURL(/\/success$/);
    await expect(buyer.getByRole('heading', { level: 1, name: 'You’re on Pro!' })).toBeVisible();

    await signInToDashboard(page, referrer!);
    await expect(figuresOf(page)).toContainText('1 person signed up with your link');
    await expect(figuresOf(page)).toContainText('1 became a paying customer');
    expect(friend!.errors, 'the friend’s page logged errors').toEqual([]);
  });
});

test('the first generation unlocks an achievement: toast, bell, and a title to wear', async ({
  page,
  user,
}) => {
  await signInToDashboard(page, user);
  const bell = page.getByRole('button', { name: /^Achievement notices/ });
  await expect(bell).toHaveAccessibleName('Achievement notices');

  await page.getByLabel('Describe your task').fill('Write a haiku about the first frost');
  await page.getByRole('radio', { name: /^Primer/ }).check();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Result' }).getByLabel('Generated prompt'),
  ).toContainText('frost');

  // The toast, then the bell with one unread unlock.
  await expect(page.getByText('Achievement unlocked: First Spark')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Achievement notices, 1 unread');

  await bell.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('1 unread')).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Mark “First Spark” read' }).click();
  await expect(menu.getByText(/You’re all caught up/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAccessibleName('Achievement notices');

  // Read stays read after a reload, and the toast does not come back.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome, ${user.givenName}` }),
  ).toBeVisible();
  await expect(bell).toHaveAccessibleName('Achievement notices');
  await expect(page.getByText('Achievement unlocked: First Spark')).toHaveCount(0);

  // Quests: the unlocked one first, with its date; equip its title.
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .first()
    .getByRole('link', { name: 'Quests' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/quests$/);
  const unlocked = page.getByRole('region', { name: 'Unlocked (1)' });
  const spark = unlocked.getByRole('article', { name: 'First Spark' });
  await expect(spark).toContainText('Bronze');
  await expect(spark).toContainText(/Unlocked on \w+ \d+, \d{4}/);
  await expect(spark.getByRole('progressbar', { name: 'First Spark progress' })).toHaveAttribute(
    'aria-valuenow',
    '1',
  );
  await expect(
    page.getByRole('region', { name: /^In progress/ }).getByRole('article', { name: 'Keeper' }),
  ).toContainText('Locked');
  await expectNoViolations(page, '/dashboard/quests');

  await spark.getByRole('button', { name: 'Equip title' }).click();
  await expect(spark.getByRole('button', { name: 'Unequip' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByText('Spark Starter', { exact: true })).toBeVisible();
  await expect(
    header.getByRole('button', { name: `${user.name} (account menu)` }),
  ).toHaveAccessibleDescription('Title: Spark Starter');

  // Still worn after a reload (the server keeps it), and on a phone, in the dark theme too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() =>
    localStorage.setItem('superprompt.settings', JSON.stringify({ theme: 'dark' })),
  );
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(header.getByText('Spark Starter', { exact: true })).toBeVisible();
  await expect(bell).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    'no sideways scrolling at 390 px',
  ).toBeLessThanOrEqual(390);
  await expectNoViolations(page, '/dashboard/quests at 390 px, dark');
});
