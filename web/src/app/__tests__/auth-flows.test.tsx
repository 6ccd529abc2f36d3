import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { forgetSession } from '@/lib/session';
import { SETTINGS_STORAGE_KEY } from '@/lib/settings';
import {
  dashboardHandlers,
  gqlError,
  makeUser,
  mockGraphQL,
  sessionReply,
} from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';
import { signInReply, submitSignIn } from '@/testing/sign-in';

import { routes } from '../router';

const authConfig = () => ({ data: { authConfig: { googleEnabled: false } } });

describe('sign in', () => {
  beforeEach(() => forgetSession());

  it('shows the server message for a wrong password and stays on the page', async () => {
    mockGraphQL({
      RefreshSession: () => sessionReply(null),
      AuthConfig: authConfig,
      SignIn: () => gqlError('INVALID_CREDENTIALS', 'Incorrect email or password.'),
      CheckLoginType: () => ({
        data: { checkLoginType: { loginType: 'EMAIL_PASSWORD', canResetPassword: true } },
      }),
    });
    const { router } = renderRoutes(routes, '/login');
    await submitSignIn('wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('tells an account that signs in with Google to use Google', async () => {
    const server = mockGraphQL({
      RefreshSession: () => sessionReply(null),
      AuthConfig: authConfig,
      SignIn: () => gqlError('INVALID_CREDENTIALS', 'Incorrect email or password.'),
      CheckLoginType: () => ({
        data: { checkLoginType: { loginType: 'GOOGLE_SSO', canResetPassword: false } },
      }),
    });
    renderRoutes(routes, '/login');
    await submitSignIn('anything');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account signs in with Google, not a password. Use "Continue with Google" above.',
    );
    expect(server.callsTo('CheckLoginType')[0]?.variables).toEqual({
      email: expect.any(String) as string,
    });
  });

  it(
    'asks for the mailed code when the server wants one, then signs in with it',
    { timeout: 20_000 },
    async () => {
      let cookie = false;
      const user = makeUser();
      const server = mockGraphQL({
        RefreshSession: () => sessionReply(cookie ? user : null),
        AuthConfig: authConfig,
        SignIn: (variables) => {
          if (!variables.code) {
            return gqlError(
              'SIGN_IN_CODE_REQUIRED',
              'For your security, we emailed you a 6-digit code. Enter it to finish signing in.',
            );
          }
          if (variables.code !== '482913') {
            return gqlError(
              'INVALID_CODE',
              'That code is not correct. Check the email and try again.',
            );
          }
          cookie = true;
          return signInReply(user);
        },
      });
      const { router } = renderRoutes(routes, '/login');
      await submitSignIn();

      expect(await screen.findByText(/we emailed you a 6-digit code/)).toBeInTheDocument();
      const code = await screen.findByLabelText('Code from the email');
      const typist = userEvent.setup();
      await typist.type(code, '111111');
      await typist.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByText(/That code is not correct/)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');

      await typist.clear(code);
      await typist.type(code, '482913');
      await typist.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(router.state.location.pathname).not.toBe('/login'));
      expect(server.callsTo('SignIn').map((call) => call.variables.code)).toEqual([
        null,
        '111111',
        '482913',
      ]);
    },
  );

  it('sends an unconfirmed account to verify its email', async () => {
    mockGraphQL({
      RefreshSession: () => sessionReply(null),
      AuthConfig: authConfig,
      SignIn: () => gqlError('USER_NOT_CONFIRMED', 'Please confirm your email address first.'),
    });
    const { router } = renderRoutes(routes, '/signin');
    await submitSignIn();

    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(router.state.location.search).toBe('?email=ada%40example.com');
  });

  it('returns to a safe ?redirect= after signing in', async () => {
    // Like the server's cookie: after signIn, refreshSession succeeds.
    let cookie = false;
    const user = makeUser({ groups: ['analytics-viewers'] });
    mockGraphQL({
      RefreshSession: () => sessionReply(cookie ? user : null),
      AuthConfig: authConfig,
      SignIn: () => {
        cookie = true;
        return signInReply(user);
      },
    });
    const { router } = renderRoutes(routes, '/signin?redirect=%2Fanalytics');
    await submitSignIn();

    expect(await screen.findByRole('heading', { name: 'Analytics Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/analytics');
  });

  it('ignores an off-site ?redirect= and sends a new account to onboarding first', async () => {
    let cookie = false;
    const user = makeUser({ onboarded: false });
    mockGraphQL({
      RefreshSession: () => sessionReply(cookie ? user : null),
      AuthConfig: authConfig,
      SignIn: () => {
        cookie = true;
        return signInReply(user);
      },
    });
    const { router } = renderRoutes(routes, '/signin?redirect=https%3A%2F%2Fevil.example');
    await submitSignIn();

    expect(
      await screen.findByRole('heading', { name: 'Tell us about yourself' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
  });
});

describe('signed-in app shell', () => {
  beforeEach(() => forgetSession());

  it('sign out tells the extension, clears account data but keeps settings, and goes home', async () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify({ theme: 'dark' }));
    for (const key of [
      'userData',
      'authToken',
      'pendingCollectionData',
      'sharedPromptData',
      'sharedCollectionData',
    ]) {
      localStorage.setItem(key, 'x');
    }
    const postMessage = vi.spyOn(window, 'postMessage');
    const server = mockGraphQL({
      RefreshSession: () => sessionReply(makeUser()),
      ...dashboardHandlers(),
      SignOut: () => ({ data: { signOut: true } }),
    });
    const { router } = renderRoutes(routes, '/dashboard/settings');
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: /^Ada Lovelace\s*\(account menu\)$/ }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: /better prompt/i }),
    ).toBeInTheDocument();
    expect(server.callsTo('SignOut')).toHaveLength(1);
    for (const key of [
      'userData',
      'authToken',
      'pendingCollectionData',
      'sharedPromptData',
      'sharedCollectionData',
    ]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem(SETTINGS_STORAGE_KEY)).toContain('dark');
    expect(postMessage).toHaveBeenCalledWith(
      { source: 'superprompt-web', type: 'SIGNED_OUT' },
      window.location.origin,
    );
  });

  it('sends a not-yet-onboarded user from the dashboard to onboarding', async () => {
    mockGraphQL({ RefreshSession: () => sessionReply(makeUser({ onboarded: false })) });
    const { router } = renderRoutes(routes, '/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Tell us about yourself' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding');
  });

  it('onboarding sends the answers with today as onboardingDate, then opens the dashboard', async () => {
    const server = mockGraphQL({
      RefreshSession: () => sessionReply(makeUser({ onboarded: false })),
      CreateUserRecord: () => ({ data: { createUserRecord: makeUser({ onboarded: true }) } }),
      ...dashboardHandlers(),
    });
    const { router } = renderRoutes(routes, '/onboarding');
    const user = userEvent.setup();

    await user.selectOptions(await screen.findByLabelText('What do you do?'), 'Designer');
    await user.selectOptions(screen.getByLabelText('How did you hear about us?'), 'YouTube');
    await user.click(screen.getByRole('checkbox', { name: 'Send me the free prompting course' }));
    await user.click(screen.getByRole('button', { name: 'Continue to dashboard' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(server.callsTo('CreateUserRecord')[0]?.variables).toEqual({
      onboardingQuestions: {
        profession: 'Designer',
        source: 'YouTube',
        onboardingDate: iso,
        subscribeToPromptingCourse: true,
      },
      referralCode: null,
    });
  });

  it('the new-prompt shortcut goes to the dashboard, and on the dashboard resets it', async () => {
    mockGraphQL({
      RefreshSession: () => sessionReply(makeUser()),
      ...dashboardHandlers(),
    });
    const { router } = renderRoutes(routes, '/dashboard/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });

    fireEvent.keyDown(window, { key: 'O', code: 'KeyO', ctrlKey: true, shiftKey: true });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' });
    expect(router.state.location.pathname).toBe('/dashboard');

    expect(heading).not.toHaveFocus();
    fireEvent.keyDown(window, { key: 'O', code: 'KeyO', ctrlKey: true, shiftKey: true });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('redirects /dashboard/account to settings and unknown paths to the dashboard', async () => {
    mockGraphQL({
      RefreshSession: () => sessionReply(makeUser()),
      ...dashboardHandlers(),
    });
    const { router } = renderRoutes(routes, '/dashboard/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/settings');

    await act(() => router.navigate('/no/such/page'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(
      await within(screen.getByRole('region', { name: 'Plan and quota' })).findByText(
        '1 generation left today · 7 bonus left',
      ),
    ).toBeInTheDocument();
  });
});
