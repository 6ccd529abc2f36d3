/** The share, embed and gallery pages as a signed-out visitor meets them. */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { forgetSession } from '@/lib/session';
import { gqlError, mockGraphQL, sessionReply } from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';

import { routes } from '../router';

const XSS = '<img src=x onerror=alert(1)>';

const sharedItem = {
  id: 's_1',
  shareType: 'PROMPT',
  name: 'Markup',
  description: null,
  accessLevel: 'LINK_ONLY',
  slug: 'markup',
  url: '/share/markup/s_1',
  embedUrl: '/embed/s_1',
  viewCount: 3,
  createdAt: '2026-11-20T10:00:00Z',
  prompts: [
    {
      title: 'Markup',
      text: `Before ${XSS} after`,
      description: 'A task',
      generator: 'PRIMER',
      tags: ['html'],
    },
  ],
  folders: [],
};

describe('share pages', () => {
  beforeEach(() => forgetSession());

  it('renders a shared prompt’s markup as text, and asks a visitor to sign in to save it', async () => {
    mockGraphQL({
      RefreshSession: () => sessionReply(null),
      SharedItem: () => ({ data: { sharedItem } }),
    });
    const { container } = renderRoutes(routes, '/share/markup/s_1');
    const card = await screen.findByRole('article', { name: 'Markup' });
    expect(card).toHaveTextContent(`Before ${XSS} after`);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Markup' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Save to my library' })).toHaveAttribute(
      'href',
      `/signin?redirect=${encodeURIComponent('/share/markup/s_1')}`,
    );
    // No dashboard shell.
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).toBeNull();
  });

  it('shows the not-found view for a revoked or unknown link', async () => {
    mockGraphQL({
      RefreshSession: () => sessionReply(null),
      SharedItem: () => gqlError('NOT_FOUND', 'No such link.'),
    });
    renderRoutes(routes, '/share/s_gone');
    expect(
      await screen.findByRole('heading', { name: 'This link isn’t available' }),
    ).toBeInTheDocument();
  });

  it('embeds compactly with an Open in Superprompt link', async () => {
    mockGraphQL({
      RefreshSession: () => sessionReply(null),
      SharedItem: () => ({ data: { sharedItem } }),
    });
    const { container } = renderRoutes(routes, '/embed/s_1');
    const link = await screen.findByRole('link', { name: 'Open in Superprompt' });
    expect(link).toHaveAttribute('href', `${window.location.origin}/share/markup/s_1`);
    expect(
      within(screen.getByRole('article', { name: 'Markup' })).getByText(/Before/),
    ).toHaveTextContent(XSS);
    expect(container.querySelector('img')).toBeNull();
  });
});
