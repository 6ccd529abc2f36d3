/** The library page's Free allowance line, with the limit the server serves (`planLimits`). */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { forgetSession } from '@/lib/session';
import {
  dashboardHandlers,
  makeMe,
  makePlanLimits,
  makeUser,
  mockGraphQL,
  planLimitsReply,
  sessionReply,
  type GraphQLReply,
} from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';

import { routes } from '../router';

type Handlers = Parameters<typeof mockGraphQL>[0];

const folder = (id: string, name: string, promptCount: number) => ({
  id,
  name,
  promptCount,
  locked: false,
  lockReason: null,
  isDefault: false,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
});

function openLibrary(handlers: Handlers, me = makeMe()) {
  const server = mockGraphQL({
    RefreshSession: () => sessionReply(makeUser({ planName: me.planName })),
    ...dashboardHandlers(me),
    Folders: () => ({
      data: { folders: [folder('super', 'SUPER Prompts', 3), folder('mine', 'Mine', 1)] },
    }),
    LibraryTags: () => ({ data: { libraryTags: [] } }),
    SavedPrompts: () => ({ data: { savedPrompts: { items: [], total: 0 } } }),
    MyShareLinks: () => ({ data: { myShareLinks: [] } }),
    LibraryPlanLimits: planLimitsReply,
    ...handlers,
  });
  renderRoutes(routes, '/dashboard/library');
  return server;
}

const usage = () => screen.findByRole('status', { name: 'Saved prompts on the Free plan' });

describe('library page', () => {
  beforeEach(() => forgetSession());

  it('counts a Free user’s prompts against the limit the server serves', async () => {
    const server = openLibrary({
      LibraryPlanLimits: () => ({
        data: {
          planLimits: makePlanLimits().map((entry) =>
            entry.plan === 'FREE' ? { ...entry, savedPrompts: 20 } : entry,
          ),
        },
      }),
    });
    expect(await screen.findByText('4 of 20 prompts used')).toBeInTheDocument();
    expect(await usage()).toHaveTextContent('Upgrade for unlimited');
    expect(server.callsTo('LibraryPlanLimits')).toHaveLength(1);
  });

  it('shows the count alone until the limit is known', async () => {
    let answer: (reply: GraphQLReply) => void = () => {};
    openLibrary({
      LibraryPlanLimits: () => new Promise<GraphQLReply>((resolve) => (answer = resolve)),
    });
    expect(await usage()).toHaveTextContent('4 prompts saved');
    answer(planLimitsReply());
    expect(await screen.findByText('4 of 15 prompts used')).toBeInTheDocument();
  });

  it('counts the prompts a Free user can see and says how many are in locked folders', async () => {
    openLibrary({
      Folders: () => ({
        data: {
          folders: [
            folder('super', 'SUPER Prompts', 3),
            folder('mine', 'Mine', 1),
            {
              ...folder('old', 'Creative', 1),
              locked: true,
              lockReason: 'Upgrade to access this folder',
            },
          ],
        },
      }),
    });
    expect(await screen.findByText('4 prompts · 1 in locked folders')).toBeInTheDocument();
    expect(await usage()).toHaveTextContent('(5 of 15 used)');
  });

  it('shows no allowance on a plan without a limit', async () => {
    openLibrary({}, makeMe({ planName: 'PRO' }));
    expect(await screen.findByRole('navigation', { name: 'Folders' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Saved prompts on the Free plan' })).toBeNull();
  });
});
