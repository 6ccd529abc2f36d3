import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { forgetSession } from '@/lib/session';
import { makeUser, mockGraphQL, sessionReply } from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';

import { featureGrid } from '../../content/landing';
import { StartCta } from '../start-cta';

describe('StartCta', () => {
  beforeEach(() => forgetSession());

  it('asks a visitor to start for free', async () => {
    mockGraphQL({ RefreshSession: () => sessionReply(null) });
    renderRoutes([{ path: '/', element: <StartCta /> }], '/');
    expect(await screen.findByRole('link', { name: 'Get Started for Free!' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('sends a signed-in Pro user to the dashboard, not to a free start', async () => {
    mockGraphQL({ RefreshSession: () => sessionReply(makeUser({ planName: 'PRO' })) });
    renderRoutes([{ path: '/', element: <StartCta /> }], '/');
    expect(await screen.findByRole('link', { name: 'Open your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByText('Get Started for Free!')).toBeNull();
  });
});

describe('the landing feature grid', () => {
  it('gives every card a Learn more page', () => {
    expect(featureGrid.filter((item) => !item.href).map((item) => item.title)).toEqual([]);
  });
});
