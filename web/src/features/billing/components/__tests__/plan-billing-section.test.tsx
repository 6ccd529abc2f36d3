import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';

import type { SessionUser } from '@/lib/auth-events';
import { formatDate } from '@/lib/format';
import { forgetSession, useSession } from '@/lib/session';
import {
  gqlError,
  makeUser,
  mockGraphQL,
  plansReply,
  sessionReply,
  type GraphQLReply,
} from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';

import { ManageBillingButton } from '../manage-billing-button';
import { PlanBillingSection } from '../plan-billing-section';

const RENEWS = '2026-12-23T10:00:00Z';
const DISCOUNT_ENDS = '2027-02-23T10:00:00Z';
const pro = { planName: 'PRO' as const, priceCents: 999, currentPeriodEnd: RENEWS };

type Handler = Parameters<typeof mockGraphQL>[0][string];

function SignedIn({ children }: { children: ReactNode }) {
  return useSession().status === 'signedIn' ? children : null;
}

const invoice = (overrides: Record<string, unknown> = {}) => ({
  data: {
    getUpcomingInvoice: {
      amountDueCents: 999,
      currency: 'usd',
      nextPaymentAt: RENEWS,
      testMode: true,
      ...overrides,
    },
  },
});

const details =
  (discountPercentOff: number | null = null, discountEndsAt: string | null = null) =>
  (): GraphQLReply => ({ data: { me: { id: 'u_1', discountPercentOff, discountEndsAt } } });

function renderSection(user: SessionUser, handlers: Record<string, Handler> = {}) {
  const server = mockGraphQL({
    RefreshSession: () => sessionReply(user),
    Plans: plansReply,
    BillingDetails: details(),
    UpcomingInvoice: () => invoice(),
    ...handlers,
  });
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <SignedIn>
            <PlanBillingSection />
          </SignedIn>
        ),
      },
    ],
    '/',
  );
  return { server, u: userEvent.setup() };
}

describe('PlanBillingSection', () => {
  beforeEach(() => forgetSession());

  const PLAN_STATES = [
    { planName: 'FREE' as const },
    pro,
    { ...pro, cancelAtPeriodEnd: true },
    { planName: 'ANNUAL_PRO' as const, priceCents: 9999, currentPeriodEnd: RENEWS },
    { planName: 'THREE_DAY_PASS' as const, priceCents: 499, currentPeriodEnd: RENEWS },
  ];
  it.each(PLAN_STATES)('says each plan in words without a doubled word: %o', async (state) => {
    renderSection(makeUser(state));
    const section = await screen.findByRole('region', { name: 'Plan & billing' });
    await waitFor(() => expect(section).toHaveTextContent(/Plan/));
    const text = section.textContent ?? '';
    expect(text).not.toMatch(/\b(\w+)\s+\1\b/i);
    if (state.planName === 'THREE_DAY_PASS') expect(text).toContain('Your 3-Day Pass.');
    if (state.planName === 'PRO') expect(text).toContain('Your Pro subscription.');
  });

  it('local billing: the next invoice in test mode, and no Manage billing', async () => {
    const { server } = renderSection(makeUser(pro));
    const section = await screen.findByRole('region', { name: 'Plan & billing' });
    const next = await within(section).findByRole('group', { name: 'Next invoice' });
    expect(next).toHaveTextContent(`$9.99 on ${formatDate(RENEWS)}`);
    expect(next).toHaveTextContent('Test mode: this server has no payment provider');
    expect(next).not.toHaveTextContent('discount');
    expect(within(section).queryByRole('button', { name: /Manage billing/ })).toBeNull();
    expect(server.callsTo('UpcomingInvoice')[0]?.variables).toEqual({});
    expect(server.callsTo('CreateBillingPortalSession')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a running discount and the discounted next invoice', async () => {
    renderSection(makeUser(pro), {
      BillingDetails: details(30, DISCOUNT_ENDS),
      UpcomingInvoice: () => invoice({ amountDueCents: 699 }),
    });
    const section = await screen.findByRole('region', { name: 'Plan & billing' });
    expect(
      await within(section).findByText(`30% off until ${formatDate(DISCOUNT_ENDS)}`),
    ).toBeInTheDocument();
    const next = await within(section).findByRole('group', { name: 'Next invoice' });
    expect(next).toHaveTextContent(`$6.99 on ${formatDate(RENEWS)} instead of $9.99`);
    expect(next).toHaveTextContent('Includes your 30% discount.');
  });

  it.each(['CONFLICT', 'NOT_FOUND'])(
    'no invoice (%s) shows nothing and no error; Manage billing is offered',
    async (code) => {
      renderSection(makeUser(pro), {
        UpcomingInvoice: () => gqlError(code, 'There is no invoice.'),
      });
      const section = await screen.findByRole('region', { name: 'Plan & billing' });
      expect(
        await within(section).findByRole('button', { name: 'Manage billing' }),
      ).toBeInTheDocument();
      expect(within(section).queryByRole('group', { name: 'Next invoice' })).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByText('There is no invoice.')).toBeNull();
    },
  );

  it('nothing renews (null): no invoice line', async () => {
    renderSection(makeUser({ ...pro, cancelAtPeriodEnd: true }), {
      UpcomingInvoice: () => ({ data: { getUpcomingInvoice: null } }),
    });
    const section = await screen.findByRole('region', { name: 'Plan & billing' });
    await within(section).findByRole('button', { name: 'Reactivate' });
    expect(within(section).queryByRole('group', { name: 'Next invoice' })).toBeNull();
  });

  it('hides Manage billing with the server’s explanation when it has no billing account', async () => {
    const { server, u } = renderSection(makeUser(pro), {
      UpcomingInvoice: () => invoice({ testMode: false }),
      CreateBillingPortalSession: () =>
        gqlError('CONFLICT', 'There is no billing account to manage yet.'),
    });
    const section = await screen.findByRole('region', { name: 'Plan & billing' });
    await u.click(await within(section).findByRole('button', { name: 'Manage billing' }));
    expect(
      await screen.findByText('There is no billing account to manage yet.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(section).queryByRole('button', { name: 'Manage billing' })).toBeNull(),
    );
    expect(server.callsTo('CreateBillingPortalSession')).toHaveLength(1);
  });

  it('offers neither the invoice nor Manage billing to Free users, and asks for neither', async () => {
    const { server } = renderSection(makeUser());
    const section = await screen.findByRole('region', { name: 'Plan & billing' });
    expect(within(section).getByRole('link', { name: 'Upgrade' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Manage billing' })).toBeNull();
    expect(server.callsTo('UpcomingInvoice')).toHaveLength(0);
    expect(server.callsTo('BillingDetails')).toHaveLength(0);
  });
});

describe('ManageBillingButton', () => {
  it('goes to the portal link the server returns', async () => {
    mockGraphQL({
      CreateBillingPortalSession: () => ({
        data: { createBillingPortalSession: 'https://billing.example.com/session/abc' },
      }),
    });
    const visited: string[] = [];
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <ManageBillingButton
              onUnavailable={() => undefined}
              navigate={(url) => visited.push(url)}
            />
          ),
        },
      ],
      '/',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(visited).toEqual(['https://billing.example.com/session/abc']));
  });

  it('shows any other failure as an error, with the server’s message', async () => {
    mockGraphQL({
      CreateBillingPortalSession: () =>
        gqlError('UNAVAILABLE', 'Stripe could not be reached: timeout'),
    });
    let unavailable = false;
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <ManageBillingButton
              onUnavailable={() => {
                unavailable = true;
              }}
              navigate={() => undefined}
            />
          ),
        },
      ],
      '/',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Manage billing' }));
    expect(await screen.findByText('Stripe could not be reached: timeout')).toBeInTheDocument();
    expect(unavailable).toBe(false);
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeEnabled();
  });
});
