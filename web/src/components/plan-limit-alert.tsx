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
 * How the server writes a time in a message (`domain::generation::limit_message`): the API's
 * other clients read it as it is, the web app says it in the user's locale and time zone.
 */
const UTC_TIME = /\b\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\b/;

/**
 * The plan says no (PLAN_LIMIT): the server's own message, which names the plan or says when
 * the allowance renews, and the way to upgrade. When the error carries the renewal
 * (`resetsAt`), it is said once, in the user's time zone: in place of the message's UTC time,
 * or, when the message has none, as a sentence of its own (`renewalText`). Shared by the features
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
  const localized = renewal && UTC_TIME.test(message) ? message.replace(UTC_TIME, renewal) : null;
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
          <p className="leading-relaxed">{localized ?? message}</p>
          {renewal && !localized ? <p className="font-medium">{renewalText(renewal)}</p> : null}
        </div>
      </div>
      <Button asChild size="sm" className="self-start sm:self-center">
        <Link to={paths.app.pricing.getHref()}>Upgrade</Link>
      </Button>
    </div>
  );
}
