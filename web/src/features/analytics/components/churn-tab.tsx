/** The Churn Analytics tab (spec point 2): two cards, the trend, the reasons, recent churn. */
import {
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

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/errors';
import { planLabel } from '@/lib/format';

import { CHURN_FAILED, useChurnAnalytics, type ChurnData } from '../api/get-churn-analytics';
import { CHURN_DESCRIPTIONS } from '../utils/descriptions';
import {
  CHART_PALETTE,
  formatCount,
  formatDateTimeUtc,
  formatDays,
  formatMoney,
  formatRate,
  formatShortDay,
} from '../utils/format';

import { ChartCard, chartTheme, EmptyState, MetricCard, TabError, TabSkeleton } from './parts';

export const CHURN_EMPTY = 'No Recent Churn Data';

export function ChurnTab({ enabled }: { enabled: boolean }) {
  const query = useChurnAnalytics({ enabled });
  if (query.isPending) return <TabSkeleton label="Loading churn analytics" />;
  if (query.isError) {
    return (
      <TabError
        error={query.error}
        message={errorMessage(query.error, CHURN_FAILED)}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  }
  const data = query.data;
  if (data.totalChurned === 0 && data.recentChurned.length === 0) {
    return (
      <EmptyState title={CHURN_EMPTY}>
        Cancellations appear here as soon as a subscriber cancels.
      </EmptyState>
    );
  }
  return <ChurnDataView data={data} />;
}

function ChurnDataView({ data }: { data: ChurnData }) {
  const trend = data.churnTrend.map((d) => ({ ...d, day: formatShortDay(d.date) }));
  return (
    <div className="grid gap-6">
      <section aria-label="Churn summary" className="grid gap-4 sm:grid-cols-2">
        <MetricCard
          title="Avg Days to Churn"
          value={formatDays(data.averageDaysToChurn)}
          description={`${CHURN_DESCRIPTIONS.averageDaysToChurn} (${formatCount(data.totalChurned)} cancellations, churn rate ${formatRate(data.churnRate)})`}
        />
        <MetricCard
          title="Revenue Impact"
          value={formatMoney(data.totalRevenueImpact)}
          description={CHURN_DESCRIPTIONS.totalRevenueImpact}
        />
      </section>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard title="Churn Trend" description="Cancellations per day, last 30 days">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={trend}>
              <CartesianGrid stroke={chartTheme.grid} strokeDasharray="3 3" />
              <XAxis dataKey="day" {...chartTheme.axis} minTickGap={16} />
              <YAxis allowDecimals={false} {...chartTheme.axis} width={32} />
              <Tooltip {...chartTheme.tooltip} />
              <Line
                type="monotone"
                dataKey="churned"
                name="Churned"
                stroke={CHART_PALETTE[3]}
                dot={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </ChartCard>
        <ChartCard title="Churn Reasons Distribution" description="Cancellations by category">
          <ResponsiveContainer width="100%" height="100%">
            <PieChart>
              <Pie data={data.churnReasons} dataKey="count" nameKey="reason" outerRadius="75%">
                {data.churnReasons.map((r, i) => (
                  <Cell key={r.reason} fill={CHART_PALETTE[i % CHART_PALETTE.length]} />
                ))}
              </Pie>
              <Tooltip {...chartTheme.tooltip} />
              <Legend />
            </PieChart>
          </ResponsiveContainer>
        </ChartCard>
      </div>
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle className="text-base">
            <span id="recent-churned-title">Recent Churned Users (Last 30 Days)</span>
          </CardTitle>
          <CardDescription>The 20 newest cancellations.</CardDescription>
        </CardHeader>
        <CardContent>
          {data.recentChurned.length === 0 ? (
            <p className="text-sm text-muted-foreground">No cancellations in the last 30 days.</p>
          ) : (
            <div
              className="relative overflow-x-auto"
              tabIndex={0}
              role="region"
              aria-labelledby="recent-churned-title"
            >
              <table className="w-full min-w-max text-left text-sm">
                <thead className="border-b border-border text-xs text-muted-foreground">
                  <tr>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      User
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Churn Date
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Category
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Days Active
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Plan Type
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Revenue Impact
                    </th>
                    <th scope="col" className="py-2 pr-4 font-medium">
                      Cancellation Reason
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.recentChurned.map((c) => (
                    <tr key={c.subscriptionId} className="border-b border-border last:border-0">
                      <th scope="row" className="py-2 pr-4 font-normal">
                        <span className="block font-medium">{c.email || c.userId}</span>
                        <span className="block text-xs text-muted-foreground">{c.userId}</span>
                      </th>
                      <td className="py-2 pr-4">{formatDateTimeUtc(c.churnDate)}</td>
                      <td className="py-2 pr-4">{c.reason}</td>
                      <td className="py-2 pr-4 tabular-nums">{c.daysSinceSignup}</td>
                      <td className="py-2 pr-4">{c.planType ? planLabel(c.planType) : '—'}</td>
                      <td className="py-2 pr-4 tabular-nums">{formatMoney(c.revenueImpact)}</td>
                      <td className="py-2 pr-4">{c.cancelReason || '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
