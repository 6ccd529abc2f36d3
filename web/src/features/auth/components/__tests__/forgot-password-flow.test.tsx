import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { mockGraphQL } from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';

import { ForgotPasswordFlow } from '../forgot-password-flow';

function renderFlow() {
  renderRoutes([{ path: '/', element: <ForgotPasswordFlow onDone={() => undefined} /> }], '/');
}

describe('ForgotPasswordFlow', () => {
  it('says when the next code can be sent instead of claiming it sent one', async () => {
    const answers = [
      { sent: true, retryAfterSeconds: 1 },
      { sent: false, retryAfterSeconds: 42 },
    ];
    const server = mockGraphQL({
      ForgotPassword: () => ({ data: { forgotPassword: answers.shift() } }),
    });
    renderFlow();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(await screen.findByText(/we sent it a 6-digit reset code/)).toBeInTheDocument();

    // The first cooldown (1 s) runs out, then the server says the next one must wait.
    const again = await screen.findByRole('button', { name: 'Send a new code' }, { timeout: 3000 });
    await user.click(again);
    expect(
      await screen.findByText(
        'A code was sent less than a minute ago. You can ask for another in 42 seconds.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/a new code is on its way/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Send a new code \(4[12]s\)$/ })).toBeDisabled();
    expect(server.callsTo('ForgotPassword')).toHaveLength(2);
  });

  it('starts counting down when the first ask came within the minute', async () => {
    mockGraphQL({
      ForgotPassword: () => ({ data: { forgotPassword: { sent: false, retryAfterSeconds: 30 } } }),
    });
    renderFlow();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    expect(
      await screen.findByText(/was asked for less than a minute ago: use the one in that email/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Send a new code \((30|29)s\)$/ })).toBeDisabled();
  });
});
