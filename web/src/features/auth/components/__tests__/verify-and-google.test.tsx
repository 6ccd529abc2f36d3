import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { gqlError, mockGraphQL } from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';

import { GoogleButton } from '../google-button';
import { ResendCodeButton } from '../resend-code-button';

describe('ResendCodeButton', () => {
  afterEach(() => vi.useRealTimers());

  it('asks for a new code, then waits out retryAfterSeconds before allowing another', async () => {
    const server = mockGraphQL({
      ResendVerificationCode: () => ({
        data: { resendVerificationCode: { sent: true, retryAfterSeconds: 2 } },
      }),
    });
    renderRoutes([{ path: '/', element: <ResendCodeButton email="ada@example.com" /> }], '/');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    const waiting = await screen.findByRole('button', { name: 'Resend code (2s)' });
    expect(waiting).toBeDisabled();
    expect(server.callsTo('ResendVerificationCode')[0]?.variables).toEqual({
      email: 'ada@example.com',
    });
    expect(await screen.findByText('We sent a new code to ada@example.com.')).toBeInTheDocument();

    // The countdown runs out and the button comes back.
    expect(
      await screen.findByRole('button', { name: 'Resend code' }, { timeout: 4000 }),
    ).toBeEnabled();
  });

  it('shows the server message when it refuses', async () => {
    mockGraphQL({
      ResendVerificationCode: () =>
        gqlError('RATE_LIMITED', 'Too many codes requested. Try again later.'),
    });
    renderRoutes([{ path: '/', element: <ResendCodeButton email="ada@example.com" /> }], '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(
      await screen.findByText('Too many codes requested. Try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });
});

describe('GoogleButton', () => {
  it('is hidden when the server has no Google sign-in', async () => {
    const server = mockGraphQL({
      AuthConfig: () => ({ data: { authConfig: { googleEnabled: false } } }),
    });
    renderRoutes([{ path: '/', element: <GoogleButton redirectTo="/dashboard" /> }], '/');
    await waitFor(() => expect(server.callsTo('AuthConfig')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /google/i })).not.toBeInTheDocument();
  });

  it('starts the server-side Google flow with the redirect, busy until the page leaves', async () => {
    mockGraphQL({ AuthConfig: () => ({ data: { authConfig: { googleEnabled: true } } }) });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderRoutes([{ path: '/', element: <GoogleButton redirectTo="/analytics" /> }], '/');

    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(assign).toHaveBeenCalledWith('/auth/google/start?redirect=%2Fanalytics');
    const busy = screen.getByRole('button', { name: 'Connecting to Google…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');

    // Coming back with the browser's Back button (page restored) re-enables it.
    act(() => {
      window.dispatchEvent(new Event('pageshow'));
    });
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  it('re-enables the button when the navigation cannot start', async () => {
    mockGraphQL({ AuthConfig: () => ({ data: { authConfig: { googleEnabled: true } } }) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('location', {
      ...window.location,
      assign: () => {
        throw new Error('blocked');
      },
    });
    renderRoutes([{ path: '/', element: <GoogleButton redirectTo="/dashboard" /> }], '/');

    await userEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(warn).toHaveBeenCalled();
  });

  it('is the landing page\'s "Start with Google" when asked, without the "or" line', async () => {
    mockGraphQL({ AuthConfig: () => ({ data: { authConfig: { googleEnabled: true } } }) });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <GoogleButton redirectTo="/onboarding" label="Start with Google" divider={false} />
          ),
        },
      ],
      '/',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Start with Google' }));
    expect(assign).toHaveBeenCalledWith('/auth/google/start?redirect=%2Fonboarding');
    expect(screen.getByRole('button', { name: 'Connecting to Google…' })).toBeDisabled();
    expect(screen.queryByText('or')).toBeNull();
  });
});
