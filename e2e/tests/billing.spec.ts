/**
 * Plans and local billing against the real server, which runs with no payment provider: the
 * checkout is the web app's own TEST MODE confirmation page and no money moves. Buying Monthly
 * Pro unlocks the paid generators and asks the post-upgrade survey once; the first cancel
 * attempt offers 30% off for 3 months instead (once), a later one cancels at once, keeping Pro
 * until the period ends, and can be taken back; the next invoice shows, and with local billing
 * there is no billing portal to manage; the 3-Day Pass shows its end date; the public pricing
 * page sends buyers to sign in.
 */
import type { APIRequestContext, Page } from '@playwright/test';

import { expectNoViolations } from '../support/axe';
import { accessTokenFor, gql, type TestUser } from '../support/api';
import { expect, signIn, signInToDashboard, test } from '../support/fixtures';

interface Billing {
  planName: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  discountPercentOff: number | null;
  discountEndsAt: string | null;
  showPostUpgradeSurvey: boolean;
  postUpgradeSurveyCompleted: boolean;
}

/** The user's billing state as the server has it. */
async function billingOf(request: APIRequestContext, user: TestUser): Promise<Billing> {
  const data = await gql<{ me: Billing }>(
    request,
    `query {
      me {
        planName
        currentPeriodEnd
        cancelAtPeriodEnd
        discountPercentOff
        discountEndsAt
        showPostUpgradeSurvey
        postUpgradeSurveyCompleted
      }
    }`,
    {},
    await accessTokenFor(request, user),
  );
  return data.me;
}

/** A date as the web app shows it (the browser runs in en-US, UTC: see playwright.config.ts). */
function longDate(iso: string | null): string {
  expect(iso, 'the server gave a period end').toBeTruthy();
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso!),
  );
}

/** A plan card on a pricing page, by the plan's name. */
function planCard(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

test.describe('a Free user upgrades to Monthly Pro', () => {
  test.describe.configure({ mode: 'serial' });
  // The buyer of the first test cancels and reactivates in the second.
  let buyer: TestUser | undefined;

  test('buys Monthly Pro in test mode, then a paid generator works', async ({
    page,
    request,
    user,
  }) => {
    await signInToDashboard(page, user);

    // The Free user's upgrade link leads to the signed-in pricing page.
    await page
      .getByRole('region', { name: 'Plan and quota' })
      .getByRole('link', { name: 'Upgrade' })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/pricing$/);
    await expect(planCard(page, 'Free')).toContainText('Current plan');
    await expect(
      planCard(page, 'Free').getByRole('button', { name: 'Current plan' }),
    ).toBeDisabled();

    await page.getByRole('radio', { name: 'Monthly' }).check();
    const pro = planCard(page, 'Pro');
    await expect(pro).toContainText('$9.99/month');
    await pro.getByRole('button', { name: 'Upgrade to Pro' }).click();

    // The local confirmation page, clearly in test mode.
    await expect(page).toHaveURL(/\/checkout\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your plan' })).toBeVisible();
    await expect(page.getByRole('note', { name: 'Test mode' })).toContainText(
      'TEST MODE: no payment is taken; this server has no payment provider configured.',
    );
    await expect(page.getByText('$9.99/month', { exact: true })).toBeVisible();
    await expect(
      page.getByText(/It renews on .+, then every month until you cancel\./),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Confirm and start Pro' }).click();

    await expect(page).toHaveURL(/\/success$/);
    await expect(page.getByRole('heading', { level: 1, name: 'You’re on Pro!' })).toBeVisible();
    const billing = await billingOf(request, user);
    expect(billing.planName).toBe('PRO');
    await expect(page.getByText(`Renews on ${longDate(billing.currentPeriodEnd)}.`)).toBeVisible();
    await expect(page.getByText('Test mode: no payment was taken.')).toBeVisible();

    // Back on the dashboard the plan shows at once, and Veo 3 (Pro only) now writes prompts.
    await page.getByRole('link', { name: 'Go to dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const quota = page.getByRole('region', { name: 'Plan and quota' });
    await expect(quota).toContainText('Pro');
    await expect(quota).toContainText('Unlimited');
    const veo = page.getByRole('radio', { name: /^Veo 3\b/ });
    await expect(veo).not.toHaveAccessibleName(/Pro/);
    await veo.check();
    await page.getByLabel('Describe your task').fill('A drone shot over a foggy forest at sunrise');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const result = page.getByRole('region', { name: 'Result' });
    await expect(result.getByRole('heading', { level: 3, name: 'Veo 3' })).toBeVisible();
    await expect(result.getByLabel('Generated prompt')).toContainText('forest');
    await expect(result.getByRole('alert')).toHaveCount(0);

    buyer = user;
  });

  test('the new subscriber answers the post-upgrade survey once, and it stays gone', async ({
    page,
    request,
  }) => {
    expect(buyer, 'the previous test bought Pro').toBeTruthy();
    const user = buyer!;
    expect(await billingOf(request, user)).toMatchObject({ showPostUpgradeSurvey: true });

    await signInToDashboard(page, user);
    const survey = page.getByRole('region', { name: 'What made you upgrade?' });
    await expect(survey).toBeVisible();
    await expect(survey.getByRole('radio')).toHaveCount(7);
    await survey.getByRole('button', { name: 'Submit' }).click();
    await expect(survey.getByText('Please choose a reason.')).toBeVisible();
    await survey.getByRole('radio', { name: 'Prompts for video (Veo 3, Sora 2)' }).check();
    await survey
      .getByLabel('Anything else you’d like to tell us? (optional)')
      .fill('Veo 3 prompts for my drone footage.');
    await survey.getByRole('button', { name: 'Submit' }).click();

    await expect(survey).toBeHidden();
    await expect(
      page.getByText('Thank you! Your answer helps us make Superprompt better.'),
    ).toBeVisible();
    expect(await billingOf(request, user)).toMatchObject({
      showPostUpgradeSurvey: false,
      postUpgradeSurveyCompleted: true,
    });

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome, ${user.givenName}` }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Plan and quota' })).toContainText('Pro');
    await expect(survey).toHaveCount(0);
  });

  test('the first cancel attempt offers 30% off for 3 months; accepted, the plan shows it', async ({
    page,
    request,
  }) => {
    expect(buyer, 'the previous test bought Pro').toBeTruthy();
    const user = buyer!;
    const ends = longDate((await billingOf(request, user)).currentPeriodEnd);

    await signIn(page, user, '/signin?redirect=%2Fdashboard%2Fsettings');
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    const section = page.getByRole('region', { name: 'Plan & billing' });
    await expect(section).toContainText('$9.99 a month');
    await expect(section).toContainText(`Renews on ${ends}`);

    // The local subscription's next invoice, in test mode; no billing portal to manage.
    const invoice = section.getByRole('group', { name: 'Next invoice' });
    await expect(invoice).toContainText(`$9.99 on ${ends}`);
    await expect(invoice).toContainText('Test mode');
    await expect(section.getByRole('button', { name: 'Manage billing' })).toHaveCount(0);

    await section.getByRole('button', { name: 'Cancel subscription' }).click();
    let dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await expect(dialog).toContainText(`You keep Pro until ${ends}`);
    await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(dialog.getByText('Please choose a reason.')).toBeVisible();
    await dialog.getByRole('radio', { name: 'It costs too much' }).check();
    await dialog.getByLabel('What would feel fair? (optional)').fill('About $5 a month');
    await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();

    // Not cancelled yet: the one-time offer comes first.
    dialog = page.getByRole('dialog', { name: 'Stay for 30% off for 3 months' });
    await expect(dialog).toContainText('keep Pro at $6.99 a month instead of $9.99 a month');
    expect(await billingOf(request, user)).toMatchObject({ cancelAtPeriodEnd: false });
    await dialog.getByRole('button', { name: 'Accept offer' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText('Offer accepted: Pro is 30% off for the next 3 months.'),
    ).toBeVisible();

    const billing = await billingOf(request, user);
    expect(billing).toMatchObject({
      planName: 'PRO',
      cancelAtPeriodEnd: false,
      discountPercentOff: 30,
    });
    await expect(section).toContainText(`30% off until ${longDate(billing.discountEndsAt)}`);
    await expect(section).toContainText(`Renews on ${ends}`);
    await expect(section).toContainText('Active');
    await expect(invoice).toContainText(`$6.99 on ${ends}`);
    await expect(invoice).toContainText('Includes your 30% discount.');

    // The offer is once per user: after a reload, a new attempt cancels directly.
    await page.reload();
    await expect(section).toContainText(`30% off until ${longDate(billing.discountEndsAt)}`);
    await section.getByRole('button', { name: 'Cancel subscription' }).click();
    dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await dialog.getByRole('radio', { name: 'A feature I need is missing' }).check();
    await dialog.getByLabel('Which feature do you need? (optional)').fill('Team folders');
    await dialog
      .getByLabel('Anything else we should know? (optional)')
      .fill('Great tool, I will be back.');
    await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(
      page.getByText(`Your subscription is cancelled. You keep Pro until ${ends}.`),
    ).toBeVisible();

    await expect(section).toContainText(`Ends on ${ends}`);
    await expect(section).toContainText('Cancelled');
    await expect(section.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
    // Nothing renews, so there is no next invoice.
    await expect(invoice).toHaveCount(0);
    // Access is kept until the end of the period: still Pro, still unlimited.
    expect(await billingOf(request, user)).toMatchObject({
      planName: 'PRO',
      cancelAtPeriodEnd: true,
    });
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .first()
      .getByRole('link', { name: 'Dashboard' })
      .click();
    const quota = page.getByRole('region', { name: 'Plan and quota' });
    await expect(quota).toContainText('Pro');
    await expect(quota).toContainText('Unlimited');

    // The signed-in pricing page offers the way back too.
    await page.goto('/dashboard/pricing');
    await expect(planCard(page, 'Pro')).toContainText(`Cancelled: ends on ${ends}`);

    await page.goto('/dashboard/settings#plan-billing');
    await section.getByRole('button', { name: 'Reactivate' }).click();
    await expect(section).toContainText(`Renews on ${ends}`);
    await expect(section.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
    await expect(invoice).toContainText(`on ${ends}`);
    expect(await billingOf(request, user)).toMatchObject({
      planName: 'PRO',
      cancelAtPeriodEnd: false,
    });
  });
});

test('a fresh user buys the 3-Day Pass and sees when it ends', async ({ page, request, user }) => {
  await signInToDashboard(page, user);
  await page.goto('/dashboard/pricing');
  const pass = planCard(page, '3-Day Pass');
  await expect(pass).toContainText('$4.99 one-time payment');
  await pass.getByRole('button', { name: 'Get 3-Day Pass' }).click();

  await expect(page).toHaveURL(/\/checkout\/[^/]+$/);
  await expect(page.getByRole('note', { name: 'Test mode' })).toBeVisible();
  await expect(page.getByText(/The pass lasts 3 days, until .+\./)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and start 3-Day Pass' }).click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'You’re on 3-Day Pass!' }),
  ).toBeVisible();

  const billing = await billingOf(request, user);
  expect(billing.planName).toBe('THREE_DAY_PASS');
  const ends = longDate(billing.currentPeriodEnd);
  // Three days from now (give or take the midnight this test may straddle).
  const days = (Date.parse(billing.currentPeriodEnd!) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(2.9);
  expect(days).toBeLessThanOrEqual(3);
  await expect(page.getByText(`Ends on ${ends}. It never renews.`)).toBeVisible();

  await page.getByRole('link', { name: 'Plan & billing' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings#plan-billing$/);
  const section = page.getByRole('region', { name: 'Plan & billing' });
  await expect(section).toContainText('3-Day Pass');
  await expect(section).toContainText('$4.99, paid once');
  await expect(section).toContainText(`Ends on ${ends}`);
  await expect(section).toContainText('The pass never renews');
  await expect(section.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);

  // The pass cannot be bought twice while it runs.
  await page.goto('/dashboard/pricing');
  await expect(
    planCard(page, '3-Day Pass').getByRole('button', { name: 'Current plan' }),
  ).toBeDisabled();
});

test('signed out, /pricing shows the plans, toggles the cycle and asks to sign in', async ({
  page,
  user,
}) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Annual by default, with its badge and yearly price.
  const annual = page.getByRole('radio', { name: /^Annual/ });
  await expect(annual).toBeChecked();
  await expect(annual).toHaveAccessibleName(/Get 2 MONTHS FREE/);
  await expect(planCard(page, 'Annual Pro')).toContainText('$8.33/month, billed $99.99 yearly');
  await expect(planCard(page, 'Annual Pro')).toContainText('Get 2 MONTHS FREE');
  await expect(planCard(page, 'Pro')).toHaveCount(0);
  await expect(planCard(page, '3-Day Pass')).toContainText('$4.99');
  await expect(page.getByRole('region', { name: 'Frequently asked questions' })).toBeVisible();

  await page.getByRole('radio', { name: 'Monthly' }).check();
  await expect(planCard(page, 'Pro')).toContainText('$9.99/month');
  await expect(planCard(page, 'Annual Pro')).toHaveCount(0);
  await annual.check();
  await expect(planCard(page, 'Annual Pro')).toBeVisible();
  await page.getByRole('radio', { name: 'Monthly' }).check();

  // A FAQ answer opens.
  await page.getByText('What happens when my 3-Day Pass ends?').click();
  await expect(page.getByText(/goes back to the Free plan on its own/)).toBeVisible();

  await planCard(page, 'Pro').getByRole('link', { name: 'Get Pro' }).click();
  await expect(page).toHaveURL(/\/signin\?redirect=pricing$/);

  // After signing in, the buyer is on the signed-in pricing page.
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/pricing$/);
  await expect(planCard(page, 'Free')).toContainText('Current plan');

  // And a signed-in visit to /pricing goes there too.
  await page.goto('/pricing');
  await expect(page).toHaveURL(/\/dashboard\/pricing$/);
});

test('the billing pages pass axe checks in light and dark themes', async ({ page, user }) => {
  await page.goto('/pricing');
  await expect(planCard(page, 'Annual Pro')).toBeVisible();
  await expectNoViolations(page, '/pricing');

  await signInToDashboard(page, user);
  for (const theme of ['light', 'dark'] as const) {
    await page.goto('/dashboard/settings');
    await page.getByText(theme === 'dark' ? 'Dark' : 'Light', { exact: true }).click();
    await expect(page.getByRole('region', { name: 'Plan & billing' })).toBeVisible();
    await expectNoViolations(page, `/dashboard/settings (${theme})`);

    await page.goto('/dashboard/pricing');
    await expect(planCard(page, 'Annual Pro')).toBeVisible();
    await page.getByText('Why does checkout say TEST MODE?').click();
    await expectNoViolations(page, `/dashboard/pricing (${theme})`);

    await page.getByRole('radio', { name: 'Monthly' }).check();
    await planCard(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
    await expect(page.getByRole('note', { name: 'Test mode' })).toBeVisible();
    await expectNoViolations(page, `/checkout (${theme})`);
  }
  await page.getByRole('button', { name: 'Confirm and start Pro' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You’re on Pro!' })).toBeVisible();
  await expectNoViolations(page, '/success (dark)');

  await page.goto('/dashboard');
  const survey = page.getByRole('region', { name: 'What made you upgrade?' });
  await survey.getByRole('button', { name: 'Submit' }).click();
  await expect(survey.getByText('Please choose a reason.')).toBeVisible();
  await expectNoViolations(page, 'the post-upgrade survey (dark)');

  await page.goto('/dashboard/settings');
  await expect(page.getByRole('group', { name: 'Next invoice' })).toBeVisible();
  await expectNoViolations(page, 'Plan & billing with the next invoice (dark)');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(dialog.getByText('Please choose a reason.')).toBeVisible();
  await expectNoViolations(page, 'the cancellation dialog (dark)');
  await dialog.getByRole('radio', { name: 'It doesn’t fit into how I work' }).check();
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByRole('dialog', { name: 'Stay for 30% off for 3 months' })).toBeVisible();
  await expectNoViolations(page, 'the recovery offer (dark)');
});

test.describe('at 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  async function expectNoSidewaysOverflow(page: Page) {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }

  test('pricing, checkout and settings fit', async ({ page, user }) => {
    await page.goto('/pricing');
    await expect(planCard(page, 'Annual Pro')).toBeVisible();
    await expectNoSidewaysOverflow(page);

    await signInToDashboard(page, user);
    await page.goto('/dashboard/pricing');
    await planCard(page, 'Annual Pro')
      .getByRole('button', { name: 'Upgrade to Annual Pro' })
      .click();
    await expect(page.getByRole('note', { name: 'Test mode' })).toBeVisible();
    await expect(page.getByText('$8.33/month, billed $99.99 yearly')).toBeVisible();
    await expectNoSidewaysOverflow(page);
    await page.getByRole('button', { name: 'Confirm and start Annual Pro' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'You’re on Annual Pro!' }),
    ).toBeVisible();
    await expectNoSidewaysOverflow(page);

    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'What made you upgrade?' })).toBeVisible();
    await expectNoSidewaysOverflow(page);

    await page.goto('/dashboard/settings');
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await expect(dialog.getByRole('radio', { name: 'It costs too much' })).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await expectNoSidewaysOverflow(page);
  });
});
