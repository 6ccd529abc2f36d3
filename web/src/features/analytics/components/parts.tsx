/** Building blocks shared by the three tabs: metric cards, chart frames, states. */
import { AlertTriangle, Inbox, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ANALYTICS_GROUP_LABEL } from '@/config/site';
import { isApiError } from '@/lib/errors';
import type { AnalyticsTone } from '@/lib/gql/graphql';
import { useUser } from '@/lib/session';
import { cn } from '@/lib/utils';

import { TONE_CLASS, TONE_LABEL } from '../utils/format';

import { AccessRestricted } from './access-restricted';

interface MetricCardProps {
  title: string;
  value: string;
  description: string;
  tone?: AnalyticsTone | undefined;
  icon?: ReactNode;
  className?: string;
}

export function MetricCard({ title, value, description, tone, icon, className }: MetricCardProps) {
  return (
    <Card className={cn('min-w-0', className)}>
      <CardContent className="grid gap-1 p-5">
        <div className="flex items-center justify-between gap-2">
          <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
          {icon}
        </div>
        <p
          className={cn('text-2xl font-semibold tabular-nums', tone && TONE_CLASS[tone])}
          data-tone={tone?.toLowerCase()}
        >
          {value}
          {tone && <span className="sr-only"> ({TONE_LABEL[tone]})</span>}
        </p>
        <p className="text-xs text-muted-foreground">{description}</p>
      </CardContent>
    </Card>
  );
}

/**
 * A value in a table cell coloured by its threshold. Its screen-reader text is absolutely
 * placed, so the table's scroll box must be `relative`: else the text escapes it and widens a
 * phone's page.
 */
export function Toned({ tone, children }: { tone: AnalyticsTone; children: ReactNode }) {
  return (
    <span
      className={cn('font-medium tabular-nums', TONE_CLASS[tone])}
      data-tone={tone.toLowerCase()}
    >
      {children}
      <span className="sr-only"> ({TONE_LABEL[tone]})</span>
    </span>
  );
}

export function ChartCard({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('min-w-0', className)}>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>
        <figure aria-label={title} className="h-64 w-full">
          {children}
        </figure>
      </CardContent>
    </Card>
  );
}

export function TabSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4" aria-busy="true">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="h-28 animate-pulse rounded-xl bg-muted" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="h-72 animate-pulse rounded-xl bg-muted" />
        <div className="h-72 animate-pulse rounded-xl bg-muted" />
      </div>
      <div className="h-64 animate-pulse rounded-xl bg-muted" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/**
 * A tab's failure: Access Restricted when the server refused the caller (the groups changed
 * since sign-in), else the message with a retry.
 */
export function TabError({
  error,
  message,
  onRetry,
}: {
  error: unknown;
  message: string;
  onRetry: () => void;
}) {
  if (isApiError(error, 'FORBIDDEN')) return <DeniedByServer message={message} />;
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-4 p-8 text-center">
        <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
        <Alert variant="error" className="text-left">
          {message}
        </Alert>
        <Button variant="outline" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </CardContent>
    </Card>
  );
}

function DeniedByServer({ message }: { message: string }) {
  const user = useUser();
  return <AccessRestricted user={user} groups={[ANALYTICS_GROUP_LABEL]} message={message} />;
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-2 p-10 text-center">
        <Inbox className="size-8 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">{title}</h2>
        {children && <p className="max-w-md text-sm text-muted-foreground">{children}</p>}
      </CardContent>
    </Card>
  );
}

/** Chart tooltips and axes that follow the theme's colours. */
export const chartTheme = {
  tooltip: {
    contentStyle: {
      background: 'var(--color-card)',
      border: '1px solid var(--color-border)',
      borderRadius: 8,
      color: 'var(--color-foreground)',
    },
    labelStyle: { color: 'var(--color-foreground)' },
  },
  axis: { stroke: 'var(--color-muted-foreground)', fontSize: 12 },
  grid: 'var(--color-border)',
} as const;
