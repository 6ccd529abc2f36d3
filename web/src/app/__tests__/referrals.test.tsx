/**
 * The referral widget on the dashboard, with the server faked at the wire: the link and the
 * figures, Copy (with feedback), Share (Web Share API, else copy), users outside the programme,
 * and the widget's life with the session (gone on sign-out, fetched afresh on sign-in).
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { forgetSession } from '@/lib/session';
import {
  dashboardHandlers,
  makeMe,
  makeUser,
  mockGraphQL,
  referralStatsReply,
  sessionReply,
} from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';
import { signInReply, submitSignIn } from '@/testing/sign-in';

import { routes } from '../router';

type Handlers = Parameters<typeof mockGraphQL>[0];

const LINK = 'http://127.0.0.1:8080/?ref=ADA23456';

function openDashboard(handlers: Handlers = {}, user = makeUser()) {
  const server = mockGraphQL({
    RefreshSession: () => sessionReply(user),
    ...dashboardHandlers(makeMe(user)),
    ReferralStats: () => referralStatsReply({ link: LINK, signups: 3, paidConversions: 1 }),
    ...handlers,
  });
  const view = renderRoutes(routes, '/dashboard');
  return { ...view, server, user: userEvent.setup() };
}

const widget = () => screen.findByRole('region', { name: 'Invite friends' });

/** Stubs the clipboard (after `userEvent.setup()`, which installs its own) and returns the spy. */
function stubClipboard() {
  const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return writeText;
}

/** Installs (or, with `undefined`, removes) the Web Share API. */
function stubShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: undefined });
}

describe('referral widget', () => {
  beforeEach(() => {
    forgetSession();
    stubShare(undefined);
  });

  it('shows the link and how many signed up and became paying customers', async () => {
    openDashboard();
    const region = await widget();
    expect(await within(region).findByLabelText('Your referral link')).toHaveValue(LINK);
    const figures = within(region).getByRole('list', { name: 'Your referrals' });
    expect(figures).toHaveTextContent('3 people signed up with your link');
    expect(figures).toHaveTextContent('1 became a paying customer');
  });

  it('uses the singular and plural as the figures need', async () => {
    openDashboard({
      ReferralStats: () => referralStatsReply({ signups: 1, paidConversions: 0 }),
    });
    const region = await widget();
    expect(await within(region).findByText('person signed up with your link')).toBeVisible();
    expect(within(region).getByText('became paying customers')).toBeVisible();
  });

  it('Copy puts the link on the clipboard and says so', async () => {
    const { user } = openDashboard();
    const writeText = stubClipboard();
    const region = await widget();
    await user.click(await within(region).findByRole('button', { name: 'Copy' }));

    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await within(region).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('Share opens the system share sheet where there is one', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>(() => Promise.resolve());
    stubShare(share);
    const { user } = openDashboard();
    const writeText = stubClipboard();
    await user.click(await within(await widget()).findByRole('button', { name: 'Share' }));

    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]?.[0]).toMatchObject({ url: LINK });
    expect(writeText).not.toHaveBeenCalled();
  });

  it('closing the share sheet is not an error and copies nothing', async () => {
    stubShare(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const { user } = openDashboard();
    const writeText = stubClipboard();
    const region = await widget();
    await user.click(await within(region).findByRole('button', { name: 'Share' }));

    await waitFor(() =>
      expect(within(region).getByRole('button', { name: 'Share' })).toBeEnabled(),
    );
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText(/Could not copy/)).not.toBeInTheDocument();
  });

  it('Share copies the link where the browser cannot share', async () => {
    const { user } = openDashboard();
    const writeText = stubClipboard();
    const region = await widget();
    await user.click(await within(region).findByRole('button', { name: 'Share' }));

    await waitFor(() => expect(writeText).toHaveBeenCalledWith(LINK));
    expect(await within(region).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    let fail = true;
    const { user } = openDashboard({
      ReferralStats: () =>
        fail
          ? { errors: [{ message: 'Something went wrong', extensions: { code: 'INTERNAL' } }] }
          : referralStatsReply({ link: LINK }),
    });
    const region = await widget();
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Could not load your referral link',
    );
    fail = false;
    await user.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByLabelText('Your referral link')).toHaveValue(LINK);
  });

  it('is not shown (nor asked for) to a user outside the programme', async () => {
    const { server } = openDashboard({}, makeUser({ referralCodeInternal: null }));
    expect(await screen.findByRole('heading', { name: 'New prompt' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invite friends' })).not.toBeInTheDocument();
    expect(server.callsTo('ReferralStats')).toHaveLength(0);
  });

  it('goes with the session on sign-out and is fetched afresh after the next sign-in', async () => {
    let signedIn = true;
    const { server, user, router } = openDashboard({
      RefreshSession: () => sessionReply(signedIn ? makeUser() : null),
      SignOut: () => {
        signedIn = false;
        return { data: { signOut: true } };
      },
      AuthConfig: () => ({ data: { authConfig: { googleEnabled: false } } }),
      SignIn: () => {
        signedIn = true;
        return signInReply();
      },
    });
    await within(await widget()).findByLabelText('Your referral link');
    expect(server.callsTo('ReferralStats')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /^Ada Lovelace\s*\(account menu\)$/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('region', { name: 'Invite friends' })).not.toBeInTheDocument();

    await act(() => router.navigate('/signin'));
    await submitSignIn();

    await within(await widget()).findByLabelText('Your referral link');
    expect(server.callsTo('ReferralStats')).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}')).toMatchObject({
      email: 'ada@example.com',
      referralWidget: true,
    });
  });
});
