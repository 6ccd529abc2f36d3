/** The Referral Analytics tab (spec point 2): filters, five cards, four charts, the table. */
import { useId, useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/errors';
import type { AnalyticsPeriod } from '@/lib/gql/graphql';
import { cn } from '@/lib/utils';

import type { ReferralAnalytics, ReferralFilters } from '../api/get-referral-analytics';
import { useReferralAnalytics } from '../api/get-referral-analytics';
import { REFERRAL_DESCRIPTIONS } from '../utils/descriptions';
import {
  CHART_PALETTE,
  formatCount,
  formatDays,
  formatMoney,
  formatRate,
  formatShortDay,
  PERIODS,
} from '../utils/format';

import {
  ChartCard,
  chartTheme,
  EmptyState,
  MetricCard,
  TabError,
  TabSkeleton,
  Toned,
} from './parts';

export const REFERRAL_EMPTY = 'No Referral Data Found';
export const REFERRAL_FILTERED_EMPTY =
  'No data matches the selected filters. Try adjusting your filter criteria.';

interface ReferralTabProps {
  filters: ReferralFilters;
  onFiltersChange: (filters: ReferralFilters) => void;
}

export function ReferralTab({ filters, onFiltersChange }: ReferralTabProps) {
  const query = useReferralAnalytics(filters);
  const filtered = filters.period !== 'ALL_TIME' || filters.code !== null;

  if (query.isPending) return <TabSkeleton label="Loading referral analytics" />;
  if (query.isError && !query.data) {
    return (
      <TabError
        error={query.error}
        message={errorMessage(query.error)}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  }
  const data = query.data;
  const codes = data.codes;
  const empty = data.summary.totalSignups === 0 && data.codeStats.length === 0;

  return (
    <div className={cn('grid gap-6', query.isPlaceholderData && 'opacity-60')}>
      <ReferralFiltersBar codes={codes} filters={filters} onChange={onFiltersChange} />
      {empty ? (
        filtered ? (
          <EmptyState title={REFERRAL_EMPTY}>{REFERRAL_FILTERED_EMPTY}</EmptyState>
        ) : (
          <EmptyState title={REFERRAL_EMPTY}>
            Referral codes appear here once someone signs up with a referral link.
          </EmptyState>
        )
      ) : (
        <ReferralData data={data} />
      )}
    </div>
  );
}

function ReferralFiltersBar({
  codes,
  filters,
  onChange,
}: {
  codes: string[];
  filters: ReferralFilters;
  onChange: (filters: ReferralFilters) => void;
}) {
  const codeId = useId();
  const periodId = useId();
  // A filtered code the server no longer lists stays selectable.
  const choices = filters.code && !codes.includes(filters.code) ? [filters.code, ...codes] : codes;
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
      <div className="grid gap-1.5">
        <Label htmlFor={codeId}>Referral code</Label>
        <Select
          id={codeId}
          value={filters.code ?? ''}
          onChange={(e) => onChange({ ...filters, code: e.target.value || null })}
        >
          <option value="">All Referral Codes</option>
          {choices.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={periodId}>Period</Label>
        <Select
          id={periodId}
          value={filters.period}
          onChange={(e) => onChange({ ...filters, period: e.target.value as AnalyticsPeriod })}
        >
          {PERIODS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

function ReferralData({ data }: { data: ReferralAnalytics }) {
  const { summary, codeStats, trend } = data;
  const byCode = codeStats.map((s) => ({
    code: s.code,
    signups: s.totalSignups,
    conversions: s.paidConversions,
    revenue: s.revenue,
    days: Number(s.averageTimeToConversion.toFixed(1)),
  }));
  const revenueSlices = byCode.filter((c) => c.revenue > 0);
  const trendRows = trend.map((d) => ({ ...d, day: formatShortDay(d.date) }));
  return (
    <>
      <section aria-label="Referral summary" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <MetricCard
          title="Total Signups"
          value={formatCount(summary.totalSignups)}
          description={`Referred ${REFERRAL_DESCRIPTIONS.totalSignups}`}
        />
        <MetricCard
          title="Paid Conversions"
          value={formatCount(summary.paidConversions)}
          description={REFERRAL_DESCRIPTIONS.paidConversions}
        />
        <MetricCard
          title="Total Revenue"
          value={formatMoney(summary.totalRevenue)}
          description={REFERRAL_DESCRIPTIONS.totalRevenue}
        />
        <MetricCard
          title="Avg Conversion Rate"
          value={formatRate(summary.conversionRate)}
          tone={summary.conversionRateTone}
          description={REFERRAL_DESCRIPTIONS.conversionRate}
        />
        <MetricCard
          title="Avg Time to Convert"
          value={formatDays(summary.averageTimeToConversion)}
          tone={summary.averageTimeToConversionTone}
          description={REFERRAL_DESCRIPTIONS.averageTimeToConversion}
        />
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard title="Signup vs Conversion Trends" description="Last 30 days, per day">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={trendRows}>
              <CartesianGrid stroke={chartTheme.grid} strokeDasharray="3 3" />
              <XAxis dataKey="day" {...chartTheme.axis} minTickGap={16} />
              <YAxis allowDecimals={false} {...chartTheme.axis} width={32} />
              <Tooltip {...chartTheme.tooltip} />
              <Legend />
              <Line
                type="monotone"
                dataKey="signups"
                name="Signups"
                stroke={CHART_PALETTE[0]}
                dot={false}
              />
              <Line
                type="monotone"
                dataKey="conversions"
                name="Conversions"
                stroke={CHART_PALETTE[1]}
                dot={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </ChartCard>
        <ChartCard title="Average Time to Conversion" description="Days, per referral code">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={byCode}>
              <CartesianGrid stroke={chartTheme.grid} strokeDasharray="3 3" />
              <XAxis dataKey="code" {...chartTheme.axis} />
              <YAxis {...chartTheme.axis} width={32} />
              <Tooltip {...chartTheme.tooltip} />
              <Bar dataKey="days" name="Avg days" fill={CHART_PALETTE[2]} radius={[4, 4, 0, 0]} />
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
        <ChartCard title="Revenue Distribution" description="Revenue by referral code">
          {revenueSlices.length === 0 ? (
            <p className="grid h-full place-items-center text-sm text-muted-foreground">
              No revenue yet.
            </p>
          ) : (
            <ResponsiveContainer width="100%" height="100%">
              <PieChart>
                <Pie data={revenueSlices} dataKey="revenue" nameKey="code" outerRadius="75%" label>
                  {revenueSlices.map((slice, i) => (
                    <Cell key={slice.code} fill={CHART_PALETTE[i % CHART_PALETTE.length]} />
                  ))}
                </Pie>
                <Tooltip {...chartTheme.tooltip} />
                <Legend />
              </PieChart>
            </ResponsiveContainer>
          )}
        </ChartCard>
        <ChartCard title="Signups vs Conversions" description="Per referral code">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={byCode}>
              <CartesianGrid stroke={chartTheme.grid} strokeDasharray="3 3" />
              <XAxis dataKey="code" {...chartTheme.axis} />
              <YAxis allowDecimals={false} {...chartTheme.axis} width={32} />
              <Tooltip {...chartTheme.tooltip} />
              <Legend />
              <Bar dataKey="signups" name="Signups" fill={CHART_PALETTE[0]} radius={[4, 4, 0, 0]} />
              <Bar
                dataKey="conversions"
                name="Conversions"
                fill={CHART_PALETTE[1]}
                radius={[4, 4, 0, 0]}
              />
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
      </div>

      <ReferralTable stats={codeStats} />
    </>
  );
}

function ReferralTable({ stats }: { stats: ReferralAnalytics['codeStats'] }) {
  const [details, setDetails] = useState(false);
  const tableId = useId();
  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle className="text-base">
            <span id={`${tableId}-title`}>Detailed Referral Code Analytics</span>
          </CardTitle>
          <CardDescription>Recent activity counts signups in the last 30 days.</CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={details}
          aria-controls={tableId}
          onClick={() => setDetails((v) => !v)}
        >
          {details ? 'Hide Details' : 'Show Details'}
        </Button>
      </CardHeader>
      <CardContent>
        <div
          className="relative overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-labelledby={`${tableId}-title`}
        >
          <table id={tableId} className="w-full min-w-max text-left text-sm">
            <thead className="border-b border-border text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Referral Code
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Signups
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Paid Conversions
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Revenue
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Conversion Rate
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Avg Time to Convert
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Recent Activity
                </th>
                {details && (
                  <>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Active Users
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      3-Day Passes
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Churn Rate
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      ARPU
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Reactivations
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Reactivation Rate
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Quick Conversions
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Cancellations
                    </th>
                  </>
                )}
              </tr>
            </thead>
            <tbody>
              {stats.map((s) => (
                <tr key={s.code} className="border-b border-border last:border-0">
                  <th scope="row" className="py-2 pr-4 font-mono font-medium">
                    {s.code}
                  </th>
                  <td className="py-2 pr-4 tabular-nums">{formatCount(s.totalSignups)}</td>
                  <td className="py-2 pr-4 tabular-nums">{formatCount(s.paidConversions)}</td>
                  <td className="py-2 pr-4 tabular-nums">{formatMoney(s.revenue)}</td>
                  <td className="py-2 pr-4">
                    <Toned tone={s.conversionRateTone}>{formatRate(s.conversionRate)}</Toned>
                  </td>
                  <td className="py-2 pr-4">
                    <Toned tone={s.averageTimeToConversionTone}>
                      {formatDays(s.averageTimeToConversion)}
                    </Toned>
                  </td>
                  <td className="py-2 pr-4 tabular-nums">{formatCount(s.recentSignups)}</td>
                  {details && (
                    <>
                      <td className="py-2 pr-4 tabular-nums">{formatCount(s.activeUsers)}</td>
                      <td className="py-2 pr-4 tabular-nums">{formatCount(s.threeDayPasses)}</td>
                      <td className="py-2 pr-4">
                        <Toned tone={s.churnRateTone}>{formatRate(s.churnRate)}</Toned>
                      </td>
                      <td className="py-2 pr-4 tabular-nums">
                        {formatMoney(s.averageRevenuePerUser)}
                      </td>
                      <td className="py-2 pr-4 tabular-nums">{formatCount(s.reactivations)}</td>
                      <td className="py-2 pr-4 tabular-nums">{formatRate(s.reactivationRate)}</td>
                      <td className="py-2 pr-4 tabular-nums">{formatCount(s.quickConversions)}</td>
                      <td className="py-2 pr-4 tabular-nums">{formatCount(s.cancellations)}</td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}
