import { Ticket } from 'lucide-react';
import { useId, type ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

import type { PlanOffer } from '../api/get-plans';
import { priceDisplay } from '../utils/plans';

/** The 3-Day Pass under the plan cards: Pro for a few days, paid once. */
export function ThreeDayPassBanner({
  plan,
  action,
  current = false,
}: {
  plan: PlanOffer;
  action: ReactNode;
  current?: boolean;
}) {
  const titleId = useId();
  const price = priceDisplay(plan);
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-5 rounded-2xl border border-dashed border-primary/50 bg-accent/50 p-6 sm:p-8 md:flex-row md:items-center md:justify-between',
        current && 'border-solid ring-2 ring-primary/60',
      )}
    >
      <div className="flex gap-4">
        <span
          aria-hidden="true"
          className="hidden size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground sm:flex"
        >
          <Ticket className="size-6" />
        </span>
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={titleId} className="text-lg font-semibold tracking-tight">
              {plan.name}
            </h2>
            {current ? <Badge>Current plan</Badge> : null}
            {plan.badge ? <Badge variant="outline">{plan.badge}</Badge> : null}
          </div>
          <p className="flex flex-wrap items-baseline gap-x-1.5">
            <span className="text-2xl font-bold tracking-tight tabular-nums">{price.amount}</span>
            {price.suffix.startsWith('/') ? null : ' '}
            <span className="text-sm text-muted-foreground">{price.suffix}</span>
          </p>
          <ul
            aria-label={`${plan.name} includes`}
            className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground"
          >
            {plan.features.map((feature) => (
              <li key={feature} className="flex items-center gap-1.5">
                <span aria-hidden="true" className="size-1.5 rounded-full bg-primary" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="grid shrink-0 gap-2 md:min-w-52">{action}</div>
    </section>
  );
}
