import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoutes } from '@/testing/render';

import { PlanLimitAlert } from '../plan-limit-alert';

function renderAlert(resetsAt?: string, message = 'The next one is available at …') {
  renderRoutes(
    [{ path: '/', element: <PlanLimitAlert message={message} resetsAt={resetsAt} /> }],
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

  it("says the server's UTC time once, in local time, in the server's sentence", () => {
    const resetsAt = '2030-01-01T00:00:00Z';
    const alert = renderAlert(
      resetsAt,
      "You have used today's free generation and your bonus generations. The next one is available at 2030-01-01 00:00 UTC, or upgrade to Pro for unlimited generations.",
    );
    const local = new Intl.DateTimeFormat(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(resetsAt));
    expect(alert).toHaveTextContent(
      `You have used today's free generation and your bonus generations. The next one is available at ${local}, or upgrade to Pro for unlimited generations.`,
    );
    expect(alert).not.toHaveTextContent('UTC');
    expect(alert).not.toHaveTextContent('Your next free generation');
  });

  it('says nothing of a renewal without a readable resetsAt', () => {
    expect(renderAlert()).not.toHaveTextContent('next free generation');
  });

  it('ignores an unreadable resetsAt', () => {
    expect(renderAlert('soon')).not.toHaveTextContent('next free generation');
  });
});
