/**
 * The /analytics dashboard for staff, against a fake server: each tab's cards, tables, filters,
 * the details toggle, the server's colour tones, the states (loading, error with retry, denied,
 * empty, filtered-empty), Refresh and Export CSV.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { forgetSession } from '@/lib/session';
import {
  gqlError,
  layoutHandlers,
  makeUser,
  mockGraphQL,
  sessionReply,
  type GraphQLReply,
} from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';

import { routes } from '../router';

const staff = makeUser({
  groups: ['analytics-viewers'],
  name: 'Grace Hopper',
  email: 'grace@example.com',
});

function codeStats(code: string, overrides: Record<string, unknown> = {}) {
  return {
    code,
    totalSignups: 10,
    paidConversions: 3,
    threeDayPasses: 1,
    cancellations: 1,
    reactivations: 0,
    activeUsers: 2,
    revenue: 129.97,
    conversionRate: 30,
    churnRate: 33.33,
    reactivationRate: 0,
    averageRevenuePerUser: 12.997,
    averageTimeToConversion: 2.5,
    recentSignups: 4,
    quickConversions: 3,
    conversionVelocity: 0.7,
    conversionRateTone: 'GREEN',
    averageTimeToConversionTone: 'GREEN',
    churnRateTone: 'RED',
    ...overrides,
  };
}

function referralReply(
  overrides: { codes?: string[]; stats?: ReturnType<typeof codeStats>[]; empty?: boolean } = {},
): GraphQLReply {
  const stats = overrides.empty
    ? []
    : (overrides.stats ?? [
        codeStats('SPRING26'),
        codeStats('ADA2026', {
          totalSignups: 20,
          paidConversions: 3,
          revenue: 29.97,
          conversionRate: 15,
          averageTimeToConversion: 5,
          churnRate: 20,
          conversionRateTone: 'YELLOW',
          averageTimeToConversionTone: 'YELLOW',
          churnRateTone: 'YELLOW',
        }),
      ]);
  const signups = stats.reduce((n, s) => n + s.totalSignups, 0);
  return {
    data: {
      referralAnalytics: {
        period: 'ALL_TIME',
        code: null,
        codes: overrides.codes ?? ['ADA2026', 'SPRING26'],
        generatedAt: '2026-11-25T12:00:00Z',
        summary: {
          totalSignups: signups,
          paidConversions: overrides.empty ? 0 : 6,
          threeDayPassPurchases: 2,
          activeSubscriptions: 4,
          cancelledSubscriptions: 2,
          conversionRate: overrides.empty ? 0 : 8.04,
          totalRevenue: overrides.empty ? 0 : 159.94,
          averageTimeToConversion: overrides.empty ? 0 : 8.25,
          conversionRateTone: 'RED',
          averageTimeToConversionTone: 'RED',
        },
        codeStats: stats,
        trend: [
          { date: '2026-11-24', signups: 2, conversions: 1 },
          { date: '2026-11-25', signups: 1, conversions: 0 },
        ],
      },
    },
  };
}

const churnData = {
  totalChurned: 2,
  churnRate: 12.5,
  averageDaysToChurn: 17.5,
  totalRevenueImpact: 109.98,
  churnReasons: [
    { reason: 'Early Churn', count: 1, percentage: 50 },
    { reason: 'Short-term Churn (1-4 weeks)', count: 1, percentage: 50 },
  ],
  churnTrend: [{ date: '2026-11-24', churned: 2, churnRate: 12.5 }],
  recentChurned: [
    {
      userId: 'u_9',
      email: 'cy@example.com',
      churnDate: '2026-11-24T10:00:00+00:00',
      reason: 'Short-term Churn (1-4 weeks)',
      daysSinceSignup: 33,
      revenueImpact: 99.99,
      planType: 'ANNUAL_PRO',
      subscriptionId: 'sub_2',
      customerId: 'cus_2',
      cancelReason: 'too expensive',
    },
    {
      userId: 'cus_1',
      email: 'bo@example.com',
      churnDate: '2026-11-20T10:00:00+00:00',
      reason: 'Early Churn',
      daysSinceSignup: 2,
      revenueImpact: 9.99,
      planType: 'PRO',
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      cancelReason: null,
    },
  ],
};

function churnReply(
  answer: unknown = { success: true, error: null, data: churnData },
): GraphQLReply {
  return { data: { getChurnAnalytics: JSON.stringify(answer) } };
}

function kpis(createdAt: string) {
  return {
    id: 'k_1',
    weekKey: '2026-W47',
    weekStartDate: '2026-11-16',
    weekEndDate: '2026-11-22',
    weeklyActivePowerUsers: 7,
    algorithmAdoptionRate: 62.5,
    chromeExtensionWeeklyActiveRate: 25,
    promptLibrarySaveRate: 40,
    freeToPaidConversionIndicator: 12.5,
    multiLLMTestingAdoption: 18.75,
    sevenDayNewUserActivationRate: 50,
    monthlyChurnRate: 4.2,
    totalActiveUsers: 40,
    totalAlgorithmUsers: 25,
    totalExtensionUsers: 10,
    totalExtensionUninstalls: 3,
    totalPromptGenerators: 30,
    totalPromptSavers: 12,
    totalFreeLimitHitters: 3,
    totalMultiLLMTesters: 7,
    totalNewSignups: 8,
    totalActivatedNewUsers: 4,
    totalPaidUsers: 20,
    totalChurnedUsers: 1,
    aiAmplifierUsers: 11,
    primerUsers: 9,
    mastermindUsers: 5,
    freeUsers: 20,
    proUsers: 12,
    annualProUsers: 6,
    threeDayPassUsers: 2,
    createdAt,
  };
}

function staffServer(handlers: Parameters<typeof mockGraphQL>[0] = {}) {
  return mockGraphQL({
    RefreshSession: () => sessionReply(staff),
    ...layoutHandlers(),
    ReferralAnalytics: () => referralReply(),
    ChurnAnalytics: () => churnReply(),
    WeeklyKpis: () => ({
      data: { weeklyKPIs: kpis(new Date(Date.now() - 3 * 3600_000).toISOString()) },
    }),
    ...handlers,
  });
}

async function openTab(name: string) {
  await userEvent.click(await screen.findByRole('tab', { name }));
}

function cardValue(title: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 3, name: title });
  const card = heading.closest('section');
  if (!card) throw new Error(`no card ${title}`);
  const value = card.querySelector('p');
  if (!value) throw new Error(`no value in ${title}`);
  return value;
}

describe('the analytics dashboard', () => {
  beforeEach(() => forgetSession());

  describe('Referral Analytics', () => {
    it('shows the five cards, the charts, and the table with its tones', async () => {
      staffServer();
      renderRoutes(routes, '/analytics');

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Analytics Dashboard' }),
      ).toBeVisible();
      expect(
        await screen.findByRole('tab', { name: 'Referral Analytics', selected: true }),
      ).toBeVisible();
      await screen.findByText('Detailed Referral Code Analytics');

      expect(cardValue('Total Signups')).toHaveTextContent('30');
      expect(cardValue('Paid Conversions')).toHaveTextContent('6');
      expect(cardValue('Total Revenue')).toHaveTextContent('$159.94');
      expect(cardValue('Avg Conversion Rate')).toHaveTextContent('8.0%');
      expect(cardValue('Avg Conversion Rate')).toHaveAttribute('data-tone', 'red');
      expect(cardValue('Avg Time to Convert')).toHaveTextContent('8.3 days');
      expect(cardValue('Avg Time to Convert')).toHaveAttribute('data-tone', 'red');
      // The description quotes docs/analytics.md.
      expect(
        screen.getByText(
          'paidConversions / totalSignups × 100 over all people (not a mean of the codes’ rates)',
        ),
      ).toBeVisible();

      for (const chart of [
        'Signup vs Conversion Trends',
        'Average Time to Conversion',
        'Revenue Distribution',
        'Signups vs Conversions',
      ]) {
        expect(screen.getByRole('figure', { name: chart })).toBeInTheDocument();
      }

      const table = screen.getByRole('table');
      const rows = within(table).getAllByRole('row');
      expect(rows).toHaveLength(3);
      const spring = within(table).getByRole('rowheader', { name: 'SPRING26' }).closest('tr')!;
      expect(within(spring).getByText('30.0%')).toHaveAttribute('data-tone', 'green');
      expect(within(spring).getByText('2.5 days')).toHaveAttribute('data-tone', 'green');
      expect(spring).toHaveTextContent('$129.97');
      const ada = within(table).getByRole('rowheader', { name: 'ADA2026' }).closest('tr')!;
      expect(within(ada).getByText('15.0%')).toHaveAttribute('data-tone', 'yellow');
      expect(within(ada).getByText('5.0 days')).toHaveAttribute('data-tone', 'yellow');
    });

    it('reveals and hides the details columns', async () => {
      staffServer();
      renderRoutes(routes, '/analytics');
      const toggle = await screen.findByRole('button', { name: 'Show Details' });
      const table = screen.getByRole('table');
      expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
      expect(within(table).queryByRole('columnheader', { name: 'ARPU' })).not.toBeInTheDocument();

      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(toggle).toHaveAccessibleName('Hide Details');
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
      expect(headers.slice(7)).toEqual([
        'Active Users',
        '3-Day Passes',
        'Churn Rate',
        'ARPU',
        'Reactivations',
        'Reactivation Rate',
        'Quick Conversions',
        'Cancellations',
      ]);
      const spring = within(table).getByRole('rowheader', { name: 'SPRING26' }).closest('tr')!;
      expect(within(spring).getByText('33.3%')).toHaveAttribute('data-tone', 'red');
      expect(spring).toHaveTextContent('$13.00');
      const ada = within(table).getByRole('rowheader', { name: 'ADA2026' }).closest('tr')!;
      expect(within(ada).getByText('20.0%')).toHaveAttribute('data-tone', 'yellow');

      await userEvent.click(screen.getByRole('button', { name: 'Hide Details' }));
      expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
    });

    it('filters by code and period, and says when nothing matches', async () => {
      const server = staffServer({
        ReferralAnalytics: (vars) =>
          vars.period === 'LAST_7_DAYS' ? referralReply({ empty: true }) : referralReply(),
      });
      renderRoutes(routes, '/analytics');
      await screen.findByText('Detailed Referral Code Analytics');
      expect(server.callsTo('ReferralAnalytics')[0]?.variables).toEqual({
        period: 'ALL_TIME',
        code: null,
      });

      const code = screen.getByLabelText('Referral code');
      expect(
        within(code)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All Referral Codes', 'ADA2026', 'SPRING26']);
      await userEvent.selectOptions(code, 'SPRING26');
      await waitFor(() =>
        expect(server.callsTo('ReferralAnalytics').at(-1)?.variables).toEqual({
          period: 'ALL_TIME',
          code: 'SPRING26',
        }),
      );

      await userEvent.selectOptions(screen.getByLabelText('Period'), 'Last 7 Days');
      expect(await screen.findByText('No Referral Data Found')).toBeVisible();
      expect(
        screen.getByText(
          'No data matches the selected filters. Try adjusting your filter criteria.',
        ),
      ).toBeVisible();
      expect(server.callsTo('ReferralAnalytics').at(-1)?.variables).toEqual({
        period: 'LAST_7_DAYS',
        code: 'SPRING26',
      });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });

    it('shows No Referral Data Found without the filter hint when there is none at all', async () => {
      staffServer({ ReferralAnalytics: () => referralReply({ empty: true, codes: [] }) });
      renderRoutes(routes, '/analytics');
      expect(await screen.findByText('No Referral Data Found')).toBeVisible();
      expect(
        screen.queryByText(
          'No data matches the selected filters. Try adjusting your filter criteria.',
        ),
      ).not.toBeInTheDocument();
    });

    it('shows skeletons while loading, then an error with a retry that works', async () => {
      let answer: (reply: GraphQLReply) => void = () => undefined;
      let calls = 0;
      staffServer({
        ReferralAnalytics: () => {
          calls += 1;
          if (calls === 1) return new Promise<GraphQLReply>((resolve) => (answer = resolve));
          return referralReply();
        },
      });
      renderRoutes(routes, '/analytics');
      expect(
        await screen.findByRole('status', { name: 'Loading referral analytics' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled();

      answer(gqlError('INTERNAL', 'The server had a problem. Please try again.'));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The server had a problem. Please try again.',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('Detailed Referral Code Analytics')).toBeVisible();
      expect(calls).toBe(2);
    });

    it('shows Access Restricted with the server’s message when the server refuses', async () => {
      const message = 'Access denied: You must be an admin to access referral analytics data';
      staffServer({ ReferralAnalytics: () => gqlError('FORBIDDEN', message) });
      renderRoutes(routes, '/analytics');
      expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeVisible();
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      const panel = within(screen.getByRole('tabpanel'));
      expect(panel.getByText('Grace Hopper')).toBeVisible();
      expect(panel.getByText('grace@example.com')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    });
  });

  describe('Churn Analytics', () => {
    it('shows the cards, the charts and the recent churned users', async () => {
      const server = staffServer();
      renderRoutes(routes, '/analytics');
      await openTab('Churn Analytics');
      await screen.findByText('Recent Churned Users (Last 30 Days)');
      expect(server.callsTo('ChurnAnalytics')[0]?.variables).toEqual({ limit: 100 });

      expect(cardValue('Avg Days to Churn')).toHaveTextContent('17.5 days');
      expect(cardValue('Revenue Impact')).toHaveTextContent('$109.98');
      expect(screen.getByRole('figure', { name: 'Churn Trend' })).toBeInTheDocument();
      expect(
        screen.getByRole('figure', { name: 'Churn Reasons Distribution' }),
      ).toBeInTheDocument();

      const table = screen.getByRole('table');
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual([
        'User',
        'Churn Date',
        'Category',
        'Days Active',
        'Plan Type',
        'Revenue Impact',
        'Cancellation Reason',
      ]);
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toHaveTextContent('cy@example.com');
      expect(rows[0]).toHaveTextContent('Short-term Churn (1-4 weeks)');
      expect(rows[0]).toHaveTextContent('Annual Pro');
      expect(rows[0]).toHaveTextContent('$99.99');
      expect(rows[0]).toHaveTextContent('too expensive');
      expect(rows[1]).toHaveTextContent('Early Churn');
    });

    it('shows No Recent Churn Data when nobody cancelled', async () => {
      staffServer({
        ChurnAnalytics: () =>
          churnReply({
            success: true,
            error: null,
            data: {
              ...churnData,
              totalChurned: 0,
              averageDaysToChurn: 0,
              totalRevenueImpact: 0,
              churnReasons: [],
              recentChurned: [],
            },
          }),
      });
      renderRoutes(routes, '/analytics');
      await openTab('Churn Analytics');
      expect(await screen.findByText('No Recent Churn Data')).toBeVisible();
    });

    it('shows the spec’s message when the server answers success: false, and retries', async () => {
      let calls = 0;
      staffServer({
        ChurnAnalytics: () => {
          calls += 1;
          return calls === 1
            ? churnReply({ success: false, error: 'Failed to fetch churn data', data: null })
            : churnReply();
        },
      });
      renderRoutes(routes, '/analytics');
      await openTab('Churn Analytics');
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch churn data');
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('Recent Churned Users (Last 30 Days)')).toBeVisible();
    });
  });

  describe('Weekly KPIs', () => {
    it('shows the week, its age, the North Star, the cards, the breakdowns and the summary', async () => {
      staffServer();
      renderRoutes(routes, '/analytics');
      await openTab('Weekly KPIs');
      expect(await screen.findByText('Week 2026-W47')).toBeVisible();
      expect(screen.getByText(/Nov 16, 2026 – Nov 22, 2026/)).toBeVisible();
      expect(screen.getByText(/\(3 hours ago\)/)).toBeVisible();
      expect(
        screen.getByRole('heading', { name: 'North Star: Weekly Active Power Users' })
          .parentElement!.parentElement,
      ).toHaveTextContent('7');

      expect(cardValue('Algorithm Adoption Rate')).toHaveTextContent('62.5%');
      expect(cardValue('Multi-LLM Testing Adoption')).toHaveTextContent('18.8%');
      expect(cardValue('Monthly Churn Rate')).toHaveTextContent('4.2%');
      expect(cardValue('Total Active Users')).toHaveTextContent('40');
      expect(screen.getByRole('figure', { name: 'Algorithm Usage Breakdown' })).toBeInTheDocument();

      const plans = screen.getByText('User Plan Distribution').closest('section')!;
      expect(plans).toHaveTextContent('Free20 (50.0% of active users)');
      expect(plans).toHaveTextContent('Annual Pro6 (15.0% of active users)');
      expect(plans).toHaveTextContent('3-Day Pass2 (5.0% of active users)');

      const summary = screen.getByRole('table');
      const rows = within(summary).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(10);
      expect(rows[0]).toHaveTextContent('Weekly Active Power Users7North Star');
      expect(rows[9]).toHaveTextContent('Extension Uninstalls3Supporting');
      expect(rows[1]).toHaveTextContent('Algorithm Adoption Rate62.5%Supporting');
      expect(rows[1]).toHaveTextContent('totalAlgorithmUsers / totalActiveUsers × 100');
    });

    it('shows No KPI Data Available before the first week is computed', async () => {
      staffServer({ WeeklyKpis: () => ({ data: { weeklyKPIs: null } }) });
      renderRoutes(routes, '/analytics');
      await openTab('Weekly KPIs');
      expect(await screen.findByText('No KPI Data Available')).toBeVisible();
      expect(screen.getByText('No KPI data available yet')).toBeVisible();
    });

    it('words a failure as the spec does', async () => {
      staffServer({ WeeklyKpis: () => gqlError('INTERNAL', 'database is down') });
      renderRoutes(routes, '/analytics');
      await openTab('Weekly KPIs');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Error fetching KPI data: database is down',
      );
      expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    });
  });

  describe('the header', () => {
    it('Refresh reloads the tab on screen, and is disabled while it loads', async () => {
      let release: () => void = () => undefined;
      let kpiCalls = 0;
      const server = staffServer({
        WeeklyKpis: () => {
          kpiCalls += 1;
          const reply = { data: { weeklyKPIs: kpis(new Date().toISOString()) } };
          if (kpiCalls === 1) return reply;
          return new Promise<GraphQLReply>((resolve) => (release = () => resolve(reply)));
        },
      });
      renderRoutes(routes, '/analytics');
      await screen.findByText('Detailed Referral Code Analytics');
      await openTab('Weekly KPIs');
      await screen.findByText('Week 2026-W47');
      const refresh = screen.getByRole('button', { name: 'Refresh' });
      expect(refresh).toBeEnabled();

      await userEvent.click(refresh);
      await waitFor(() => expect(refresh).toBeDisabled());
      expect(kpiCalls).toBe(2);
      // Only the active tab reloads.
      expect(server.callsTo('ReferralAnalytics')).toHaveLength(1);
      release();
      await waitFor(() => expect(refresh).toBeEnabled());
      // The footer note names the data sources.
      expect(
        screen.getByText(/signup_date in referral tracking is the payment\/conversion date/),
      ).toBeVisible();
    });

    describe('Export CSV', () => {
      let downloads: { href: string; download: string }[];
      let exportCalls: { url: string; headers: Record<string, string> }[];

      beforeEach(() => {
        downloads = [];
        exportCalls = [];
        vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
          this: HTMLAnchorElement,
        ) {
          downloads.push({ href: this.href, download: this.download });
        });
        Object.assign(URL, {
          createObjectURL: vi.fn(() => 'blob:csv-1'),
          revokeObjectURL: vi.fn(),
        });
      });
      afterEach(() => vi.restoreAllMocks());

      function withCsvRoute(status = 200, body = 'Referral Code,Signups\r\nSPRING26,10\r\n') {
        const graphqlFetch = globalThis.fetch;
        vi.stubGlobal(
          'fetch',
          vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
            const url = input instanceof Request ? input.url : input.toString();
            if (!url.startsWith('/analytics/export/')) return graphqlFetch(input, init);
            exportCalls.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
            return status === 200
              ? new Response(body, { status, headers: { 'content-type': 'text/csv' } })
              : new Response(
                  JSON.stringify({
                    errors: [
                      {
                        message:
                          'Access denied: You must be in the analytics-viewers group to view this data.',
                        extensions: { code: 'FORBIDDEN' },
                      },
                    ],
                  }),
                  { status, headers: { 'content-type': 'application/json' } },
                );
          }),
        );
      }

      it('downloads each tab’s file with its filters and the bearer token', async () => {
        staffServer();
        withCsvRoute();
        renderRoutes(routes, '/analytics');
        await screen.findByText('Detailed Referral Code Analytics');
        await userEvent.selectOptions(screen.getByLabelText('Referral code'), 'ADA2026');
        await userEvent.selectOptions(screen.getByLabelText('Period'), 'Last 30 Days');
        await waitFor(() => expect(screen.getByLabelText('Period')).toHaveValue('LAST_30_DAYS'));

        await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
        await waitFor(() => expect(downloads).toHaveLength(1));
        expect(exportCalls[0]?.url).toBe(
          '/analytics/export/enhanced_referral_analytics.csv?period=30d&code=ADA2026',
        );
        expect(exportCalls[0]?.headers.authorization).toBe('Bearer access-token-1');
        expect(downloads[0]).toEqual({
          href: 'blob:csv-1',
          download: 'enhanced_referral_analytics.csv',
        });

        await openTab('Churn Analytics');
        await screen.findByText('Recent Churned Users (Last 30 Days)');
        await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
        await waitFor(() => expect(downloads).toHaveLength(2));
        expect(exportCalls[1]?.url).toBe('/analytics/export/churn_analytics.csv?limit=100');
        expect(downloads[1]?.download).toBe('churn_analytics.csv');

        await openTab('Weekly KPIs');
        await screen.findByText('Week 2026-W47');
        await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
        await waitFor(() => expect(downloads).toHaveLength(3));
        expect(exportCalls[2]?.url).toBe('/analytics/export/weekly_kpi_analytics.csv');
        expect(downloads[2]?.download).toBe('weekly_kpi_analytics.csv');
        // Each file's object URL is let go once its download has started (and no timer of this
        // test outlives it).
        await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledTimes(3));
      });

      it('shows the server’s refusal and downloads nothing', async () => {
        staffServer();
        withCsvRoute(403);
        renderRoutes(routes, '/analytics');
        await screen.findByText('Detailed Referral Code Analytics');
        await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
        expect(
          await screen.findByText(
            'Access denied: You must be in the analytics-viewers group to view this data.',
          ),
        ).toBeInTheDocument();
        expect(exportCalls).toHaveLength(1);
        expect(downloads).toHaveLength(0);
      });
    });
  });
});
