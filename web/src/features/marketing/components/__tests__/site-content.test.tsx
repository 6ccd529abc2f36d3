/**
 * What the landing page claims about the deployment comes from the server (siteContent): each
 * part is there only when the server has it, and a fresh install (no figures, no reviews)
 * claims nothing.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';

import { forgetSession } from '@/lib/session';
import { mockGraphQL, sessionReply } from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';

import type { SiteContent } from '../../api/get-site-content';
import { ExtensionRating } from '../extension-promo';
import { HeroProof } from '../hero-proof';
import { ReviewsSection } from '../review-wall';
import { StatsSection } from '../stats';

const NOTHING: SiteContent = {
  figures: { people: null, promptsWritten: null, savedPrompts: null, rating: null },
  reviews: [],
};

const CONFIGURED: SiteContent = {
  figures: {
    people: 1200,
    promptsWritten: 56000,
    savedPrompts: null,
    rating: { average: 4.8, count: 290 },
  },
  reviews: [
    {
      name: 'Priya N.',
      role: 'Product manager',
      text: 'One line in, a usable prompt out.',
      rating: 5,
    },
    { name: 'Bo', role: null, text: 'Good.', rating: 4 },
  ],
};

function serve(content: SiteContent) {
  return mockGraphQL({
    RefreshSession: () => sessionReply(null),
    SiteInfo: () => ({
      data: {
        siteInfo: {
          operatorName: 'Superprompt',
          contactEmail: 'help@example.com',
          contactFormUrl: null,
          publicUrl: 'http://localhost',
          extensionStoreUrl: null,
        },
      },
    }),
    SiteContent: () => ({ data: { siteContent: content } }),
  });
}

/** Renders `element` and waits until the server has answered siteContent. */
async function renderWith(content: SiteContent, element: ReactNode) {
  const server = serve(content);
  const view = renderRoutes([{ path: '/', element: <main>{element}</main> }], '/');
  await waitFor(() => expect(server.callsTo('SiteContent')).toHaveLength(1));
  return { ...view, server, main: await screen.findByRole('main') };
}

describe('on a fresh install (no figures, no reviews)', () => {
  beforeEach(() => forgetSession());

  it('the figures, the reviews, the hero line and the extension rating are not there', async () => {
    const { main } = await renderWith(
      NOTHING,
      <>
        <p>
          <HeroProof />
          <span>Free to start</span>
        </p>
        <StatsSection />
        <ReviewsSection />
        <ExtensionRating />
      </>,
    );
    // Let the answer render before looking for what it must not contain.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(main.textContent).toBe('Free to start');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

describe('with figures and reviews', () => {
  beforeEach(() => forgetSession());

  it('the figures band shows only the figures the server has', async () => {
    await renderWith(CONFIGURED, <StatsSection />);
    const band = await screen.findByRole('region', { name: /better prompts here/ });
    expect(within(band).getByText('1,200+')).toBeVisible();
    expect(within(band).getByText('people using Superprompt')).toBeVisible();
    expect(within(band).getByText('56,000+')).toBeVisible();
    expect(within(band).getByText('4.8 / 5')).toBeVisible();
    expect(within(band).getByText('average of 290 ratings')).toBeVisible();
    expect(within(band).queryByText(/saved in libraries/)).toBeNull();
  });

  it('a live figure alone shows without a rating', async () => {
    await renderWith(
      { figures: { ...NOTHING.figures, promptsWritten: 1000 }, reviews: [] },
      <StatsSection />,
    );
    const band = await screen.findByRole('region', { name: /better prompts here/ });
    expect(
      within(band)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['1,000+']);
  });

  it('the review wall shows the operator’s reviews and the rating line', async () => {
    await renderWith(CONFIGURED, <ReviewsSection />);
    const section = await screen.findByRole('region', { name: /What people say/ });
    expect(within(section).getByText('Rated 4.8 out of 5 from 290 ratings.')).toBeVisible();
    expect(within(section).getAllByText(/One line in, a usable prompt out/)[0]).toBeVisible();
    expect(within(section).getAllByText(/Product manager/)[0]).toBeVisible();
    expect(within(section).getAllByRole('img', { name: '4 out of 5 stars' })[0]).toBeVisible();
  });

  it('reviews without a rating have no rating line', async () => {
    await renderWith({ ...CONFIGURED, figures: NOTHING.figures }, <ReviewsSection />);
    const section = await screen.findByRole('region', { name: /What people say/ });
    expect(within(section).queryByText(/Rated/)).toBeNull();
  });

  it('the hero line and the extension banner say the rating and the users', async () => {
    await renderWith(
      CONFIGURED,
      <>
        <p>
          <HeroProof />
        </p>
        <ExtensionRating />
      </>,
    );
    expect(await screen.findByText('4.8 rating')).toBeVisible();
    expect(screen.getByText('1,200+ users')).toBeVisible();
    expect(screen.getByText('4.8 from 290 ratings')).toBeVisible();
  });
});
