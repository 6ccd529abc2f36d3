import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { Button } from '@/components/ui/button';
import type { PlanName } from '@/lib/gql/graphql';
import { gqlError, mockGraphQL, plansReply } from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';

import { PricingPlans } from '../pricing-plans';

function renderPlans(currentPlan?: PlanName) {
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <PricingPlans
            currentPlan={currentPlan}
            renderPlan={(plan) => ({ action: <Button>Choose {plan.name}</Button> })}
          />
        ),
      },
    ],
    '/',
  );
}

const card = (name: string) => screen.getByRole('region', { name });

describe('PricingPlans', () => {
  it('starts on Annual: Free and Annual Pro with its badge and yearly price, then the pass', async () => {
    mockGraphQL({ Plans: plansReply });
    renderPlans();

    const annual = await screen.findByRole('radio', { name: /^Annual/ });
    expect(annual).toBeChecked();
    expect(annual).toHaveAccessibleName('Annual, Get 2 MONTHS FREE');
    expect(screen.getByRole('group', { name: 'Billing cycle' })).toBeInTheDocument();

    const pro = card('Annual Pro');
    expect(pro).toHaveTextContent('Get 2 MONTHS FREE');
    expect(pro).toHaveTextContent('$8.33/month, billed $99.99 yearly');
    expect(within(pro).getByRole('list', { name: 'Annual Pro includes' })).toHaveTextContent(
      'Unlimited Super Prompt generations',
    );
    expect(card('Free')).toHaveTextContent('$0 forever');
    expect(screen.queryByRole('region', { name: 'Pro' })).toBeNull();

    const pass = card('3-Day Pass');
    expect(pass).toHaveTextContent('$4.99 one-time payment');
    expect(within(pass).getByRole('button', { name: 'Choose 3-Day Pass' })).toBeInTheDocument();
  });

  it('Monthly shows Pro instead', async () => {
    mockGraphQL({ Plans: plansReply });
    renderPlans();
    await userEvent.click(await screen.findByRole('radio', { name: 'Monthly' }));

    expect(card('Pro')).toHaveTextContent('$9.99/month');
    expect(within(card('Pro')).getByRole('button', { name: 'Choose Pro' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Annual Pro' })).toBeNull();
  });

  it('marks the current plan and opens on its billing cycle', async () => {
    mockGraphQL({ Plans: plansReply });
    renderPlans('PRO');
    expect(await screen.findByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(card('Pro')).toHaveTextContent('Current plan');
    expect(card('Free')).not.toHaveTextContent('Current plan');
  });

  it('says when the plans cannot be loaded, and tries again', async () => {
    let fail = true;
    mockGraphQL({
      Plans: () => (fail ? gqlError('FORBIDDEN', 'Plans are not available.') : plansReply()),
    });
    renderPlans();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load the plans: Plans are not available.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Annual Pro' })).toBeInTheDocument();
  });
});
