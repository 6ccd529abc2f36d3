/**
 * The extension's pages in the app, with the server faked at the wire: the header's "Get Chrome
 * Extension" (the install page, or the operator's store in a new tab), the install page's two
 * forms, and the welcome page's sign-in states with the handshake's "Connected as".
 */
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { forgetSession } from '@/lib/session';
import { makeUser, mockGraphQL, sessionReply } from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';

import { routes } from '../router';

const STORE = 'https://chromewebstore.google.com/detail/superprompt/abc';

const siteInfo = (extensionStoreUrl: string | null) => () => ({
  data: {
    siteInfo: {
      operatorName: 'Superprompt',
      contactEmail: 'help@example.com',
      contactFormUrl: null,
      publicUrl: 'http://localhost',
      extensionStoreUrl,
    },
  },
});

const session = {
  accessToken: 'ext-access',
  expiresAt: '2030-01-01T00:00:00Z',
  refreshToken: 'ext-refresh',
  refreshExpiresAt: '2030-02-01T00:00:00Z',
  user: { id: 'u_1', email: 'ada@example.com', name: 'Ada Lovelace', planName: 'FREE' },
};

beforeEach(() => forgetSession());
afterEach(() => {
  delete document.documentElement.dataset.superpromptExtension;
});

describe('Get Chrome Extension', () => {
  it('leads to the install page, which explains loading the built extension', async () => {
    mockGraphQL({ RefreshSession: () => sessionReply(null), SiteInfo: siteInfo(null) });
    renderRoutes(routes, '/extension-install');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Install the Chrome extension' }),
    ).toBeVisible();
    const main = within(screen.getByRole('navigation', { name: 'Main' }));
    const link = main.getByRole('link', { name: 'Get Chrome Extension' });
    expect(link).toHaveAttribute('href', '/extension-install');
    expect(link).not.toHaveAttribute('target');
    const steps = await screen.findByRole('heading', { name: 'Load the extension in Chrome' });
    expect(steps.parentElement).toHaveTextContent('chrome://extensions');
    expect(steps.parentElement).toHaveTextContent('Load unpacked');
    expect(steps.parentElement).toHaveTextContent('extension/dist');
    expect(screen.queryByRole('link', { name: /Add to Chrome/ })).toBeNull();
  });

  it("points at the operator's store page in a new tab when there is one", async () => {
    mockGraphQL({ RefreshSession: () => sessionReply(null), SiteInfo: siteInfo(STORE) });
    renderRoutes(routes, '/extension-install');
    const add = await screen.findByRole('link', { name: /Add to Chrome/ });
    expect(add).toHaveAttribute('href', STORE);
    expect(add).toHaveAttribute('rel', 'noopener noreferrer');
    const main = within(screen.getByRole('navigation', { name: 'Main' }));
    const link = main.getByRole('link', { name: /Get Chrome Extension/ });
    expect(link).toHaveAttribute('href', STORE);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('heading', { name: 'Load the extension in Chrome' })).toBeNull();
  });
});

describe('the welcome page', () => {
  it('offers Sign in to a guest, and mints nothing', async () => {
    document.documentElement.dataset.superpromptExtension = '0.1.0';
    const server = mockGraphQL({
      RefreshSession: () => sessionReply(null),
      SiteInfo: siteInfo(null),
    });
    renderRoutes(routes, '/extension-welcome-page');
    const main = within(await screen.findByRole('main'));
    const signIn = await main.findByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/login?redirect=%2Fextension-welcome-page');
    expect(main.getByRole('heading', { name: 'Pin it to your toolbar' })).toBeVisible();
    expect(server.calls.some((c) => c.operationName === 'ConnectExtension')).toBe(false);
  });

  it('answers the extension and shows whom it is connected as', async () => {
    document.documentElement.dataset.superpromptExtension = '0.1.0';
    const server = mockGraphQL({
      RefreshSession: () => sessionReply(makeUser({ email: 'ada@example.com' })),
      SiteInfo: siteInfo(null),
      ConnectExtension: () => ({ data: { connectExtension: session } }),
    });
    renderRoutes(routes, '/extension-welcome-page');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('link', { name: 'Open dashboard' })).toBeVisible();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { source: 'superprompt-extension', type: 'REQUEST_SESSION' },
          source: window,
          origin: window.location.origin,
        }),
      );
    });
    expect(await main.findByRole('status')).toHaveTextContent('Connected as ada@example.com');
    expect(server.calls.filter((c) => c.operationName === 'ConnectExtension')).toHaveLength(1);
  });
});
