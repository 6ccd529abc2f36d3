/** Signing in through the app's form, with the server's answer, for tests that pass through it. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { makeUser, type GraphQLReply } from './graphql-mock';

/** The server's answer to `signIn`: a token and the user. */
export function signInReply(overrides: Parameters<typeof makeUser>[0] = {}): GraphQLReply {
  return {
    data: {
      signIn: {
        accessToken: 'access-token-1',
        expiresAt: '2030-01-01T00:00:00Z',
        user: makeUser(overrides),
      },
    },
  };
}

/** Fills the sign-in form on screen (as ada@example.com) and submits it. */
export async function submitSignIn(password = 'Sup3r-Prompt!') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}
