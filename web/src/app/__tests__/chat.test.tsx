/** The assistant in the app: its place in the dashboard's navigation and its lazy routes. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { forgetSession } from '@/lib/session';
import {
  chatSetupReply,
  conversationReply,
  conversationsReply,
  makeMessage,
  makeReply,
  makeSummary,
} from '@/testing/chat';
import {
  dashboardHandlers,
  makeMe,
  makeUser,
  mockGraphQL,
  sessionReply,
} from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';

import { routes } from '../router';

function handlers() {
  return {
    RefreshSession: () => sessionReply(makeUser()),
    ...dashboardHandlers(makeMe()),
    ChatSetup: () => chatSetupReply({ dailyMessages: 20, sentToday: 0 }),
    ChatConversations: () => conversationsReply([makeSummary()]),
    ChatContextGenies: () => ({ data: { userContexts: [] } }),
    ChatConversation: () => conversationReply([makeMessage(), makeReply()]),
  };
}

describe('the assistant in the app', () => {
  beforeEach(() => forgetSession());

  it('is in the dashboard navigation for Free users too, at /dashboard/chat', async () => {
    mockGraphQL(handlers());
    const { router } = renderRoutes(routes, '/dashboard');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'New prompt' });
    const nav = screen.getAllByRole('navigation', { name: 'Dashboard' })[0]!;
    await user.click(within(nav).getByRole('link', { name: 'Assistant' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Assistant' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/chat');
    expect(await screen.findByText('20 of 20 messages left today')).toBeInTheDocument();

    await user.click(await screen.findByRole('link', { name: /Write a haiku about autumn/ }));
    expect(router.state.location.pathname).toBe('/dashboard/chat/conv_1');
    expect(await screen.findByRole('log', { name: 'Conversation' })).toHaveTextContent(
      'Leaves drift down.',
    );
  });
});
