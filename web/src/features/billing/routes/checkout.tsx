import { useQueryClient } from '@tanstack/react-query';
import { Ban, CheckCircle2, ExternalLink, SearchX, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';

import { LoadingScreen } from '@/components/loading-screen';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/errors';
import { formatDate, planLabel } from '@/lib/format';
import { safeRedirect } from '@/lib/redirect';
import { meQueryKey, sessionQueryKey } from '@/lib/session';

import { useConfirmLocalCheckout } from '../api/confirm-local-checkout';
import { checkoutSessionQueryKey, useCheckoutSession } from '../api/get-checkout-session';
import { useBillingMode, usePlans, type PlanOffer } from '../api/get-plans';
import { StatusPanel } from '../components/status-panel';
import { TestModeNotice } from '../components/test-mode-notice';
import { findPlan, periodEndFrom, priceDisplay } from '../utils/plans';

/** What the success page is told about the purchase it follows. */
export interface SuccessState {
  testMode: boolean;
}

function NotFound() {
  return (
    <StatusPanel
      icon={SearchX}
      tone="error"
      title="Checkout not found"
      actions={
        <Button asChild>
          <Link to={paths.app.pricing.getHref()}>See the plans</Link>
        </Button>
      }
    >
      <p>
        This checkout does not exist or belongs to another account. Start again from the pricing
        page.
      </p>
    </StatusPanel>
  );
}

/** A test-mode checkout on a server that no longer sells plans that way (billing mode). */
function CheckoutUnavailable({ message }: { message: string }) {
  return (
    <StatusPanel
      icon={Ban}
      tone="error"
      title="Checkout is not available"
      actions={
        <Button asChild>
          <Link to={paths.app.pricing.getHref()}>Back to plans</Link>
        </Button>
      }
    >
      <p>{message}</p>
    </StatusPanel>
  );
}

const NOT_SOLD_MESSAGE =
  'Test-mode checkout is turned off on this server: nothing was charged and your plan is unchanged.';

function AlreadyPaid({ planName }: { planName: string }) {
  return (
    <StatusPanel
      icon={CheckCircle2}
      tone="success"
      title="This checkout is already paid"
      actions={
        <>
          <Button asChild variant="outline">
            <Link to={paths.app.settings.getHref('plan-billing')}>Plan &amp; billing</Link>
          </Button>
          <Button asChild>
            <Link to={paths.app.dashboard.getHref()}>Go to dashboard</Link>
          </Button>
        </>
      }
    >
      <p>Your {planLabel(planName)} purchase went through already. There is nothing more to pay.</p>
    </StatusPanel>
  );
}

/** What confirming does, in the plan's own terms: when it renews, or when the pass ends. */
function WhatHappens({ plan, name }: { plan: PlanOffer | undefined; name: string }) {
  if (!plan) {
    return (
      <ul className="grid list-disc gap-2 pl-5 text-sm leading-relaxed">
        <li>{name} starts as soon as you confirm.</li>
      </ul>
    );
  }
  const end = formatDate(periodEndFrom(plan.interval).toISOString());
  const items =
    plan.interval === 'ONCE'
      ? [
          'Every Pro feature starts as soon as you confirm.',
          `The pass lasts 3 days, until ${end}.`,
          'It never renews: your account returns to Free automatically, with no charge.',
        ]
      : [
          `${name} starts as soon as you confirm.`,
          `It renews on ${end}, then every ${plan.interval === 'YEAR' ? 'year' : 'month'} until you cancel.`,
          `Cancel any time in Settings: you keep ${name} until the end of the period you paid for.`,
        ];
  return (
    <ul className="grid list-disc gap-2 pl-5 text-sm leading-relaxed">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * /checkout/:id, the local confirmation page the server sends a checkout to when no payment
 * provider is configured. Clearly test mode: confirming starts the plan, no money moves.
 * `?return=` (the page a `stripeCheckout` caller asked to come back to) is where Cancel leads;
 * only a page of this site, else the pricing page.
 */
export function CheckoutRoute() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const cancelTo = safeRedirect(params.get('return'), paths.app.pricing.getHref());
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const checkout = useCheckoutSession(id);
  const plans = usePlans();
  const billingMode = useBillingMode();
  const confirm = useConfirmLocalCheckout();
  const [confirmError, setConfirmError] = useState<unknown>(null);

  if (checkout.isPending || plans.isPending) {
    return <LoadingScreen label="Loading your checkout…" />;
  }
  if (checkout.isError) {
    if (isApiError(checkout.error, 'NOT_FOUND')) return <NotFound />;
    return (
      <StatusPanel
        icon={TriangleAlert}
        tone="error"
        title="Could not load this checkout"
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={paths.app.pricing.getHref()}>Back to plans</Link>
            </Button>
            <Button loading={checkout.isFetching} onClick={() => void checkout.refetch()}>
              Try again
            </Button>
          </>
        }
      >
        <p>{errorMessage(checkout.error)}</p>
      </StatusPanel>
    );
  }

  const session = checkout.data;
  if (isApiError(confirmError, 'NOT_FOUND')) return <NotFound />;
  if (session.status !== 'open') return <AlreadyPaid planName={session.planName} />;
  if (isApiError(confirmError, 'BILLING_UNAVAILABLE')) {
    return <CheckoutUnavailable message={confirmError.message || NOT_SOLD_MESSAGE} />;
  }
  if (session.testMode && billingMode !== undefined && billingMode !== 'TEST') {
    return <CheckoutUnavailable message={NOT_SOLD_MESSAGE} />;
  }

  const plan = plans.data ? findPlan(plans.data, session.planName) : undefined;
  const name = plan?.name ?? planLabel(session.planName);
  const price = plan ? priceDisplay(plan) : null;

  if (!session.testMode && session.url) {
    // A payment provider's checkout: paying happens on its page, not here.
    return (
      <StatusPanel
        icon={ExternalLink}
        title={`Pay for ${name}`}
        actions={
          <Button asChild>
            <a href={session.url}>Continue to payment</a>
          </Button>
        }
      >
        <p>Payment for this checkout happens on the payment provider’s page.</p>
      </StatusPanel>
    );
  }

  const onConfirm = async () => {
    setConfirmError(null);
    try {
      await confirm.mutateAsync(session.id);
      const state: SuccessState = { testMode: session.testMode };
      await navigate(paths.billing.success.getHref(), { replace: true, state });
    } catch (error) {
      if (isApiError(error, 'CONFLICT')) {
        // Paid meanwhile (another tab): show it as paid, with the user as it is now.
        queryClient.setQueryData(checkoutSessionQueryKey(session.id), {
          ...session,
          status: 'completed',
        });
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
      }
      setConfirmError(error);
    }
  };

  return (
    <div className="grid gap-6 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
      <TestModeNotice />
      <div className="grid gap-1.5">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Confirm your plan</h1>
        <p className="text-muted-foreground">Check the details, then confirm to start {name}.</p>
      </div>
      {confirmError && !isApiError(confirmError, 'CONFLICT') ? (
        <Alert variant="error">{errorMessage(confirmError)}</Alert>
      ) : null}
      {plans.isError ? (
        <Alert variant="error">Could not load the price: {errorMessage(plans.error)}</Alert>
      ) : null}
      <dl className="grid gap-3 rounded-xl bg-muted/60 p-4 text-sm">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-muted-foreground">Plan</dt>
          <dd className="text-right font-semibold">{name}</dd>
        </div>
        {price ? (
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-muted-foreground">Price</dt>
            <dd className="text-right font-semibold">{price.summary}</dd>
          </div>
        ) : null}
        <div className="flex items-baseline justify-between gap-4 border-t border-border pt-3">
          <dt className="text-muted-foreground">Due today</dt>
          <dd className="text-right font-semibold">Nothing (test mode)</dd>
        </div>
      </dl>
      <div className="grid gap-2">
        <h2 className="text-sm font-semibold">What happens next</h2>
        <WhatHappens plan={plan} name={name} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button asChild variant="outline" size="lg">
          <Link to={cancelTo}>Cancel</Link>
        </Button>
        <Button size="lg" loading={confirm.isPending} onClick={() => void onConfirm()}>
          Confirm and start {name}
        </Button>
      </div>
    </div>
  );
}
