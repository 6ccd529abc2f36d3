import { Lock } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatRenewal } from '@/lib/format';
import { cn } from '@/lib/utils';

/** The dashboard's sentence for `resetsAt`: the next free generation. */
export function nextFreeGeneration(when: string): string {
  return `Your next free generation is available at ${when}.`;
}

/**
 * The plan says no (PLAN_LIMIT): the server's own message, which names the plan or says when
 * the allowance renews (in UTC), that time again in the user's own time zone when the error
 * carries it (`resetsAt`, said by `renewalText`), and the way to upgrade. Shared by the features
 * whose Free allowances run out (generations, Context Genies, assistant messages).
 */
export function PlanLimitAlert({
  message,
  resetsAt,
  renewalText = nextFreeGeneration,
  className,
}: {
  message: string;
  resetsAt?: string | undefined;
  /** The sentence for the renewal time, in the user's time zone. */
  renewalText?: (when: string) => string;
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
          {renewal ? <p className="font-medium">{renewalText(renewal)}</p> : null}
        </div>
      </div>
      <Button asChild size="sm" className="self-start sm:self-center">
        <Link to={paths.app.pricing.getHref()}>Upgrade</Link>
      </Button>
    </div>
  );
}
