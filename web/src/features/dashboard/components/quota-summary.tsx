import { Infinity as InfinityIcon, Zap } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { formatRenewal, planLabel, plural } from '@/lib/format';
import type { PlanName } from '@/lib/gql/graphql';
import { cn } from '@/lib/utils';

import type { Quota } from '../api/run-generator';

/** "1 generation left today · 7 bonus left", or "Unlimited" on paid plans. */
export function formatQuota(quota: Quota): string {
  if (quota.unlimited) return 'Unlimited';
  return `${plural(quota.dailyRemaining, 'generation')} left today · ${quota.bonusRemaining} bonus left`;
}

export function isQuotaExhausted(quota: Quota | undefined): boolean {
  return !!quota && !quota.unlimited && quota.dailyRemaining + quota.bonusRemaining <= 0;
}

/** The compact plan and quota line at the top of the dashboard. */
export function QuotaSummary({
  planName,
  quota,
  className,
}: {
  planName: PlanName;
  quota: Quota | undefined;
  className?: string;
}) {
  const renews = quota && !quota.unlimited ? formatRenewal(quota.resetsAt) : null;
  const exhausted = isQuotaExhausted(quota);
  return (
    <section
      aria-label="Plan and quota"
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-border bg-card px-4 py-3 text-sm shadow-xs',
        className,
      )}
    >
      <Badge variant={planName === 'FREE' ? 'outline' : 'default'}>{planLabel(planName)}</Badge>
      {quota ? (
        <p className="flex items-center gap-1.5 font-medium">
          {quota.unlimited ? (
            <InfinityIcon className="size-4 text-primary" aria-hidden="true" />
          ) : (
            <Zap className="size-4 text-primary" aria-hidden="true" />
          )}
          <span data-testid="quota-text">{formatQuota(quota)}</span>
        </p>
      ) : (
        <p className="text-muted-foreground">Checking your quota…</p>
      )}
      {renews ? <p className="text-muted-foreground">Renews at {renews}</p> : null}
      {planName === 'FREE' ? (
        <Link
          to={paths.app.pricing.getHref()}
          className={cn(
            'font-medium text-primary underline-offset-4 hover:underline',
            exhausted && 'font-semibold',
          )}
        >
          {exhausted ? 'Upgrade for unlimited' : 'Upgrade'}
        </Link>
      ) : null}
    </section>
  );
}
