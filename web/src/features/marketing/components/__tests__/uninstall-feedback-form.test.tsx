/**
 * The uninstall survey with the server faked at the wire: an empty answer is refused with the
 * server's wording before any request; reasons, words and the version are sent as a guest; the
 * server's field errors land at their field; the thank-you state.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { gqlError, mockGraphQL } from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';

import { ExtensionUninstallFeedbackRoute } from '../../routes/extension-uninstall-feedback';

type Handler = Parameters<typeof mockGraphQL>[0][string];

function renderPage(handler: Handler, path = '/extension-uninstall-feedback?v=1.2.3') {
  const server = mockGraphQL({ SubmitUninstallFeedback: handler });
  renderRoutes(
    [{ path: '/extension-uninstall-feedback', element: <ExtensionUninstallFeedbackRoute /> }],
    path,
  );
  return { server, u: userEvent.setup() };
}

const ok: Handler = () => ({ data: { submitUninstallFeedback: true } });

describe('the uninstall feedback page', () => {
  it('asks for a reason or words before sending anything', async () => {
    const { server, u } = renderPage(ok);
    await u.click(screen.getByRole('button', { name: 'Send feedback' }));
    const reasons = screen.getByRole('group', { name: /Why did you remove the extension/ });
    expect(reasons).toHaveAccessibleDescription(
      'Choose at least one reason or tell us in a few words.',
    );
    expect(
      within(reasons).getByRole('checkbox', { name: 'It was not useful to me' }),
    ).toHaveFocus();
    expect(server.calls).toHaveLength(0);
  });

  it('sends the reasons, the words and the version as a guest, then thanks', async () => {
    const { server, u } = renderPage(ok);
    expect(screen.getAllByRole('checkbox')).toHaveLength(8);
    await u.click(screen.getByRole('checkbox', { name: 'It slowed down my browser' }));
    await u.click(screen.getByRole('checkbox', { name: 'Privacy concerns' }));
    await u.click(screen.getByRole('checkbox', { name: 'It slowed down my browser' }));
    await u.click(screen.getByRole('checkbox', { name: 'It does not support a site I use' }));
    const details = screen.getByLabelText(/Anything else you'd like to tell us/);
    await u.type(details, '  Needs Mistral  ');
    expect(screen.getByText(/17 \/ 2,000/)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your feedback.');
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.variables).toEqual({
      reasons: ['PRIVACY', 'SITE_NOT_SUPPORTED'],
      details: 'Needs Mistral',
      extensionVersion: '1.2.3',
    });
    expect(server.calls[0]?.headers.authorization).toBeUndefined();
  });

  it('sends words alone, without a version when the URL has none', async () => {
    const { server, u } = renderPage(ok, '/extension-uninstall-feedback');
    await u.type(screen.getByLabelText(/Anything else/), 'Just testing');
    await u.click(screen.getByRole('button', { name: 'Send feedback' }));
    await screen.findByRole('status');
    expect(server.calls[0]?.variables).toEqual({
      reasons: [],
      details: 'Just testing',
      extensionVersion: null,
    });
  });

  it("shows the server's refusal at its field, and other errors above the form", async () => {
    let reply = gqlError('BAD_USER_INPUT', 'Your comments are too long.', { field: 'details' });
    const { u } = renderPage(() => reply);
    await u.click(screen.getByRole('checkbox', { name: 'Something else' }));
    await u.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByLabelText(/Anything else/)).toHaveAccessibleDescription(
      'Your comments are too long.',
    );
    reply = gqlError('RATE_LIMITED', 'Too many answers from this address. Try again later.');
    await u.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many answers from this address.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
