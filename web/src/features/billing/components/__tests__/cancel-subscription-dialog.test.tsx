import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { gqlError, makeUser, mockGraphQL } from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';

import { CancelSubscriptionDialog } from '../cancel-subscription-dialog';

function renderDialog() {
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <CancelSubscriptionDialog
            planName="Pro"
            endsOn="December 23, 2026"
            userId="u_1"
            plan="PRO"
            price={{ cents: 999, interval: 'MONTH', currency: 'usd' }}
          />
        ),
      },
    ],
    '/',
  );
  return userEvent.setup();
}

/** The offer was used already: the server has none to make. */
const noOffer = () => gqlError('CONFLICT', 'You have already used your one-time offer.');

const anOffer = () => ({
  data: {
    createCancelRecoveryCoupon: {
      code: 'offer_1',
      planName: 'PRO',
      percentOff: 30,
      durationInMonths: 3,
      discountedPriceCents: 699,
    },
  },
});

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
    const server = mockGraphQL({
      CreateCancelRecoveryCoupon: noOffer,
      CancelSubscription: cancelled,
    });
    const user = renderDialog();

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog).toHaveTextContent('You keep Pro until December 23, 2026');
    expect(within(dialog).getAllByRole('radio')).toHaveLength(7);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    expect(await within(dialog).findByText('Please choose a reason.')).toBeInTheDocument();
    expect(server.callsTo('CreateCancelRecoveryCoupon')).toHaveLength(0);
    expect(server.callsTo('CancelSubscription')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'A feature I need is missing' }));
    await user.type(
      within(dialog).getByLabelText('Which feature do you need? (optional)'),
      '  Team folders  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));

    // No offer to make (already used): it cancels straight away.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('CreateCancelRecoveryCoupon')[0]?.variables).toMatchObject({
      userId: 'u_1',
      attemptedPlan: 'PRO',
      attemptedCycle: 'MONTHLY',
    });
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
      CreateCancelRecoveryCoupon: noOffer,
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
      CreateCancelRecoveryCoupon: noOffer,
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

  it('offers 30% off for 3 months first; accepting keeps the plan with the survey answers', async () => {
    const server = mockGraphQL({
      CreateCancelRecoveryCoupon: anOffer,
      AcceptRecoveryOffer: () => ({
        data: {
          stripeCancellationManager: makeUser({ planName: 'PRO', cancelAtPeriodEnd: false }),
        },
      }),
    });
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    await user.click(within(dialog).getByRole('radio', { name: 'It costs too much' }));
    await user.type(within(dialog).getByLabelText('What would feel fair? (optional)'), '$5');
    await user.type(
      within(dialog).getByLabelText('Anything else we should know? (optional)'),
      'Love it',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));

    dialog = await screen.findByRole('dialog', { name: 'Stay for 30% off for 3 months' });
    expect(dialog).toHaveTextContent(
      'keep Pro at $6.99 a month instead of $9.99 a month for the next 3 months',
    );
    expect(server.callsTo('CancelSubscription')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('AcceptRecoveryOffer')[0]?.variables).toEqual({
      discountCode: 'offer_1',
      reason: 'price',
      reasonDetails: '$5',
      feedback: 'Love it',
    });
    expect(server.callsTo('CancelSubscription')).toHaveLength(0);
    expect(
      await screen.findByText('Offer accepted: Pro is 30% off for the next 3 months.'),
    ).toBeInTheDocument();
  });

  it('“No thanks, cancel” cancels with the survey answers', async () => {
    const server = mockGraphQL({
      CreateCancelRecoveryCoupon: anOffer,
      CancelSubscription: cancelled,
    });
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await user.type(within(dialog).getByLabelText('Tell us more (optional)'), 'Moving on');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));

    dialog = await screen.findByRole('dialog', { name: 'Stay for 30% off for 3 months' });
    await user.click(within(dialog).getByRole('button', { name: 'No thanks, cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('CancelSubscription')[0]?.variables).toEqual({
      reason: 'Other',
      reasonDetails: 'Moving on',
      feedback: null,
    });
    expect(server.callsTo('AcceptRecoveryOffer')).toHaveLength(0);
    expect(
      await screen.findByText(
        'Your subscription is cancelled. You keep Pro until December 23, 2026.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the server’s message when the offer cannot be accepted, and can still cancel', async () => {
    const server = mockGraphQL({
      CreateCancelRecoveryCoupon: anOffer,
      AcceptRecoveryOffer: () => gqlError('CONFLICT', 'This offer is no longer available.'),
      CancelSubscription: cancelled,
    });
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'It was too slow or unreliable' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    dialog = await screen.findByRole('dialog', { name: 'Stay for 30% off for 3 months' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept offer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This offer is no longer available.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'No thanks, cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('CancelSubscription')).toHaveLength(1);
  });

  it('closing the offer keeps the subscription; opening again starts with the survey', async () => {
    const server = mockGraphQL({ CreateCancelRecoveryCoupon: anOffer });
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'It costs too much' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    await screen.findByRole('dialog', { name: 'Stay for 30% off for 3 months' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.map((c) => c.operationName)).toEqual(['CreateCancelRecoveryCoupon']);

    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    expect(
      await screen.findByRole('dialog', { name: 'Cancel your subscription?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'It costs too much' })).not.toBeChecked();
  });

  it('cancels anyway when the offer cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = mockGraphQL({
      CreateCancelRecoveryCoupon: () => gqlError('INTERNAL', 'The server had a problem.'),
      CancelSubscription: cancelled,
    });
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'It costs too much' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm cancellation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('CancelSubscription')).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
