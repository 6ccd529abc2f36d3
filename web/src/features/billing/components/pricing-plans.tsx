import { useState, type ReactNode } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import type { BillingCycle, PlanName } from '@/lib/gql/graphql';

import { usePlans, type PlanOffer } from '../api/get-plans';
import {
  DEFAULT_BILLING_CYCLE,
  findPlan,
  isSubscription,
  plansForCycle,
  SUBSCRIPTION_FOR_CYCLE,
} from '../utils/plans';

import { BillingCycleToggle } from './billing-cycle-toggle';
import { PlanCard } from './plan-card';
import { ThreeDayPassBanner } from './three-day-pass-banner';

export interface PlanSlot {
  /** The action for a plan: a link to sign in, or a checkout button. */
  action: ReactNode;
  /** A short line under it. */
  note?: ReactNode;
}

function PlansSkeleton() {
  return (
    <div role="status" className="grid gap-6 md:grid-cols-2">
      <span className="sr-only">Loading plans…</span>
      {[0, 1].map((i) => (
        <div
          key={i}
          aria-hidden="true"
          className="grid h-96 animate-pulse content-start gap-4 rounded-2xl border border-border bg-card p-8"
        >
          <div className="h-6 w-24 rounded bg-muted" />
          <div className="h-10 w-32 rounded bg-muted" />
          <div className="mt-4 grid gap-3">
            {[0, 1, 2, 3].map((j) => (
              <div key={j} className="h-4 rounded bg-muted" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The plan catalogue as the pricing pages show it: the billing toggle (Annual first), the
 * Free card and the subscription the toggle picks, then the 3-Day Pass banner. Prices and
 * features come from the server; the page decides each plan's action.
 */
export function PricingPlans({
  renderPlan,
  currentPlan,
}: {
  renderPlan: (plan: PlanOffer, cycle: BillingCycle) => PlanSlot;
  currentPlan?: PlanName | undefined;
}) {
  const plans = usePlans();
  // Start where the user's own subscription is, else on the year (spec point 4).
  const [cycle, setCycle] = useState<BillingCycle>(
    currentPlan === SUBSCRIPTION_FOR_CYCLE.MONTHLY ? 'MONTHLY' : DEFAULT_BILLING_CYCLE,
  );

  if (plans.isPending) return <PlansSkeleton />;
  if (plans.isError) {
    return (
      <Alert variant="error" className="mx-auto max-w-xl">
        <p>Could not load the plans: {errorMessage(plans.error)}</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          loading={plans.isFetching}
          onClick={() => void plans.refetch()}
        >
          Try again
        </Button>
      </Alert>
    );
  }

  const { cards, pass } = plansForCycle(plans.data, cycle);
  const annual = findPlan(plans.data, SUBSCRIPTION_FOR_CYCLE.ANNUAL);

  return (
    <div className="grid gap-8">
      <BillingCycleToggle value={cycle} onChange={setCycle} annualBadge={annual?.badge} />
      <div className="mx-auto grid w-full max-w-4xl gap-6 md:grid-cols-2">
        {cards.map((plan) => {
          const slot = renderPlan(plan, cycle);
          return (
            <PlanCard
              key={plan.id}
              plan={plan}
              action={slot.action}
              note={slot.note}
              current={plan.id === currentPlan}
              highlighted={isSubscription(plan.id)}
            />
          );
        })}
      </div>
      {pass ? (
        <div className="mx-auto w-full max-w-4xl">
          <ThreeDayPassBanner
            plan={pass}
            action={renderPlan(pass, cycle).action}
            current={pass.id === currentPlan}
          />
        </div>
      ) : null}
    </div>
  );
}
