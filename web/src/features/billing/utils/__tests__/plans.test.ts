import { describe, expect, it } from 'vitest';

import { makePlans } from '@/testing/graphql-mock';

import {
  checkoutDestination,
  cycleOf,
  periodEndFrom,
  plansForCycle,
  priceDisplay,
  pricePerPeriod,
} from '../plans';

const plans = makePlans();
const plan = (id: string) => plans.find((p) => p.id === id)!;

describe('priceDisplay', () => {
  it('shows a yearly plan by the month, with what is billed', () => {
    expect(priceDisplay(plan('ANNUAL_PRO'))).toEqual({
      amount: '$8.33',
      suffix: '/month, billed $99.99 yearly',
      summary: '$8.33/month, billed $99.99 yearly',
    });
  });

  it('shows monthly, one-time and free prices', () => {
    expect(priceDisplay(plan('PRO')).summary).toBe('$9.99/month');
    expect(priceDisplay(plan('THREE_DAY_PASS'))).toMatchObject({
      amount: '$4.99',
      suffix: 'one-time payment',
    });
    expect(priceDisplay(plan('FREE'))).toMatchObject({ amount: '$0', suffix: 'forever' });
  });

  it('reads the amounts from the catalogue, never from the plan name', () => {
    expect(priceDisplay({ ...plan('PRO'), priceCents: 1250 }).summary).toBe('$12.50/month');
  });
});

describe('pricePerPeriod', () => {
  it('names the period', () => {
    expect(pricePerPeriod(999, 'MONTH')).toBe('$9.99 a month');
    expect(pricePerPeriod(9999, 'YEAR')).toBe('$99.99 a year');
    expect(pricePerPeriod(499, 'ONCE')).toBe('$4.99, paid once');
    expect(pricePerPeriod(999, undefined)).toBe('$9.99');
  });
});

describe('plansForCycle', () => {
  it('month shows PRO, year shows ANNUAL_PRO; the pass is apart', () => {
    const monthly = plansForCycle(plans, 'MONTHLY');
    expect(monthly.cards.map((p) => p.id)).toEqual(['FREE', 'PRO']);
    expect(monthly.pass?.id).toBe('THREE_DAY_PASS');
    expect(plansForCycle(plans, 'ANNUAL').cards.map((p) => p.id)).toEqual(['FREE', 'ANNUAL_PRO']);
  });

  it('gives the billing cycle of each subscription', () => {
    expect(cycleOf('PRO')).toBe('MONTHLY');
    expect(cycleOf('ANNUAL_PRO')).toBe('ANNUAL');
    expect(cycleOf('THREE_DAY_PASS')).toBeNull();
  });
});

describe('periodEndFrom', () => {
  it('adds a month, a year or three days, keeping to the end of short months', () => {
    const jan31 = new Date('2026-01-31T12:00:00Z');
    expect(periodEndFrom('MONTH', jan31).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(periodEndFrom('YEAR', new Date('2028-02-29T08:00:00Z')).toISOString()).toBe(
      '2029-02-28T08:00:00.000Z',
    );
    expect(periodEndFrom('ONCE', jan31).toISOString()).toBe('2026-02-03T12:00:00.000Z');
  });
});

describe('checkoutDestination', () => {
  const origin = 'http://127.0.0.1:8080';

  it('opens a same-origin checkout page in the app', () => {
    expect(checkoutDestination(`${origin}/checkout/ck_1`, { origin, testMode: true })).toEqual({
      kind: 'app',
      path: '/checkout/ck_1',
    });
  });

  it('opens the local confirmation page in the app even when the public URL names another host', () => {
    expect(
      checkoutDestination('http://127.0.0.1:8080/checkout/ck_2', {
        origin: 'http://localhost:5173',
        testMode: true,
      }),
    ).toEqual({ kind: 'app', path: '/checkout/ck_2' });
  });

  it('leaves for a payment provider’s page', () => {
    expect(
      checkoutDestination('https://checkout.stripe.com/c/pay/cs_test_1', {
        origin,
        testMode: false,
      }),
    ).toEqual({ kind: 'external', url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    expect(
      checkoutDestination('https://pay.example/checkout/1', { origin, testMode: false }).kind,
    ).toBe('external');
  });
});
