/**
 * Settings → Account with the server faked at the wire: the name is edited and saved (the
 * session's user follows, a toast says so), the server's refusals land at their field; the
 * password is changed with the current one (a wrong one is shown at its field), and an account
 * without a password is told there is none to change.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import type { SessionUser } from '@/lib/auth-events';
import { sessionQueryKey, type SessionState } from '@/lib/session';
import { gqlError, makeUser, mockGraphQL } from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';

import { AccountDetails } from '../account-details';

type Handler = Parameters<typeof mockGraphQL>[0][string];

function renderAccount(handlers: Record<string, Handler>, user: SessionUser = makeUser()) {
  const server = mockGraphQL(handlers);
  const { queryClient } = renderRoutes(
    [{ path: '/', element: <AccountDetails user={user} /> }],
    '/',
  );
  const signedIn: SessionState = { status: 'signedIn', user };
  queryClient.setQueryData<SessionState>(sessionQueryKey, signedIn);
  return { server, queryClient, u: userEvent.setup() };
}

describe('AccountDetails', () => {
  it('saves a new name, toasts and keeps the session user in step', async () => {
    const { server, queryClient, u } = renderAccount({
      UpdateProfile: ({ givenName, familyName }) => ({
        data: {
          updateProfile: makeUser({
            givenName: String(givenName),
            familyName: String(familyName),
            name: `${String(givenName)} ${String(familyName)}`,
          }),
        },
      }),
    });
    const save = screen.getByRole('button', { name: 'Save name' });
    expect(save).toBeDisabled();
    const given = screen.getByLabelText('First name');
    expect(given).toHaveValue('Ada');
    await u.clear(given);
    await u.type(given, 'Augusta');
    await u.click(save);
    expect(await screen.findByText('Your name was saved.')).toBeInTheDocument();
    expect(server.callsTo('UpdateProfile')[0]?.variables).toEqual({
      givenName: 'Augusta',
      familyName: 'Lovelace',
    });
    const session = queryClient.getQueryData<SessionState>(sessionQueryKey);
    expect(session?.status === 'signedIn' && session.user.name).toBe('Augusta Lovelace');
  });

  it('checks the name before sending it, and shows the server’s refusal at its field', async () => {
    const { server, u } = renderAccount({
      UpdateProfile: () =>
        gqlError(
          'BAD_USER_INPUT',
          'Family name must not contain text-direction control characters.',
          {
            field: 'familyName',
          },
        ),
    });
    const given = screen.getByLabelText('First name');
    await u.clear(given);
    await u.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Enter your first name')).toBeInTheDocument();
    expect(server.callsTo('UpdateProfile')).toHaveLength(0);
    await u.type(given, 'Ada');
    await u.type(screen.getByLabelText('Last name'), 'x');
    await u.click(screen.getByRole('button', { name: 'Save name' }));
    const family = screen.getByLabelText('Last name');
    await waitFor(() => expect(family).toHaveAttribute('aria-invalid', 'true'));
    expect(
      screen.getByText('Family name must not contain text-direction control characters.'),
    ).toBeInTheDocument();
  });

  it('changes the password and says the other devices were signed out', async () => {
    const { server, u } = renderAccount({
      ChangePassword: () => ({ data: { changePassword: true } }),
    });
    const current = screen.getByLabelText('Current password');
    const next = screen.getByLabelText('New password');
    await u.type(current, 'Corr3ct-horse!');
    await u.type(next, 'short');
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Choose a password that meets every requirement below.'),
    ).toBeInTheDocument();
    expect(server.callsTo('ChangePassword')).toHaveLength(0);
    await u.clear(next);
    await u.type(next, 'N3w-battery-staple!');
    await u.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Password changed. Other devices have been signed out.'),
    ).toBeInTheDocument();
    expect(server.callsTo('ChangePassword')[0]?.variables).toEqual({
      currentPassword: 'Corr3ct-horse!',
      newPassword: 'N3w-battery-staple!',
    });
    expect(current).toHaveValue('');
    expect(next).toHaveValue('');
  });

  it('shows a wrong current password at its field', async () => {
    const { u } = renderAccount({
      ChangePassword: () =>
        gqlError('BAD_USER_INPUT', 'Your current password is not correct.', {
          field: 'currentPassword',
        }),
    });
    const current = screen.getByLabelText('Current password');
    await u.type(current, 'Wr0ng-horse!');
    await u.type(screen.getByLabelText('New password'), 'N3w-battery-staple!');
    await u.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Password changed/)).not.toBeInTheDocument();
  });

  it('offers no password change to an account without a password', () => {
    renderAccount({}, makeUser({ hasPassword: false, loginType: 'GOOGLE_SSO' }));
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(
      screen.getByText('You sign in with Google, so your account has no password to change.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
  });
});
