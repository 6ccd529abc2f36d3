import { BadgePercent, CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { formatDate, planLabel, planWithNoun } from '@/lib/format';
import { useUser } from '@/lib/session';
import { notify } from '@/lib/toasts';

import { useBillingDetails } from '../api/get-billing-details';
import { usePlans } from '../api/get-plans';
import { useUpcomingInvoice } from '../api/get-upcoming-invoice';
import { useReactivateSubscription } from '../api/reactivate-subscription';
import { findPlan, isSubscription, pricePerPeriod } from '../utils/plans';

import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { ManageBillingButton } from './manage-billing-button';
import { UpcomingInvoiceSummary } from './upcoming-invoice';

/** The anchor other pages link to (`/dashboard/settings#plan-billing`). */
export const PLAN_BILLING_SECTION_ID = 'plan-billing';

/**
 * Settings → Plan & billing: the plan held, its price and when it renews or ends, any running
 * recovery discount, the next invoice, with the way up (Upgrade), out (Cancel subscription,
 * with the survey and the one-time offer), back (Reactivate) and to the payment provider's
 * billing portal (Manage billing, not offered with local billing).
 */
export function PlanBillingSection() {
  const user = useUser();
  const plans = usePlans();
  const reactivate = useReactivateSubscription();
  // With local billing there is no billing account: the portal is not offered. The next
  // invoice says so up front (test mode); otherwise the server's CONFLICT on click does.
  const [portalUnavailable, setPortalUnavailable] = useState(false);

  const offer = plans.data ? findPlan(plans.data, user.planName) : undefined;
  const name = offer?.name ?? planLabel(user.planName);
  const isFree = user.planName === 'FREE';
  const isPass = user.planName === 'THREE_DAY_PASS';
  const subscribed = isSubscription(user.planName);
  const cancelled = subscribed && user.cancelAtPeriodEnd;
  const end = user.currentPeriodEnd ? formatDate(user.currentPeriodEnd) : null;
  const cents = user.priceCents ?? offer?.priceCents;
  const price = isFree
    ? 'Free'
    : cents != null
      ? pricePerPeriod(cents, offer?.interval, offer?.currency)
      : '—';
  const status = isFree ? 'Free' : cancelled ? 'Cancelled' : 'Active';

  const details = useBillingDetails({ enabled: subscribed });
  const invoice = useUpcomingInvoice({ enabled: subscribed });
  const discountPercentOff = subscribed ? details.data?.discountPercentOff : null;
  const discountEndsAt = subscribed ? details.data?.discountEndsAt : null;
  const nextInvoice = subscribed && !cancelled ? invoice.data : null;
  const localBilling = invoice.data?.testMode === true || portalUnavailable;
  // Offered once the invoice has answered, so it never flashes up and away with local billing.
  const offerPortal = subscribed && !invoice.isPending && !localBilling;

  const onReactivate = async () => {
    try {
      await reactivate.mutateAsync();
      notify.success(
        end
          ? `Welcome back! ${name} renews on ${end}.`
          : `Welcome back! Your ${planWithNoun(name, 'subscription')} carries on.`,
      );
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const rows: [string, string][] = [
    ['Plan', name],
    ['Price', price],
    ['Status', status],
  ];

  return (
    <div id={PLAN_BILLING_SECTION_ID} className="scroll-mt-24">
      <Card aria-labelledby="plan-billing-title">
        <CardHeader>
          <CardTitle id="plan-billing-title">Plan &amp; billing</CardTitle>
          <CardDescription>
            {isFree
              ? 'You are on the Free plan.'
              : `Your ${planWithNoun(name, isPass ? 'pass' : 'subscription')}.`}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <dl className="grid gap-4 sm:grid-cols-3">
            {rows.map(([label, value]) => (
              <div key={label} className="grid gap-1">
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="text-sm font-medium">{value}</dd>
              </div>
            ))}
          </dl>

          {discountPercentOff ? (
            <div className="flex gap-3 rounded-lg border border-primary/40 bg-accent px-4 py-3 text-sm text-accent-foreground">
              <BadgePercent className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <div className="grid gap-1">
                <p className="font-medium">
                  {discountPercentOff}% off
                  {discountEndsAt ? ` until ${formatDate(discountEndsAt)}` : ''}
                </p>
                <p>Your one-time offer: every payment until then is {discountPercentOff}% lower.</p>
              </div>
            </div>
          ) : null}

          {end && !isFree ? (
            <div className="flex gap-3 rounded-lg border border-border bg-muted/60 px-4 py-3 text-sm">
              <CalendarClock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <div className="grid gap-1">
                <p className="font-medium">
                  {isPass || cancelled ? 'Ends on' : 'Renews on'} {end}
                </p>
                <p className="text-muted-foreground">
                  {isPass
                    ? 'The pass never renews: your account returns to Free automatically, with no charge.'
                    : cancelled
                      ? `Your subscription is cancelled. You keep ${name} until then, and nothing renews.`
                      : 'Your plan renews automatically until you cancel.'}
                </p>
              </div>
            </div>
          ) : null}

          {nextInvoice ? (
            <UpcomingInvoiceSummary
              invoice={nextInvoice}
              regularPriceCents={cents}
              discountPercentOff={discountPercentOff}
            />
          ) : null}

          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {isFree ? (
              <Button asChild className="w-full sm:w-fit">
                <Link to={paths.app.pricing.getHref()}>Upgrade</Link>
              </Button>
            ) : null}
            {isPass ? (
              <Button asChild className="w-full sm:w-fit">
                <Link to={paths.app.pricing.getHref()}>Upgrade to a subscription</Link>
              </Button>
            ) : null}
            {cancelled ? (
              <Button
                className="w-full sm:w-fit"
                loading={reactivate.isPending}
                onClick={() => void onReactivate()}
              >
                Reactivate
              </Button>
            ) : null}
            {subscribed && !cancelled ? (
              <>
                <Button asChild variant="outline" className="w-full sm:w-fit">
                  <Link to={paths.app.pricing.getHref()}>Change plan</Link>
                </Button>
                <CancelSubscriptionDialog
                  planName={name}
                  endsOn={end}
                  userId={user.id}
                  plan={user.planName}
                  price={
                    cents != null
                      ? { cents, interval: offer?.interval, currency: offer?.currency }
                      : undefined
                  }
                />
              </>
            ) : null}
            {offerPortal ? (
              <ManageBillingButton
                onUnavailable={(message) => {
                  setPortalUnavailable(true);
                  notify.info(message);
                }}
              />
            ) : null}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
