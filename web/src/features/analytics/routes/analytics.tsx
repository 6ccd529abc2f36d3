/**
 * /analytics for staff (the group guard is the router's): the header with Refresh and Export
 * CSV, the three tabs and the footer note (spec point 2). Each tab loads when first shown;
 * Refresh reloads the tab on screen, Export CSV downloads its file with its filters.
 */
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Download, RefreshCw } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';

import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { notify } from '@/lib/toasts';
import { cn } from '@/lib/utils';

import { exportCsv, type AnalyticsTab } from '../api/export-csv';
import { churnAnalyticsQueryKey } from '../api/get-churn-analytics';
import { referralAnalyticsQueryKey, type ReferralFilters } from '../api/get-referral-analytics';
import { weeklyKpisQueryKey } from '../api/get-weekly-kpis';
import { ChurnTab } from '../components/churn-tab';
import { KpiTab } from '../components/kpi-tab';
import { ReferralTab } from '../components/referral-tab';
import { DATA_SOURCES_NOTE } from '../utils/descriptions';

const TABS: { id: AnalyticsTab; label: string }[] = [
  { id: 'referral', label: 'Referral Analytics' },
  { id: 'churn', label: 'Churn Analytics' },
  { id: 'kpis', label: 'Weekly KPIs' },
];

export function AnalyticsRoute() {
  const [tab, setTab] = useState<AnalyticsTab>('referral');
  const [filters, setFilters] = useState<ReferralFilters>({ period: 'ALL_TIME', code: null });
  const [exporting, setExporting] = useState(false);
  const queryClient = useQueryClient();
  const tabRefs = useRef<Record<AnalyticsTab, HTMLButtonElement | null>>({
    referral: null,
    churn: null,
    kpis: null,
  });

  const activeKey =
    tab === 'referral'
      ? referralAnalyticsQueryKey(filters)
      : tab === 'churn'
        ? churnAnalyticsQueryKey
        : weeklyKpisQueryKey;
  const loading = useIsFetching({ queryKey: activeKey, exact: true }) > 0;

  const select = (next: AnalyticsTab) => setTab(next);

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const i = TABS.findIndex((t) => t.id === tab);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (i + 1) % TABS.length;
    if (event.key === 'ArrowLeft') next = (i - 1 + TABS.length) % TABS.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = TABS.length - 1;
    if (next === null) return;
    event.preventDefault();
    const target = TABS[next];
    if (!target) return;
    select(target.id);
    tabRefs.current[target.id]?.focus();
  };

  const refresh = () => {
    void queryClient.refetchQueries({ queryKey: activeKey, exact: true });
  };

  const exportActive = async () => {
    setExporting(true);
    try {
      const file = await exportCsv(
        tab === 'referral' ? { tab, period: filters.period, code: filters.code } : { tab },
      );
      notify.success(`Downloaded ${file}`);
    } catch (error) {
      notify.error(errorMessage(error, 'The export failed. Please try again.'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="grid min-w-0 gap-6">
      <header className="flex flex-col gap-4 border-b border-border pb-6 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-2">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Analytics Dashboard</h1>
          <p className="text-muted-foreground">
            Referral tracking and churn analysis for the Superprompt team.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={refresh} disabled={loading}>
            <RefreshCw aria-hidden="true" className={cn(loading && 'animate-spin')} />
            Refresh
          </Button>
          <Button
            onClick={() => {
              void exportActive();
            }}
            loading={exporting}
          >
            <Download aria-hidden="true" />
            Export CSV
          </Button>
        </div>
      </header>

      <div
        role="tablist"
        aria-label="Analytics"
        className="flex w-full gap-1 overflow-x-auto rounded-lg bg-muted p-1 sm:w-fit"
      >
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`analytics-tab-${t.id}`}
            aria-selected={tab === t.id}
            aria-controls={`analytics-panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => select(t.id)}
            onKeyDown={onTabKeyDown}
            className={cn(
              'shrink-0 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-ring',
              tab === t.id
                ? 'bg-card text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>

      {TABS.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`analytics-panel-${t.id}`}
          aria-labelledby={`analytics-tab-${t.id}`}
          hidden={tab !== t.id}
          className="min-w-0"
        >
          {tab === t.id && t.id === 'referral' && (
            <ReferralTab filters={filters} onFiltersChange={setFilters} />
          )}
          {tab === t.id && t.id === 'churn' && <ChurnTab enabled />}
          {tab === t.id && t.id === 'kpis' && <KpiTab enabled />}
        </div>
      ))}

      <footer className="border-t border-border pt-4 text-xs text-muted-foreground">
        <p>
          <span className="font-medium">Data sources:</span> referral tracking records, user
          records, cancellation records and the weekly KPI job. {DATA_SOURCES_NOTE}
        </p>
      </footer>
    </div>
  );
}
