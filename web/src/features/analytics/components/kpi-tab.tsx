/** The Weekly KPIs tab (spec point 2): week, North Star, supporting cards, breakdowns, summary. */
import { Star } from 'lucide-react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

import { KPI_EMPTY, kpiErrorMessage, useWeeklyKpis, type WeeklyKpis } from '../api/get-weekly-kpis';
import { KPI_DESCRIPTIONS } from '../utils/descriptions';
import {
  CHART_PALETTE,
  formatCount,
  formatDateTimeUtc,
  formatDay,
  formatRate,
  relativeAge,
} from '../utils/format';

import { ChartCard, chartTheme, EmptyState, MetricCard, TabError, TabSkeleton } from './parts';

export const KPI_EMPTY_TITLE = 'No KPI Data Available';

type RateKey =
  | 'algorithmAdoptionRate'
  | 'chromeExtensionWeeklyActiveRate'
  | 'promptLibrarySaveRate'
  | 'freeToPaidConversionIndicator'
  | 'multiLLMTestingAdoption'
  | 'sevenDayNewUserActivationRate'
  | 'monthlyChurnRate';

const SUPPORTING: { key: RateKey; title: string }[] = [
  { key: 'algorithmAdoptionRate', title: 'Algorithm Adoption Rate' },
  { key: 'chromeExtensionWeeklyActiveRate', title: 'Chrome Extension Weekly Active Rate' },
  { key: 'promptLibrarySaveRate', title: 'Prompt Library Save Rate' },
  { key: 'freeToPaidConversionIndicator', title: 'Free-to-Paid Conversion Indicator' },
  { key: 'multiLLMTestingAdoption', title: 'Multi-LLM Testing Adoption' },
  { key: 'sevenDayNewUserActivationRate', title: '7-Day New User Activation Rate' },
  { key: 'monthlyChurnRate', title: 'Monthly Churn Rate' },
];

/** The KPI Summary table's rows (as in weekly_kpi_analytics.csv). */
export function kpiSummaryRows(k: WeeklyKpis) {
  return [
    {
      metric: 'Weekly Active Power Users',
      value: formatCount(k.weeklyActivePowerUsers),
      type: 'North Star',
      description: KPI_DESCRIPTIONS.weeklyActivePowerUsers,
    },
    ...SUPPORTING.map((s) => ({
      metric: s.title,
      value: formatRate(k[s.key]),
      type: 'Supporting',
      description: KPI_DESCRIPTIONS[s.key],
    })),
    {
      metric: 'Total Active Users',
      value: formatCount(k.totalActiveUsers),
      type: 'Supporting',
      description: KPI_DESCRIPTIONS.totalActiveUsers,
    },
    {
      metric: 'Extension Uninstalls',
      value: formatCount(k.totalExtensionUninstalls),
      type: 'Supporting',
      description: KPI_DESCRIPTIONS.totalExtensionUninstalls,
    },
  ];
}

export function KpiTab({ enabled, now }: { enabled: boolean; now?: Date }) {
  const query = useWeeklyKpis({ enabled });
  if (query.isPending) return <TabSkeleton label="Loading weekly KPIs" />;
  if (query.isError) {
    return (
      <TabError
        error={query.error}
        message={kpiErrorMessage(query.error)}
        onRetry={() => {
          void query.refetch();
        }}
      />
    );
  }
  if (!query.data) return <EmptyState title={KPI_EMPTY_TITLE}>{KPI_EMPTY}</EmptyState>;
  return <KpiData k={query.data} now={now ?? new Date()} />;
}

function KpiData({ k, now }: { k: WeeklyKpis; now: Date }) {
  const algorithms = [
    { name: 'AI Amplifier', users: k.aiAmplifierUsers },
    { name: 'Primer', users: k.primerUsers },
    { name: 'Mastermind', users: k.mastermindUsers },
  ];
  const share = (n: number) => (k.totalActiveUsers === 0 ? 0 : (n / k.totalActiveUsers) * 100);
  const plans = [
    { name: 'Free', users: k.freeUsers },
    { name: 'Pro', users: k.proUsers },
    { name: 'Annual Pro', users: k.annualProUsers },
    { name: '3-Day Pass', users: k.threeDayPassUsers },
  ];
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <p>
          <span className="font-medium">Week {k.weekKey}</span>{' '}
          <span className="text-muted-foreground">
            ({formatDay(k.weekStartDate)} – {formatDay(k.weekEndDate)})
          </span>
        </p>
        <p className="text-muted-foreground">
          Last updated {formatDateTimeUtc(k.createdAt)} UTC ({relativeAge(k.createdAt, now)})
        </p>
      </div>

      <Card className="border-primary/40 bg-primary/5">
        <CardContent className="grid gap-1 p-6">
          <div className="flex items-center gap-2">
            <Star className="size-5 text-primary" aria-hidden="true" />
            <h3 className="font-semibold">North Star: Weekly Active Power Users</h3>
            <Badge>North Star</Badge>
          </div>
          <p className="text-4xl font-semibold tabular-nums">
            {formatCount(k.weeklyActivePowerUsers)}
          </p>
          <p className="text-sm text-muted-foreground">{KPI_DESCRIPTIONS.weeklyActivePowerUsers}</p>
        </CardContent>
      </Card>

      <section aria-label="Supporting KPIs" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {SUPPORTING.map((s) => (
          <MetricCard
            key={s.key}
            title={s.title}
            value={formatRate(k[s.key])}
            description={KPI_DESCRIPTIONS[s.key]}
          />
        ))}
        <MetricCard
          title="Total Active Users"
          value={formatCount(k.totalActiveUsers)}
          description={KPI_DESCRIPTIONS.totalActiveUsers}
        />
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard
          title="Algorithm Usage Breakdown"
          description="Users of each prompt model this week"
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={algorithms}>
              <CartesianGrid stroke={chartTheme.grid} strokeDasharray="3 3" />
              <XAxis dataKey="name" {...chartTheme.axis} />
              <YAxis allowDecimals={false} {...chartTheme.axis} width={32} />
              <Tooltip {...chartTheme.tooltip} />
              <Bar dataKey="users" name="Users" radius={[4, 4, 0, 0]}>
                {algorithms.map((a, i) => (
                  <Cell key={a.name} fill={CHART_PALETTE[i]} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle className="text-base">User Plan Distribution</CardTitle>
            <CardDescription>Active users this week by plan</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3">
              {plans.map((p, i) => (
                <li key={p.name} className="grid gap-1">
                  <div className="flex justify-between text-sm">
                    <span className="font-medium">{p.name}</span>
                    <span className="tabular-nums">
                      {formatCount(p.users)}{' '}
                      <span className="text-muted-foreground">
                        ({formatRate(share(p.users))} of active users)
                      </span>
                    </span>
                  </div>
                  <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                    <div
                      className="h-full rounded-full"
                      style={{
                        width: `${Math.min(100, share(p.users))}%`,
                        background: CHART_PALETTE[i],
                      }}
                    />
                  </div>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>

      <Card className="min-w-0">
        <CardHeader>
          <CardTitle className="text-base">
            <span id="kpi-summary-title">KPI Summary</span>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <div
            className="relative overflow-x-auto"
            tabIndex={0}
            role="region"
            aria-labelledby="kpi-summary-title"
          >
            <table className="w-full min-w-max text-left text-sm">
              <thead className="border-b border-border text-xs text-muted-foreground">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Metric
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Value
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Type
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Description
                  </th>
                </tr>
              </thead>
              <tbody>
                {kpiSummaryRows(k).map((r) => (
                  <tr key={r.metric} className="border-b border-border last:border-0">
                    <th scope="row" className="py-2 pr-4 font-medium">
                      {r.metric}
                    </th>
                    <td className="py-2 pr-4 tabular-nums">{r.value}</td>
                    <td className="py-2 pr-4">
                      <Badge variant={r.type === 'North Star' ? 'default' : 'outline'}>
                        {r.type}
                      </Badge>
                    </td>
                    <td className="py-2 pr-4 text-muted-foreground">{r.description}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
