import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/errors';
import { formatDate, planLabel } from '@/lib/format';
import { useUser } from '@/lib/session';

import { useBillingMode, type PlanOffer } from '../api/get-plans';
import { PricingFaq } from '../components/pricing-faq';
import { PricingHero } from '../components/pricing-hero';
import { PricingPlans, type PlanSlot } from '../components/pricing-plans';
import { useStartCheckout } from '../hooks/use-start-checkout';
import { isSubscription } from '../utils/plans';

const MANAGE_PLAN = paths.app.settings.getHref('plan-billing');

/** Shown instead of checkout buttons when the server does not sell plans (billing mode OFF). */
function NotSoldHere() {
  return (
    <Alert>
      <p className="font-medium">Plans are not sold on this server.</p>
      <p className="text-muted-foreground">
        Your account keeps the plan the people who run this server set for it. Ask them if you need
        a paid plan.
      </p>
    </Alert>
  );
}

/**
 * /dashboard/pricing: the same plans for a signed-in user. Their plan is marked and cannot be
 * bought again; every other plan starts a checkout, unless the server does not sell plans.
 */
export function DashboardPricingRoute() {
  const user = useUser();
  const checkout = useStartCheckout();
  const notSold = useBillingMode() === 'OFF' || isApiError(checkout.error, 'BILLING_UNAVAILABLE');
  const errorRef = useRef<HTMLDivElement>(null);
  const current = user.planName;
  const subscribed = isSubscription(current);
  const endsOn = user.currentPeriodEnd ? formatDate(user.currentPeriodEnd) : null;
  const ending = current === 'THREE_DAY_PASS' || user.cancelAtPeriodEnd;

  // A refusal shows above the plans: bring it into view.
  useEffect(() => {
    if (checkout.error) errorRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [checkout.error]);

  const renderPlan = (plan: PlanOffer): PlanSlot => {
    if (plan.id === current) {
      if (user.cancelAtPeriodEnd) {
        return {
          action: (
            <Button asChild size="lg" variant="outline" className="w-full">
              <Link to={MANAGE_PLAN}>Reactivate in settings</Link>
            </Button>
          ),
          note: endsOn ? `Cancelled: ends on ${endsOn}` : null,
        };
      }
      return {
        action: (
          <Button size="lg" variant="outline" className="w-full" disabled>
            Current plan
          </Button>
        ),
        note: endsOn ? `${ending ? 'Ends' : 'Renews'} on ${endsOn}` : null,
      };
    }
    if (plan.priceCents === 0) {
      return {
        action: (
          <Button asChild size="lg" variant="outline" className="w-full">
            <Link to={MANAGE_PLAN}>Manage your plan</Link>
          </Button>
        ),
        note: subscribed
          ? 'Cancel any time: you keep your plan until the period ends.'
          : 'Your account returns to Free when your pass ends.',
      };
    }
    if (plan.interval === 'ONCE' && subscribed) {
      return {
        action: (
          <Button size="lg" variant="outline" className="w-full" disabled>
            Included in your plan
          </Button>
        ),
      };
    }
    if (notSold) {
      return {
        action: (
          <Button size="lg" variant="outline" className="w-full" disabled>
            Not sold on this server
          </Button>
        ),
      };
    }
    const label =
      plan.interval === 'ONCE'
        ? `Get ${plan.name}`
        : subscribed
          ? `Switch to ${plan.name}`
          : `Upgrade to ${plan.name}`;
    return {
      action: (
        <Button
          size="lg"
          className="w-full"
          loading={checkout.pendingPlan === plan.id}
          disabled={checkout.pendingPlan !== null}
          onClick={() => void checkout.start(plan.id)}
        >
          {label}
        </Button>
      ),
    };
  };

  return (
    <div className="grid gap-14">
      <div className="grid gap-8">
        <PricingHero title={current === 'FREE' ? 'Upgrade your prompts' : 'Your plan'}>
          {current === 'FREE'
            ? 'You are on the Free plan. Go unlimited, unlock image and video prompts, or try everything for three days.'
            : `You are on ${planLabel(current)}${endsOn ? (ending ? `, until ${endsOn}` : `, renewing on ${endsOn}`) : ''}.`}
        </PricingHero>
        {notSold ? (
          <div className="mx-auto w-full max-w-4xl">
            <NotSoldHere />
          </div>
        ) : checkout.error ? (
          <div ref={errorRef} className="mx-auto w-full max-w-4xl">
            <Alert variant="error">{errorMessage(checkout.error)}</Alert>
          </div>
        ) : null}
        <PricingPlans renderPlan={renderPlan} currentPlan={current} />
      </div>
      <PricingFaq />
    </div>
  );
}
