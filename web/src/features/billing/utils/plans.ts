/**
 * Reading the plan catalogue: which card the billing toggle shows, how a price reads, where a
 * checkout URL leads, and when a plan bought now would renew or end. Prices always come from
 * the server's `plans`; nothing here knows an amount.
 */
import { THREE_DAY_PASS_DAYS } from '@/config/billing';
import { formatPrice } from '@/lib/format';
import type { BillingCycle, PlanInterval, PlanName } from '@/lib/gql/graphql';

import type { PlanOffer } from '../api/get-plans';

/** The spec's default: the toggle starts on the year (spec point 4). */
export const DEFAULT_BILLING_CYCLE: BillingCycle = 'ANNUAL';

/** Month shows PRO, year shows ANNUAL_PRO (spec point 4). */
export const SUBSCRIPTION_FOR_CYCLE: Record<BillingCycle, PlanName> = {
  MONTHLY: 'PRO',
  ANNUAL: 'ANNUAL_PRO',
};

export function isSubscription(plan: PlanName): boolean {
  return plan === 'PRO' || plan === 'ANNUAL_PRO';
}

export function findPlan(plans: readonly PlanOffer[], id: PlanName): PlanOffer | undefined {
  return plans.find((plan) => plan.id === id);
}

/** What the pricing page lays out for a billing cycle: the cards, then the pass banner. */
export function plansForCycle(plans: readonly PlanOffer[], cycle: BillingCycle) {
  const subscription = SUBSCRIPTION_FOR_CYCLE[cycle];
  return {
    cards: plans.filter(
      (plan) => plan.interval !== 'ONCE' && (!isSubscription(plan.id) || plan.id === subscription),
    ),
    pass: plans.find((plan) => plan.interval === 'ONCE'),
  };
}

/** The billing cycle a subscription is paid on (for the checkout call). */
export function cycleOf(plan: PlanName): BillingCycle | null {
  if (plan === 'PRO') return 'MONTHLY';
  if (plan === 'ANNUAL_PRO') return 'ANNUAL';
  return null;
}

export interface PriceDisplay {
  /** The big number: "$9.99". */
  amount: string;
  /** What follows it: "/month", "/month, billed $99.99 yearly", "one-time payment". */
  suffix: string;
  /** The whole thing in one line, for summaries and screen readers. */
  summary: string;
}

/** How a plan's price reads on a card. A yearly plan shows its monthly price first. */
export function priceDisplay(
  plan: Pick<PlanOffer, 'priceCents' | 'monthlyPriceCents' | 'currency' | 'interval'>,
): PriceDisplay {
  const price = formatPrice(plan.priceCents, plan.currency);
  if (plan.priceCents === 0) {
    return { amount: price, suffix: 'forever', summary: `${price}, free forever` };
  }
  switch (plan.interval) {
    case 'YEAR': {
      const monthly = formatPrice(plan.monthlyPriceCents, plan.currency);
      const suffix = `/month, billed ${price} yearly`;
      return { amount: monthly, suffix, summary: `${monthly}${suffix}` };
    }
    case 'ONCE':
      return { amount: price, suffix: 'one-time payment', summary: `${price}, paid once` };
    case 'MONTH':
      return { amount: price, suffix: '/month', summary: `${price}/month` };
  }
}

/** A price with its period, as settings show it: "$9.99 a month", "$99.99 a year", "$4.99 once". */
export function pricePerPeriod(
  cents: number,
  interval: PlanInterval | undefined,
  currency = 'USD',
) {
  const price = formatPrice(cents, currency);
  switch (interval) {
    case 'MONTH':
      return `${price} a month`;
    case 'YEAR':
      return `${price} a year`;
    case 'ONCE':
      return `${price}, paid once`;
    default:
      return price;
  }
}

/** Adds whole months the way the server does: the 31st plus one month is the last day of the next. */
function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * When a plan bought at `now` would renew (subscriptions) or end (the pass): the date the
 * checkout page promises. The server sets the real one when the checkout is confirmed.
 */
export function periodEndFrom(interval: PlanInterval, now = new Date()): Date {
  switch (interval) {
    case 'MONTH':
      return addMonths(now, 1);
    case 'YEAR':
      return addMonths(now, 12);
    case 'ONCE':
      return new Date(now.getTime() + THREE_DAY_PASS_DAYS * 24 * 60 * 60 * 1000);
  }
}

export type CheckoutDestination = { kind: 'app'; path: string } | { kind: 'external'; url: string };

/**
 * Where the checkout URL leads. A page of this web app (the local test-mode confirmation page)
 * is opened in-app, even when the server's public URL names another host than the one the app
 * is served from (e.g. Vite in development); a payment provider's page is a full navigation.
 */
export function checkoutDestination(
  url: string,
  { origin = window.location.origin, testMode }: { origin?: string; testMode: boolean },
): CheckoutDestination {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return { kind: 'external', url };
  }
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  if (parsed.origin === origin) return { kind: 'app', path };
  if (testMode && /^\/checkout\/[^/]+$/.test(parsed.pathname)) return { kind: 'app', path };
  return { kind: 'external', url: parsed.toString() };
}
