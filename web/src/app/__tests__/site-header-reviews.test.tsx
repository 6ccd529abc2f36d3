/**
 * The mobile menu's Reviews link points at the landing page's reviews, which are there only
 * when the operator wrote some (siteContent): it is listed only then, so it never dangles.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { SiteHeader } from '@/app/layouts/site-header';
import type { SiteContent } from '@/features/marketing/api/get-site-content';
import { forgetSession } from '@/lib/session';
import { mockGraphQL, sessionReply } from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';

const NO_FIGURES: SiteContent['figures'] = {
  people: null,
  promptsWritten: null,
  savedPrompts: null,
  rating: null,
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

describe('the mobile menu', () => {
  beforeEach(() => forgetSession());

  it('does not link to reviews that are not there', async () => {
    const server = serve({ figures: NO_FIGURES, reviews: [] });
    renderRoutes([{ path: '/', element: <SiteHeader /> }], '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    await waitFor(() => expect(server.callsTo('SiteContent')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(menu).getByRole('link', { name: 'Pricing' })).toBeVisible();
    expect(within(menu).queryByRole('link', { name: 'Reviews' })).toBeNull();
  });

  it('links to the reviews when the operator wrote some', async () => {
    serve({ figures: NO_FIGURES, reviews: [{ name: 'Bo', role: null, text: 'Good.', rating: 4 }] });
    renderRoutes([{ path: '/', element: <SiteHeader /> }], '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(await within(menu).findByRole('link', { name: 'Reviews' })).toHaveAttribute(
      'href',
      '/#reviews',
    );
  });
});
