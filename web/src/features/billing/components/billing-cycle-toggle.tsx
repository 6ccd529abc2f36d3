import type { BillingCycle } from '@/lib/gql/graphql';
import { cn } from '@/lib/utils';

const CYCLES: { id: BillingCycle; label: string }[] = [
  { id: 'MONTHLY', label: 'Monthly' },
  { id: 'ANNUAL', label: 'Annual' },
];

/**
 * The Monthly/Annual switch (spec point 4) as a radio group. `annualBadge` is the annual
 * plan's own label from the catalogue ("Get 2 MONTHS FREE").
 */
export function BillingCycleToggle({
  value,
  onChange,
  annualBadge,
  className,
}: {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
  annualBadge?: string | null | undefined;
  className?: string;
}) {
  return (
    <fieldset className={cn('flex justify-center', className)}>
      <legend className="sr-only">Billing cycle</legend>
      <div className="inline-flex flex-wrap items-center justify-center gap-1 rounded-full border border-border bg-muted p-1">
        {CYCLES.map(({ id, label }) => (
          <label
            key={id}
            className={cn(
              'relative flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
              'has-[:checked]:bg-card has-[:checked]:text-foreground has-[:checked]:shadow-sm',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ring',
            )}
          >
            <input
              type="radio"
              name="billing-cycle"
              value={id}
              checked={value === id}
              onChange={() => onChange(id)}
              className="absolute inset-0 z-10 cursor-pointer appearance-none rounded-full opacity-0"
            />
            {label}
            {id === 'ANNUAL' && annualBadge ? (
              <>
                <span className="sr-only">,</span>{' '}
                <span className="rounded-full bg-accent px-2 py-0.5 text-[0.6875rem] font-semibold tracking-wide text-accent-foreground">
                  {annualBadge}
                </span>
              </>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
