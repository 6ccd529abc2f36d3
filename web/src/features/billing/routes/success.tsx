import { Check, PartyPopper, Sparkles } from 'lucide-react';
import { Link, useLocation } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDate, planLabel } from '@/lib/format';
import { useUser } from '@/lib/session';

import { usePlans } from '../api/get-plans';
import { StatusPanel } from '../components/status-panel';
import { findPlan } from '../utils/plans';

import type { SuccessState } from './checkout';

/**
 * /success, after a purchase (spec point 2, standalone): the plan the user now holds, when it
 * renews or ends, and the way back to work.
 */
export function SuccessRoute() {
  const user = useUser();
  const plans = usePlans();
  const location = useLocation();
  const state = location.state as Partial<SuccessState> | null;

  if (user.planName === 'FREE') {
    return (
      <StatusPanel
        icon={Sparkles}
        title="No paid plan yet"
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={paths.app.dashboard.getHref()}>Go to dashboard</Link>
            </Button>
            <Button asChild>
              <Link to={paths.app.pricing.getHref()}>See the plans</Link>
            </Button>
          </>
        }
      >
        <p>You are on the Free plan. Pick a plan to unlock unlimited Super Prompts.</p>
      </StatusPanel>
    );
  }

  const offer = plans.data ? findPlan(plans.data, user.planName) : undefined;
  const plan = offer?.name ?? planLabel(user.planName);
  const end = user.currentPeriodEnd ? formatDate(user.currentPeriodEnd) : null;
  const ends = user.planName === 'THREE_DAY_PASS' || user.cancelAtPeriodEnd;

  return (
    <StatusPanel
      icon={PartyPopper}
      tone="success"
      title={`You’re on ${plan}!`}
      actions={
        <>
          <Button asChild variant="outline" size="lg">
            <Link to={paths.app.settings.getHref('plan-billing')}>Plan &amp; billing</Link>
          </Button>
          <Button asChild size="lg">
            <Link to={paths.app.dashboard.getHref()}>Go to dashboard</Link>
          </Button>
        </>
      }
    >
      <p className="text-base text-foreground">
        {state?.testMode
          ? 'Your plan is active now.'
          : 'Payment successful: your plan is active now.'}
      </p>
      {end ? (
        <p>
          {ends ? 'Ends on' : 'Renews on'} <strong className="text-foreground">{end}</strong>
          {user.planName === 'THREE_DAY_PASS' ? '. It never renews.' : '.'}
        </p>
      ) : null}
      {state?.testMode ? <p className="text-sm">Test mode: no payment was taken.</p> : null}
      {offer ? (
        <ul
          aria-label={`${plan} includes`}
          className="mx-auto mt-2 grid gap-2 text-left text-sm text-foreground"
        >
          {offer.features.map((feature) => (
            <li key={feature} className="flex gap-2.5">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      ) : null}
    </StatusPanel>
  );
}
