/**
 * Plans and local billing as a user meets them, with the server faked at the wire: the public
 * and signed-in pricing pages, the test-mode checkout, the success page, and Plan & billing in
 * the settings (cancel with the survey, reactivate).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import type { SessionUser } from '@/lib/auth-events';
import { formatDate } from '@/lib/format';
import { forgetSession } from '@/lib/session';
import {
  dashboardHandlers,
  gqlError,
  makeCheckout,
  makeMe,
  makeUser,
  mockGraphQL,
  plansReply,
  plansReplyIn,
  sessionReply,
} from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';

import { routes } from '../router';

type Handlers = Parameters<typeof mockGraphQL>[0];

const RENEWS = '2026-12-23T10:00:00Z';

function signedIn(user: SessionUser, handlers: Handlers = {}) {
  return mockGraphQL({
    RefreshSession: () => sessionReply(user),
    Plans: plansReply,
    ...dashboardHandlers(makeMe(user)),
    ...handlers,
  });
}

const region = (name: string) => screen.getByRole('region', { name });

describe('public pricing', () => {
  beforeEach(() => forgetSession());

  it('shows the plans to visitors; every plan button asks to sign in and come back', async () => {
    mockGraphQL({ RefreshSession: () => sessionReply(null), Plans: plansReply });
    const { router } = renderRoutes(routes, '/pricing');

    expect(await screen.findByRole('region', { name: 'Annual Pro' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Frequently asked questions' })).toHaveTextContent(
      'Why does checkout say TEST MODE?',
    );
    for (const name of ['Start for free', 'Get Annual Pro', 'Get 3-Day Pass']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute(
        'href',
        '/signin?redirect=pricing',
      );
    }
    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(screen.getByRole('link', { name: 'Get Pro' })).toHaveAttribute(
      'href',
      '/signin?redirect=pricing',
    );
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('sends a signed-in visitor to the dashboard pricing page', async () => {
    signedIn(makeUser());
    const { router } = renderRoutes(routes, '/pricing');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/pricing'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upgrade your prompts' }),
    ).toBeInTheDocument();
  });

  it('stays public when the session check fails', async () => {
    mockGraphQL({
      RefreshSession: () => gqlError('FORBIDDEN', 'Sessions are unavailable.'),
      Plans: plansReply,
    });
    const { router } = renderRoutes(routes, '/pricing');
    expect(await screen.findByRole('link', { name: 'Get Annual Pro' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('signing in from a plan button lands on the dashboard pricing page', async () => {
    let cookie = false;
    const user = makeUser();
    mockGraphQL({
      RefreshSession: () => sessionReply(cookie ? user : null),
      AuthConfig: () => ({ data: { authConfig: { googleEnabled: false } } }),
      SignIn: () => {
        cookie = true;
        return {
          data: { signIn: { accessToken: 't', expiresAt: '2030-01-01T00:00:00Z', user } },
        };
      },
      Plans: plansReply,
      ...dashboardHandlers(),
    });
    const { router } = renderRoutes(routes, '/signin?redirect=pricing');
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await u.type(screen.getByLabelText('Password', { selector: 'input' }), 'Sup3r-Prompt!');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/pricing'));
  });
});

describe('buying a plan', () => {
  beforeEach(() => forgetSession());

  it('Monthly Pro: checkout, the test-mode confirmation, then success with the plan held', async () => {
    let user = makeUser();
    const server = mockGraphQL({
      RefreshSession: () => sessionReply(user),
      Plans: plansReply,
      ...dashboardHandlers(),
      Me: () => ({
        data: { me: makeMe(user, { quota: { unlimited: user.planName !== 'FREE' } }) },
      }),
      // The server's public URL may name another host: the page is still ours.
      CreateCheckoutSession: () => ({
        data: {
          createCheckoutSession: makeCheckout({ url: 'http://127.0.0.1:8080/checkout/ck_1' }),
        },
      }),
      CheckoutSession: () => ({ data: { checkoutSession: makeCheckout() } }),
      ConfirmLocalCheckout: () => {
        user = makeUser({
          planName: 'PRO',
          subscriptionStatus: 'active',
          priceCents: 999,
          currentPeriodEnd: RENEWS,
        });
        return { data: { confirmLocalCheckout: user } };
      },
    });
    const { router } = renderRoutes(routes, '/dashboard');
    const u = userEvent.setup();
    const quota = await screen.findByRole('region', { name: 'Plan and quota' });
    expect(
      await within(quota).findByText('1 generation left today · 7 bonus left'),
    ).toBeInTheDocument();
    await u.click(within(quota).getByRole('link', { name: 'Upgrade' }));

    expect(await screen.findByRole('region', { name: 'Free' })).toHaveTextContent('Current plan');
    expect(within(region('Free')).getByRole('button', { name: 'Current plan' })).toBeDisabled();
    await u.click(screen.getByRole('radio', { name: 'Monthly' }));
    await u.click(within(region('Pro')).getByRole('button', { name: 'Upgrade to Pro' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm your plan' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout/ck_1');
    expect(server.callsTo('CreateCheckoutSession')[0]?.variables).toEqual({
      planType: 'PRO',
      billingCycle: 'MONTHLY',
    });
    expect(screen.getByRole('note', { name: 'Test mode' })).toHaveTextContent(
      'TEST MODE: no payment is taken; this server has no payment provider configured.',
    );
    expect(screen.getByText('$9.99/month')).toBeInTheDocument();
    expect(
      screen.getByText(/It renews on .+, then every month until you cancel\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/dashboard/pricing',
    );

    await u.click(screen.getByRole('button', { name: 'Confirm and start Pro' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'You’re on Pro!' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/success');
    expect(server.callsTo('ConfirmLocalCheckout')[0]?.variables).toEqual({ id: 'ck_1' });
    expect(screen.getByText(formatDate(RENEWS))).toBeInTheDocument();
    expect(screen.getByText('Test mode: no payment was taken.')).toBeInTheDocument();

    // Back on the dashboard, plan and quota are the new ones.
    await u.click(screen.getByRole('link', { name: 'Go to dashboard' }));
    const after = await screen.findByRole('region', { name: 'Plan and quota' });
    expect(await within(after).findByText('Unlimited')).toBeInTheDocument();
    expect(after).toHaveTextContent('Pro');
  });

  it('buys the annual plan as PRO on the annual cycle', async () => {
    const server = signedIn(makeUser(), {
      CreateCheckoutSession: () => ({
        data: {
          createCheckoutSession: makeCheckout({
            id: 'ck_9',
            planName: 'ANNUAL_PRO',
            url: `${window.location.origin}/checkout/ck_9`,
          }),
        },
      }),
    });
    const { router } = renderRoutes(routes, '/dashboard/pricing');
    await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Annual Pro' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/ck_9'));
    expect(server.callsTo('CreateCheckoutSession')[0]?.variables).toEqual({
      planType: 'PRO',
      billingCycle: 'ANNUAL',
    });
    expect(await screen.findByText('$8.33/month, billed $99.99 yearly')).toBeInTheDocument();
  });

  it('shows the server’s refusal and stays on the pricing page', async () => {
    signedIn(makeUser(), {
      CreateCheckoutSession: () => gqlError('BAD_USER_INPUT', 'You are already on this plan.'),
    });
    const { router } = renderRoutes(routes, '/dashboard/pricing');
    await userEvent.click(await screen.findByRole('button', { name: 'Get 3-Day Pass' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are already on this plan.');
    expect(router.state.location.pathname).toBe('/dashboard/pricing');
    expect(screen.getByRole('button', { name: 'Get 3-Day Pass' })).toBeEnabled();
  });

  it('on a server that does not sell plans, says so and offers no checkout', async () => {
    const server = signedIn(makeUser(), { Plans: () => plansReplyIn('OFF') });
    renderRoutes(routes, '/dashboard/pricing');
    expect(await screen.findByText('Plans are not sold on this server.')).toBeInTheDocument();
    const annual = region('Annual Pro');
    expect(within(annual).getByRole('button', { name: 'Not sold on this server' })).toBeDisabled();
    expect(
      within(region('Free')).getByRole('button', { name: 'Current plan' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Upgrade|Get) / })).toBeNull();
    expect(server.callsTo('CreateCheckoutSession')).toHaveLength(0);
  });

  it('a checkout refused because plans are not sold turns the buttons off', async () => {
    signedIn(makeUser(), {
      CreateCheckoutSession: () =>
        gqlError(
          'BILLING_UNAVAILABLE',
          'Plans are not sold on this server. Ask its operator if you need a paid plan.',
        ),
    });
    renderRoutes(routes, '/dashboard/pricing');
    await userEvent.click(await screen.findByRole('button', { name: 'Get 3-Day Pass' }));
    expect(await screen.findByText('Plans are not sold on this server.')).toBeInTheDocument();
    const off = screen.getAllByRole('button', { name: 'Not sold on this server' });
    expect(off).toHaveLength(2);
    for (const button of off) expect(button).toBeDisabled();
  });

  it('marks a subscriber’s plan and does not sell them the pass', async () => {
    signedIn(makeUser({ planName: 'PRO', priceCents: 999, currentPeriodEnd: RENEWS }));
    renderRoutes(routes, '/dashboard/pricing');
    expect(await screen.findByRole('radio', { name: 'Monthly' })).toBeChecked();
    const pro = region('Pro');
    expect(within(pro).getByRole('button', { name: 'Current plan' })).toBeDisabled();
    expect(pro).toHaveTextContent(`Renews on ${formatDate(RENEWS)}`);
    expect(screen.getByRole('button', { name: 'Included in your plan' })).toBeDisabled();
    expect(within(region('Free')).getByRole('link', { name: 'Manage your plan' })).toHaveAttribute(
      'href',
      '/dashboard/settings#plan-billing',
    );
    await userEvent.click(screen.getByRole('radio', { name: /^Annual/ }));
    expect(screen.getByRole('button', { name: 'Switch to Annual Pro' })).toBeEnabled();
  });

  it('the dashboard links to pricing from its navigation', async () => {
    signedIn(makeUser());
    renderRoutes(routes, '/dashboard');
    const [nav] = await screen.findAllByRole('navigation', { name: 'Dashboard' });
    expect(within(nav!).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'href',
      '/dashboard/pricing',
    );
  });
});

describe('the checkout page', () => {
  beforeEach(() => forgetSession());

  it('explains a 3-Day Pass: three days, then Free, never renewing', async () => {
    signedIn(makeUser(), {
      CheckoutSession: () => ({
        data: { checkoutSession: makeCheckout({ planName: 'THREE_DAY_PASS' }) },
      }),
    });
    renderRoutes(routes, '/checkout/ck_1');
    expect(await screen.findByRole('heading', { name: 'Confirm your plan' })).toBeInTheDocument();
    expect(screen.getByText('$4.99, paid once')).toBeInTheDocument();
    expect(screen.getByText(/The pass lasts 3 days, until .+\./)).toBeInTheDocument();
    expect(
      screen.getByText(
        'It never renews: your account returns to Free automatically, with no charge.',
      ),
    ).toBeInTheDocument();
  });

  it('leads Cancel back to the page the checkout was started from, never off the site', async () => {
    signedIn(makeUser(), {
      CheckoutSession: () => ({ data: { checkoutSession: makeCheckout() } }),
    });
    const { unmount } = renderRoutes(
      routes,
      '/checkout/ck_1?return=%2Fdashboard%2Fsettings%23plan-billing',
    );
    expect(await screen.findByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/dashboard/settings#plan-billing',
    );
    unmount();
    renderRoutes(routes, '/checkout/ck_1?return=%2F%2Fevil.example%2Fx');
    expect(await screen.findByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/dashboard/pricing',
    );
  });

  it('says so when the checkout is unknown or someone else’s', async () => {
    signedIn(makeUser(), {
      CheckoutSession: () => gqlError('NOT_FOUND', 'No checkout with that id.'),
    });
    renderRoutes(routes, '/checkout/nope');
    expect(await screen.findByRole('heading', { name: 'Checkout not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/dashboard/pricing',
    );
  });

  it('shows a paid checkout as paid', async () => {
    signedIn(makeUser({ planName: 'PRO' }), {
      CheckoutSession: () => ({
        data: { checkoutSession: makeCheckout({ status: 'completed' }) },
      }),
    });
    renderRoutes(routes, '/checkout/ck_1');
    expect(
      await screen.findByRole('heading', { name: 'This checkout is already paid' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Confirm/ })).toBeNull();
  });

  it('a test-mode checkout left over on a server that no longer sells that way is not payable', async () => {
    signedIn(makeUser(), {
      Plans: () => plansReplyIn('OFF'),
      CheckoutSession: () => ({ data: { checkoutSession: makeCheckout() } }),
    });
    renderRoutes(routes, '/checkout/ck_1');
    expect(
      await screen.findByRole('heading', { name: 'Checkout is not available' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Confirm/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to plans' })).toHaveAttribute(
      'href',
      '/dashboard/pricing',
    );
  });

  it('a confirmation refused because test mode is off says so', async () => {
    signedIn(makeUser(), {
      CheckoutSession: () => ({ data: { checkoutSession: makeCheckout() } }),
      ConfirmLocalCheckout: () =>
        gqlError('BILLING_UNAVAILABLE', 'Test-mode checkout is turned off on this server.'),
    });
    renderRoutes(routes, '/checkout/ck_1');
    await userEvent.click(await screen.findByRole('button', { name: /^Confirm/ }));
    expect(
      await screen.findByRole('heading', { name: 'Checkout is not available' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Test-mode checkout is turned off on this server.'),
    ).toBeInTheDocument();
  });

  it('a second confirmation (another tab) shows the checkout as paid', async () => {
    signedIn(makeUser(), {
      CheckoutSession: () => ({ data: { checkoutSession: makeCheckout() } }),
      ConfirmLocalCheckout: () => gqlError('CONFLICT', 'This checkout is already paid.'),
    });
    const { router } = renderRoutes(routes, '/checkout/ck_1');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and start Pro' }));
    expect(
      await screen.findByRole('heading', { name: 'This checkout is already paid' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout/ck_1');
  });

  it('keeps the page and shows the message when confirming fails otherwise', async () => {
    signedIn(makeUser(), {
      CheckoutSession: () => ({ data: { checkoutSession: makeCheckout() } }),
      ConfirmLocalCheckout: () => gqlError('INTERNAL', 'The server had a problem.'),
    });
    renderRoutes(routes, '/checkout/ck_1');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and start Pro' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem.');
    expect(screen.getByRole('button', { name: 'Confirm and start Pro' })).toBeEnabled();
  });
});

describe('Plan & billing in the settings', () => {
  beforeEach(() => forgetSession());

  it('Free: the plan and an Upgrade link', async () => {
    signedIn(makeUser());
    renderRoutes(routes, '/dashboard/settings');
    const section = await screen.findByRole('region', { name: 'Plan & billing' });
    expect(section).toHaveTextContent('You are on the Free plan.');
    expect(within(section).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/dashboard/pricing',
    );
    expect(within(section).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('a 3-Day Pass: its price and the day it ends', async () => {
    const ends = '2026-11-26T10:00:00Z';
    signedIn(makeUser({ planName: 'THREE_DAY_PASS', priceCents: 499, currentPeriodEnd: ends }));
    renderRoutes(routes, '/dashboard/settings');
    const section = await screen.findByRole('region', { name: 'Plan & billing' });
    await within(section).findByText('$4.99, paid once');
    expect(section).toHaveTextContent('3-Day Pass');
    expect(section).toHaveTextContent(`Ends on ${formatDate(ends)}`);
    expect(within(section).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('Pro: renews; cancel through the survey, access kept until the end; then reactivate', async () => {
    const pro = { planName: 'PRO' as const, priceCents: 999, currentPeriodEnd: RENEWS };
    const server = signedIn(makeUser(pro), {
      BillingDetails: () => ({
        data: { me: { id: 'u_1', discountPercentOff: null, discountEndsAt: null } },
      }),
      UpcomingInvoice: () => ({
        data: {
          getUpcomingInvoice: {
            amountDueCents: 999,
            currency: 'usd',
            nextPaymentAt: RENEWS,
            testMode: true,
          },
        },
      }),
      // The one-time recovery offer was used before: the dialog cancels directly.
      CreateCancelRecoveryCoupon: () =>
        gqlError('CONFLICT', 'The recovery offer was already used.'),
      CancelSubscription: () => ({
        data: { stripeCancellationManager: makeUser({ ...pro, cancelAtPeriodEnd: true }) },
      }),
      ReactivateSubscription: () => ({
        data: { stripeCancellationManager: makeUser({ ...pro, cancelAtPeriodEnd: false }) },
      }),
    });
    renderRoutes(routes, '/dashboard/settings');
    const u = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Plan & billing' });
    await within(section).findByText('$9.99 a month');
    expect(section).toHaveTextContent(`Renews on ${formatDate(RENEWS)}`);
    expect(await within(section).findByRole('group', { name: 'Next invoice' })).toHaveTextContent(
      `$9.99 on ${formatDate(RENEWS)}`,
    );

    await u.click(within(section).getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    await u.click(within(dialog).getByRole('radio', { name: 'I’m switching to a different tool' }));
    await u.type(
      within(dialog).getByLabelText('Which tool are you switching to? (optional)'),
      'A notebook',
    );
    await u.type(
      within(dialog).getByLabelText('Anything else we should know? (optional)'),
      'Thanks!',
    );
    await u.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('CreateCancelRecoveryCoupon')).toHaveLength(1);
    expect(server.callsTo('CancelSubscription')[0]?.variables).toEqual({
      reason: 'differentTool',
      reasonDetails: 'A notebook',
      feedback: 'Thanks!',
    });

    expect(section).toHaveTextContent(`Ends on ${formatDate(RENEWS)}`);
    expect(section).toHaveTextContent('Cancelled');
    expect(section).toHaveTextContent('You keep Pro until then');

    await u.click(within(section).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(section).toHaveTextContent(`Renews on ${formatDate(RENEWS)}`));
    expect(server.callsTo('ReactivateSubscription')).toHaveLength(1);
    expect(within(section).getByRole('button', { name: 'Cancel subscription' })).toBeEnabled();
  });
});
