import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { gqlError, mockGraphQL } from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';

import { TEAMS_BANNER_DISMISSED_KEY } from '../../utils/teams-banner';
import { TeamsBanner } from '../teams-banner';

function renderBanner() {
  return renderRoutes([{ path: '/', element: <TeamsBanner /> }], '/');
}

afterEach(() => {
  localStorage.clear();
  act(() => {
    // sonner keeps toasts between tests otherwise
    document.querySelectorAll('[data-sonner-toast]').forEach((node) => node.remove());
  });
});

describe('TeamsBanner', () => {
  it('asks for an email when the field is empty, without calling the server', async () => {
    const server = mockGraphQL({});
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Get early access' }));
    expect(await screen.findByText('Email Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('submits, shows the success toast and the thank-you message', async () => {
    const server = mockGraphQL({
      CreateTeamsInterest: (variables) => ({
        data: {
          createTeamsInterest: { email: variables.email, submissionDate: '2026-11-23T10:00:00Z' },
        },
      }),
    });
    renderBanner();
    await userEvent.type(
      screen.getByLabelText('Work email for Teams early access'),
      'ada@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Get early access' }));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(
      screen.getByText(
        "You've been added to the Teams early access list. We'll notify you when it's ready!",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('on the early access list');
    expect(server.calls.at(-1)?.variables).toEqual({ email: 'ada@example.com' });
  });

  it('keeps the form and shows the error toast when the server fails', async () => {
    mockGraphQL({ CreateTeamsInterest: () => gqlError('INTERNAL', 'boom') });
    renderBanner();
    await userEvent.type(
      screen.getByLabelText('Work email for Teams early access'),
      'ada@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Get early access' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(
      screen.getByText('There was an issue submitting your email. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get early access' })).toBeEnabled();
  });

  it('fades out when dismissed and stays dismissed', async () => {
    mockGraphQL({});
    const { unmount } = renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the Teams banner' }));
    expect(localStorage.getItem(TEAMS_BANNER_DISMISSED_KEY)).toBe('1');
    await waitFor(() => {
      expect(screen.queryByRole('complementary', { name: 'Teams early access' })).toBeNull();
    });
    unmount();
    renderBanner();
    expect(screen.queryByRole('complementary', { name: 'Teams early access' })).toBeNull();
  });
});
