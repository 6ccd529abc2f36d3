import { Lock } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatRenewal } from '@/lib/format';
import { cn } from '@/lib/utils';

/**
 * The plan says no (PLAN_LIMIT): the server's own message, which names the plan or says when
 * the next free generation comes (in UTC), that time again in the user's own time zone when
 * the error carries it (`resetsAt`), and the way to upgrade.
 */
export function PlanLimitAlert({
  message,
  resetsAt,
  className,
}: {
  message: string;
  resetsAt?: string | undefined;
  className?: string;
}) {
  const renewal = formatRenewal(resetsAt);
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-primary/30 bg-accent px-4 py-4 text-sm text-accent-foreground sm:flex-row sm:items-center',
        className,
      )}
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div className="grid gap-1">
          <p className="leading-relaxed">{message}</p>
          {renewal ? (
            <p className="font-medium">Your next free generation is available at {renewal}.</p>
          ) : null}
        </div>
      </div>
      <Button asChild size="sm" className="self-start sm:self-center">
        <Link to={paths.app.pricing.getHref()}>Upgrade</Link>
      </Button>
    </div>
  );
}
