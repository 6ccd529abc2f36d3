import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoutes } from '@/testing/render';

import { PlanLimitAlert } from '../plan-limit-alert';

function renderAlert(resetsAt?: string) {
  renderRoutes(
    [
      {
        path: '/',
        element: <PlanLimitAlert message="The next one is available at …" resetsAt={resetsAt} />,
      },
    ],
    '/',
  );
  return screen.getByRole('alert');
}

describe('PlanLimitAlert', () => {
  it('gives the renewal in local time, with the date when it is not today', () => {
    const resetsAt = '2030-01-01T10:00:00Z';
    const alert = renderAlert(resetsAt);
    const local = new Intl.DateTimeFormat(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(resetsAt));
    expect(alert).toHaveTextContent(`Your next free generation is available at ${local}.`);
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/dashboard/pricing',
    );
  });

  it('gives only the time when it is today', () => {
    const noon = new Date();
    noon.setHours(12, 5, 0, 0);
    const alert = renderAlert(noon.toISOString());
    const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(noon);
    expect(alert).toHaveTextContent(`Your next free generation is available at ${time}.`);
    expect(alert.textContent).not.toContain(noon.getFullYear().toString());
  });

  it('says nothing of a renewal without a readable resetsAt', () => {
    expect(renderAlert()).not.toHaveTextContent('next free generation');
  });

  it('ignores an unreadable resetsAt', () => {
    expect(renderAlert('soon')).not.toHaveTextContent('next free generation');
  });
});
