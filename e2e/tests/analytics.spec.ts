/**
 * The staff analytics dashboard against the real server: history imported with
 * `superprompt import analytics`, the last whole week's KPIs computed with `superprompt kpi
 * compute`, then the three tabs, the filters, the details toggle and each tab's CSV, whose
 * header and row count must match the table on screen.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import type { Download, Locator, Page } from '@playwright/test';

import { expectNoViolations } from '../support/axe';
import { grantGroup } from '../support/cli';
import { dataDir, serverBinary } from '../support/env';
import { expect, signInToDashboard, test } from '../support/fixtures';

const run = promisify(execFile);

async function cli(args: string[]): Promise<void> {
  await run(serverBinary(), args, {
    env: { ...process.env, SUPERPROMPT_DATA_DIR: dataDir(), SUPERPROMPT_LOG_FORMAT: 'json' },
    timeout: 60_000,
  });
}

const DAY = 86_400_000;
const iso = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();

/** Two codes: NEW (one recent paid signup) and OLD-style history 60 days back on the same code. */
async function importHistory(tag: string): Promise<{ code: string; other: string }> {
  const code = `E2E${tag}A`;
  const other = `E2E${tag}B`;
  const email = (n: string) => `an-${tag.toLowerCase()}-${n}@example.com`;
  const lines = [
    {
      kind: 'user',
      id: `u-${tag}-1`,
      email: email('1'),
      name: 'Recent Payer',
      creation_date_time: iso(2 * DAY),
      plan_name: 'PRO',
      subscription_status: 'active',
    },
    {
      kind: 'user',
      id: `u-${tag}-2`,
      email: email('2'),
      name: 'Old Signup',
      creation_date_time: iso(60 * DAY),
    },
    {
      kind: 'user',
      id: `u-${tag}-3`,
      email: email('3'),
      name: 'Pass Buyer',
      creation_date_time: iso(3 * DAY),
    },
    {
      kind: 'tracking',
      id: `t-${tag}-1`,
      userid: `u-${tag}-1`,
      emailid: email('1'),
      referralCodeInternal: code,
      signup_date: iso(1 * DAY),
      moved_to_paid_plan: { date: iso(1 * DAY), plan_name: 'PRO' },
    },
    {
      kind: 'tracking',
      id: `t-${tag}-2`,
      userid: `u-${tag}-2`,
      emailid: email('2'),
      referralCodeInternal: code,
      signup_date: iso(60 * DAY),
    },
    {
      kind: 'tracking',
      id: `t-${tag}-3`,
      userid: `u-${tag}-3`,
      emailid: email('3'),
      referralCodeInternal: other,
      signup_date: iso(3 * DAY),
      three_day_pass_purchased: { date: iso(3 * DAY), expiration_date: iso(0) },
    },
    {
      kind: 'churn',
      id: `sub-${tag}-1`,
      customerId: `cus-${tag}-1`,
      customerEmail: email('4'),
      createdAt: Math.floor((Date.now() - 40 * DAY) / 1000),
      canceledAt: Math.floor((Date.now() - 5 * DAY) / 1000),
      planType: 'PRO',
      cancelReason: 'too expensive',
    },
    {
      kind: 'churn',
      id: `sub-${tag}-2`,
      customerId: `cus-${tag}-2`,
      customerEmail: email('5'),
      createdAt: Math.floor((Date.now() - 7 * DAY) / 1000),
      canceledAt: Math.floor((Date.now() - 5 * DAY) / 1000),
      planType: 'ANNUAL_PRO',
      cancelReason: 'not using it',
    },
  ];
  const dir = await mkdtemp(path.join(tmpdir(), 'analytics-e2e-'));
  const file = path.join(dir, 'history.ndjson');
  await writeFile(file, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
  await cli(['import', 'analytics', file]);
  await cli(['kpi', 'compute']);
  return { code, other };
}

async function csvOf(download: Download): Promise<string[][]> {
  const file = await download.path();
  const text = await readFile(file, 'utf8');
  // The files hold no quoted commas in these rows' first cells; split simply, line by line.
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));
}

async function exportActive(page: Page): Promise<{ name: string; rows: string[][] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  return { name: download.suggestedFilename(), rows: await csvOf(download) };
}

function bodyRows(table: Locator): Locator {
  return table.locator('tbody tr');
}

test('staff see the three tabs with data, filter, toggle details and export each CSV', async ({
  page,
  user,
}) => {
  const tag = Date.now().toString(36).toUpperCase();
  const { code, other } = await importHistory(tag);
  await grantGroup(user.email, 'analytics-viewers');
  await signInToDashboard(page, user);
  await page.goto('/analytics');

  await expect(page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible();
  const panel = page.getByRole('tabpanel');
  const table = panel.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('rowheader', { name: code })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: other })).toBeVisible();
  await expectNoViolations(page, 'the Referral Analytics tab');

  // Filter by code: one row, two signups (all time).
  await panel.getByLabel('Referral code', { exact: true }).selectOption(code);
  await expect(bodyRows(table)).toHaveCount(1);
  const row = table.getByRole('row', { name: new RegExp(code) });
  await expect(row.getByRole('cell').nth(0)).toHaveText('2');
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expect(row.getByRole('cell').nth(2)).toHaveText('$9.99');
  await expect(row.getByRole('cell').nth(3)).toContainText('50.0%');

  // And by period: the 60-day-old signup drops out.
  await panel.getByLabel('Period', { exact: true }).selectOption({ label: 'Last 30 Days' });
  await expect(row.getByRole('cell').nth(0)).toHaveText('1');
  await expect(row.getByRole('cell').nth(3)).toContainText('100.0%');

  // Details.
  await expect(table.getByRole('columnheader', { name: 'ARPU' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Show Details' }).click();
  await expect(table.getByRole('columnheader', { name: 'ARPU' })).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveCount(15);

  const referral = await exportActive(page);
  expect(referral.name).toBe('enhanced_referral_analytics.csv');
  expect(referral.rows[0]?.slice(0, 3)).toEqual(['Referral Code', 'Signups', 'Paid Conversions']);
  expect(referral.rows.length - 1).toBe(await bodyRows(table).count());
  expect(referral.rows[1]?.slice(0, 3)).toEqual([code, '1', '1']);

  await panel.getByRole('button', { name: 'Hide Details' }).click();
  await expect(table.getByRole('columnheader')).toHaveCount(7);

  // Churn.
  await page.getByRole('tab', { name: 'Churn Analytics' }).click();
  const churnTable = page.getByRole('tabpanel').getByRole('table');
  await expect(churnTable).toBeVisible();
  await expect(churnTable.getByText(`an-${tag.toLowerCase()}-4@example.com`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Avg Days to Churn' })).toBeVisible();
  await expectNoViolations(page, 'the Churn Analytics tab');
  const churn = await exportActive(page);
  expect(churn.name).toBe('churn_analytics.csv');
  expect(churn.rows[0]?.slice(0, 4)).toEqual(['User', 'Email', 'Churn Date', 'Category']);
  expect(churn.rows.length - 1).toBe(await bodyRows(churnTable).count());

  // Weekly KPIs.
  await page.getByRole('tab', { name: 'Weekly KPIs' }).click();
  await expect(page.getByText(/^Week \d{4}-W\d{2}$/)).toBeVisible();
  await expect(page.getByText(/minutes? ago|hours? ago|days? ago/)).toBeVisible();
  const kpiTable = page.getByRole('tabpanel').getByRole('table');
  await expect(bodyRows(kpiTable)).toHaveCount(10);
  await expectNoViolations(page, 'the Weekly KPIs tab');
  const kpis = await exportActive(page);
  expect(kpis.name).toBe('weekly_kpi_analytics.csv');
  expect(kpis.rows[0]).toEqual(['Week', 'Metric', 'Value', 'Type', 'Description']);
  expect(kpis.rows.length - 1).toBe(await bodyRows(kpiTable).count());

  // Refresh reloads the tab and comes back enabled.
  const refresh = page.getByRole('button', { name: 'Refresh' });
  await refresh.click();
  await expect(refresh).toBeEnabled();
});

test('a user outside analytics-viewers sees Access Restricted', async ({ page, user }) => {
  await signInToDashboard(page, user);
  await page.goto('/analytics');
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Access Restricted' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Referral Analytics' })).toHaveCount(0);
  await expectNoViolations(page, 'Access Restricted');
});

/** The tabs at a phone's width and a desktop's, in each theme (the first test is desktop, light). */
const LAYOUTS = [
  { label: 'at 390 px wide, in the light theme', width: 390, height: 844, theme: 'light' },
  { label: 'at 390 px wide, in the dark theme', width: 390, height: 844, theme: 'dark' },
  { label: 'at 1280 px wide, in the dark theme', width: 1280, height: 800, theme: 'dark' },
] as const;

for (const layout of LAYOUTS) {
  test.describe(layout.label, () => {
    test.use({ viewport: { width: layout.width, height: layout.height } });

    test('every tab fits the screen and passes axe', async ({ page, user }) => {
      const tag = `M${Date.now().toString(36).toUpperCase()}`;
      await importHistory(tag);
      await grantGroup(user.email, 'analytics-viewers');
      await signInToDashboard(page, user);
      await page.goto('/dashboard/settings');
      await page.getByText(layout.theme === 'dark' ? 'Dark' : 'Light', { exact: true }).click();
      if (layout.theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
      else await expect(page.locator('html')).not.toHaveClass(/dark/);

      await page.goto('/analytics');
      const tabs: [string, Locator][] = [
        ['Referral Analytics', page.getByText('Detailed Referral Code Analytics')],
        ['Churn Analytics', page.getByText('Recent Churned Users (Last 30 Days)')],
        ['Weekly KPIs', page.getByText('KPI Summary')],
      ];
      for (const [name, marker] of tabs) {
        await page.getByRole('tab', { name }).click();
        await expect(marker).toBeVisible();
        // Wide tables scroll inside their card; the page itself does not scroll sideways.
        await expect
          .poll(
            () =>
              page.evaluate(
                () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
              ),
            { message: `${name} is wider than the screen` },
          )
          .toBeLessThanOrEqual(0);
        await expectNoViolations(page, `${name} ${layout.label}`);
      }
    });
  });
}
