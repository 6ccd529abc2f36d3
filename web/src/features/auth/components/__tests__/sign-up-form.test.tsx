import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { gqlError, mockGraphQL } from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';

import { SignUpForm } from '../sign-up-form';

const MESSAGES = {
  length: 'Password must be at least 8 characters long',
  lowercase: 'Password must contain a lowercase letter',
  uppercase: 'Password must contain an uppercase letter',
  number: 'Password must contain a number',
  symbol: 'Password must contain a symbol',
} as const;

function renderForm(onSignedUp = vi.fn()) {
  renderRoutes([{ path: '/signup', element: <SignUpForm onSignedUp={onSignedUp} /> }], '/signup');
  return { onSignedUp, user: userEvent.setup() };
}

const requirements = () => within(screen.getByRole('list', { name: 'Password requirements' }));
const passwordInput = () => screen.getByLabelText('Password', { selector: 'input' });

async function fillIdentity(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
}

describe('SignUpForm password checklist', () => {
  it('lists every rule as a message before anything is typed', () => {
    renderForm();
    for (const message of Object.values(MESSAGES)) {
      expect(requirements().getByText(message)).toBeInTheDocument();
    }
  });

  it.each([
    ['Ab1!xyz', 'length'],
    ['ABCDEFG1!', 'lowercase'],
    ['abcdefg1!', 'uppercase'],
    ['Abcdefgh!', 'number'],
    ['Abcdefgh1', 'symbol'],
  ] as const)('typing %s shows only "%s"', async (password, rule) => {
    const { user } = renderForm();
    await user.type(passwordInput(), password);

    expect(requirements().getByText(MESSAGES[rule])).toBeInTheDocument();
    for (const [other, message] of Object.entries(MESSAGES)) {
      if (other !== rule) expect(requirements().queryByText(message)).not.toBeInTheDocument();
    }
  });

  it('updates as you type and marks met rules as met, not as errors', async () => {
    const { user } = renderForm();
    await user.type(passwordInput(), 'a');
    expect(requirements().queryByText(MESSAGES.lowercase)).not.toBeInTheDocument();
    expect(requirements().getByText(/Contains a lowercase letter/)).toHaveTextContent('(met)');
    expect(requirements().getByText(MESSAGES.uppercase)).toBeInTheDocument();

    await user.type(passwordInput(), 'A');
    expect(requirements().queryByText(MESSAGES.uppercase)).not.toBeInTheDocument();

    await user.type(passwordInput(), '1!xyzw');
    for (const message of Object.values(MESSAGES)) {
      expect(requirements().queryByText(message)).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('SignUpForm submission', () => {
  it('blocks submission while any rule fails', async () => {
    const server = mockGraphQL({});
    const { user, onSignedUp } = renderForm();
    await fillIdentity(user);
    await user.type(passwordInput(), 'abcdefgh');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByText('Choose a password that meets every requirement below.'),
    ).toBeInTheDocument();
    expect(server.fetchMock).not.toHaveBeenCalled();
    expect(onSignedUp).not.toHaveBeenCalled();
  });

  it('sends the sign-up with the spec headers and moves on', async () => {
    const server = mockGraphQL({
      SignUp: (variables) => ({
        data: {
          signUp: {
            email: (variables.input as { email: string }).email,
            codeExpiresAt: '2030-01-01T00:00:00Z',
          },
        },
      }),
    });
    const { user, onSignedUp } = renderForm();
    await fillIdentity(user);
    await user.type(passwordInput(), 'Sup3r-Prompt!');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(onSignedUp).toHaveBeenCalledWith('ada@example.com'));
    const [call] = server.callsTo('SignUp');
    expect(call?.variables).toEqual({
      input: {
        email: 'ada@example.com',
        givenName: 'Ada',
        familyName: 'Lovelace',
        password: 'Sup3r-Prompt!',
      },
    });
    expect(call?.headers['x-request-source']).toBe('web');
    expect(call?.headers['x-feature']).toBe('auth');
    expect(call?.headers['x-component']).toBe('SignUpForm');
    expect(call?.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says once, with one link, that the email is taken', async () => {
    mockGraphQL({
      SignUp: () =>
        gqlError('CONFLICT', 'An account with this email already exists. Sign in instead.'),
    });
    const { user, onSignedUp } = renderForm();
    await fillIdentity(user);
    await user.type(passwordInput(), 'Sup3r-Prompt!');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const message = await screen.findByText(/^An account with this email already exists\./);
    expect(message).toHaveTextContent(
      /^An account with this email already exists\. Sign in instead$/,
    );
    expect(screen.getAllByText(/already exists/)).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: /sign in/i })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute('href', '/login');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(onSignedUp).not.toHaveBeenCalled();
  });

  it('lists the password rules the server rejected', async () => {
    mockGraphQL({
      SignUp: () =>
        gqlError('BAD_USER_INPUT', 'The password is too weak.', {
          field: 'password',
          details: ['Password must not contain your email address'],
        }),
    });
    const { user } = renderForm();
    await fillIdentity(user);
    await user.type(passwordInput(), 'Sup3r-Prompt!');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByText('Password must not contain your email address'),
    ).toBeInTheDocument();
    expect(screen.getByText('The password is too weak.')).toBeInTheDocument();
  });
});
