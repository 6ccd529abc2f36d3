import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { gqlError, makeUser, mockGraphQL } from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';

import { CancelSubscriptionDialog } from '../cancel-subscription-dialog';

function renderDialog() {
  renderRoutes(
    [
      {
        path: '/',
        element: <CancelSubscriptionDialog planName="Pro" endsOn="December 23, 2026" />,
      },
    ],
    '/',
  );
  return userEvent.setup();
}

const cancelled = () => ({
  data: {
    stripeCancellationManager: makeUser({
      planName: 'PRO',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: '2026-12-23T10:00:00Z',
    }),
  },
});

describe('CancelSubscriptionDialog', () => {
  it('asks for a reason, then cancels with the survey answers', async () => {
    const server = mockGraphQL({ CancelSubscription: cancelled });
    const user = renderDialog();

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveTextContent('You keep Pro until December 23, 2026');
    expect(within(dialog).getAllByRole('radio')).toHaveLength(7);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    expect(await within(dialog).findByText('Please choose a reason.')).toBeInTheDocument();
    expect(server.callsTo('CancelSubscription')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'A feature I need is missing' }));
    await user.type(
      within(dialog).getByLabelText('Which feature do you need? (optional)'),
      '  Team folders  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('CancelSubscription')[0]?.variables).toEqual({
      reason: 'missingFeature',
      reasonDetails: 'Team folders',
      feedback: null,
    });
    expect(
      await screen.findByText(
        'Your subscription is cancelled. You keep Pro until December 23, 2026.',
      ),
    ).toBeInTheDocument();
  });

  it('puts the server’s refusal of a field on that field', async () => {
    mockGraphQL({
      CancelSubscription: () =>
        gqlError('BAD_USER_INPUT', 'Please keep this under 2000 characters.', {
          field: 'feedback',
        }),
    });
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'It costs too much' }));
    await user.type(within(dialog).getByLabelText('Anything else we should know? (optional)'), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    expect(
      await within(dialog).findByText('Please keep this under 2000 characters.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByLabelText('Anything else we should know? (optional)'),
    ).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows any other refusal in the dialog', async () => {
    mockGraphQL({
      CancelSubscription: () => gqlError('CONFLICT', 'You have no subscription to change.'),
    });
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    expect(within(dialog).getByLabelText('Tell us more (optional)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have no subscription to change.',
    );
  });
});
