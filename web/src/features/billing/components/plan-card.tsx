import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

import type { PlanOffer } from '../api/get-plans';
import { priceDisplay } from '../utils/plans';

/** One plan: name, price, what it includes and an action (a link or a checkout button). */
export function PlanCard({
  plan,
  action,
  current = false,
  highlighted = false,
  note,
}: {
  plan: PlanOffer;
  action: ReactNode;
  /** The signed-in user's plan: marked as such. */
  current?: boolean;
  /** The plan we recommend: drawn with the brand colour. */
  highlighted?: boolean;
  /** A line under the action (e.g. when a cancelled plan ends). */
  note?: ReactNode;
}) {
  const titleId = useId();
  const price = priceDisplay(plan);
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col gap-6 rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8',
        highlighted
          ? 'border-primary shadow-lg shadow-primary/10 ring-1 ring-primary/30'
          : 'border-border',
        current && 'border-primary ring-2 ring-primary/60',
      )}
    >
      <div className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={titleId} className="text-xl font-semibold tracking-tight">
            {plan.name}
          </h2>
          {current ? <Badge>Current plan</Badge> : null}
          {plan.badge ? <Badge variant="accent">{plan.badge}</Badge> : null}
        </div>
        <p className="flex flex-wrap items-baseline gap-x-1.5">
          <span className="text-4xl font-bold tracking-tight tabular-nums">{price.amount}</span>
          {price.suffix.startsWith('/') ? null : ' '}
          <span className="text-sm text-muted-foreground">{price.suffix}</span>
        </p>
      </div>
      <ul aria-label={`${plan.name} includes`} className="grid gap-2.5 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check
              className={cn(
                'mt-0.5 size-4 shrink-0',
                highlighted ? 'text-primary' : 'text-muted-foreground',
              )}
              aria-hidden="true"
            />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto grid gap-2">
        {action}
        {note ? <p className="text-center text-xs text-muted-foreground">{note}</p> : null}
      </div>
    </section>
  );
}
