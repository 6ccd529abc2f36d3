import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { TOPIC_LISTS } from '@/config/topics';
import { makeQuota } from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';

import { formatQuota, QuotaSummary } from '../quota-summary';
import { TopicSuggestions } from '../topic-suggestions';

describe('quota display', () => {
  it('formats daily and bonus generations, or Unlimited', () => {
    expect(formatQuota(makeQuota({ dailyRemaining: 1, bonusRemaining: 7 }))).toBe(
      '1 generation left today · 7 bonus left',
    );
    expect(formatQuota(makeQuota({ dailyRemaining: 0, bonusRemaining: 3 }))).toBe(
      '0 generations left today · 3 bonus left',
    );
    expect(formatQuota(makeQuota({ unlimited: true }))).toBe('Unlimited');
  });

  it('shows the plan, the quota, the local renewal time and an upgrade link on Free', () => {
    const resetsAt = new Date(Date.now() + 60 * 60 * 1000);
    resetsAt.setSeconds(0, 0);
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <QuotaSummary
              planName="FREE"
              quota={makeQuota({
                dailyRemaining: 0,
                bonusRemaining: 6,
                resetsAt: resetsAt.toISOString(),
              })}
            />
          ),
        },
      ],
      '/',
    );
    const region = screen.getByRole('region', { name: 'Plan and quota' });
    expect(region).toHaveTextContent('Free');
    expect(region).toHaveTextContent('0 generations left today · 6 bonus left');
    const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(resetsAt);
    expect(region).toHaveTextContent(`Renews at`);
    expect(region.textContent).toContain(time);
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/dashboard/pricing',
    );
  });

  it('says Unlimited on paid plans, with no renewal or upgrade link', () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <QuotaSummary
              planName="PRO"
              quota={makeQuota({ unlimited: true, resetsAt: '2030-01-01T00:00:00Z' })}
            />
          ),
        },
      ],
      '/',
    );
    const region = screen.getByRole('region', { name: 'Plan and quota' });
    expect(region).toHaveTextContent('Pro');
    expect(region).toHaveTextContent('Unlimited');
    expect(region).not.toHaveTextContent('Renews');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('points to the upgrade when nothing is left', () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <QuotaSummary
              planName="FREE"
              quota={makeQuota({ dailyRemaining: 0, bonusRemaining: 0 })}
            />
          ),
        },
      ],
      '/',
    );
    expect(screen.getByRole('link', { name: 'Upgrade for unlimited' })).toBeInTheDocument();
  });
});

describe('topic suggestions', () => {
  it('offers the profession’s topics and fills in the one picked', async () => {
    const onPick = vi.fn();
    renderRoutes(
      [{ path: '/', element: <TopicSuggestions profession="Educator" onPick={onPick} /> }],
      '/',
    );
    const educator = TOPIC_LISTS.find((l) => l.profession === 'Educator')!.topics;
    const chips = screen.getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(educator.slice(0, 5));

    await userEvent.setup().click(screen.getByRole('button', { name: educator[1] }));
    expect(onPick).toHaveBeenCalledWith(educator[1]);
  });
});
