import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { forgetSession } from '@/lib/session';
import {
  gqlError,
  layoutHandlers,
  makeUser,
  mockGraphQL,
  sessionReply,
} from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';

import { routes } from '../router';

const DENIED =
  'Access denied: You must be in one of these groups to access this page: analytics-viewers';

describe('the /analytics group guard', () => {
  beforeEach(() => forgetSession());

  it.each([['analytics-viewers'], ['analytics-viewer']])(
    'lets a member of %s in',
    async (group) => {
      const server = mockGraphQL({
        RefreshSession: () => sessionReply(makeUser({ groups: [group] })),
        ...layoutHandlers(),
        ReferralAnalytics: () => gqlError('INTERNAL', 'not part of this test'),
      });
      renderRoutes(routes, '/analytics');

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Analytics Dashboard' }),
      ).toBeInTheDocument();
      expect(screen.getByText(/referral tracking and churn analysis/i)).toBeInTheDocument();
      expect(screen.queryByText('Access Restricted')).not.toBeInTheDocument();
      // Members' pages load the first tab's figures.
      await waitFor(() => expect(server.callsTo('ReferralAnalytics')).toHaveLength(1));
    },
  );

  it('shows Access Restricted, with the user and the error, to everyone else', async () => {
    const user = makeUser({
      groups: ['beta-testers'],
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
    const server = mockGraphQL({
      RefreshSession: () => sessionReply(user),
      SignOut: () => ({ data: { signOut: true } }),
      ...layoutHandlers(),
    });
    const { router } = renderRoutes(routes, '/analytics');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Access Restricted' });
    const main = within(screen.getByRole('main'));
    expect(heading).toBeInTheDocument();
    expect(main.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(main.getByText('ada@example.com')).toBeInTheDocument();
    expect(main.getByRole('alert')).toHaveTextContent(DENIED);
    expect(screen.queryByRole('heading', { name: 'Analytics Dashboard' })).not.toBeInTheDocument();

    // Sign Out signs out on the server, then goes to the home page.
    await userEvent.click(main.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(server.callsTo('SignOut')).toHaveLength(1);
    expect(
      await screen.findByRole('heading', { level: 1, name: /better prompt/i }),
    ).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, with /analytics as the way back', async () => {
    mockGraphQL({
      RefreshSession: () => sessionReply(null),
      AuthConfig: () => ({ data: { authConfig: { googleEnabled: false } } }),
    });
    const { router } = renderRoutes(routes, '/analytics');

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.location.search).toBe('?redirect=%2Fanalytics');
  });

  it('shows the loading screen while the session check is pending', async () => {
    let release: () => void = () => undefined;
    const server = mockGraphQL({
      RefreshSession: () =>
        new Promise((resolve) => {
          release = () => resolve(sessionReply(makeUser({ groups: ['analytics-viewers'] })));
        }),
      ...layoutHandlers(),
    });
    renderRoutes(routes, '/analytics');

    await waitFor(() => expect(server.callsTo('RefreshSession')).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { name: 'Analytics Dashboard' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Analytics Dashboard' })).toBeInTheDocument();
  });
});
