/**
 * Achievements as a user meets them, with the server faked at the wire: the quests page
 * (every page of the list, grouped, tiers, progress, locked and unlocked, loading, error and
 * empty states, equipping a title shown in the header), the unlock toasts (one at a time, each
 * once), the bell with its unread count, and the cache's life with the session.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { achievementsCacheKey } from '@/lib/local-data';
import { forgetSession } from '@/lib/session';
import { notify } from '@/lib/toasts';
import {
  achievementsReply,
  dashboardHandlers,
  gqlError,
  makeAchievement,
  makeGeneration,
  makeMe,
  makeUnlock,
  makeUser,
  mockGraphQL,
  sessionReply,
  streamedResult,
  type GraphQLReply,
} from '@/testing/graphql-mock';
import { renderRoutes } from '@/testing/render';
import { signInReply, submitSignIn } from '@/testing/sign-in';

import { routes } from '../router';

type Handlers = Parameters<typeof mockGraphQL>[0];
type SessionUser = ReturnType<typeof makeUser>;

const FIRST_SPARK = makeAchievement({
  progress: 1,
  unlocked: true,
  unlockedAt: '2026-03-01T10:00:00Z',
  lastUpdated: '2026-03-01T10:00:00Z',
});
const KEEPER = makeAchievement({
  achievementId: 'first_save',
  name: 'Keeper',
  description: 'Save a prompt to your library.',
  title: 'Keeper',
  unlocked: true,
  progress: 1,
  unlockedAt: '2026-03-02T09:00:00Z',
});
const GETTING_WARM = makeAchievement({
  achievementId: 'prompts_10',
  name: 'Getting Warm',
  description: 'Generate 10 Super Prompts.',
  category: 'SILVER',
  progress: 4,
  target: 10,
  title: 'Prompt Regular',
});
const PROMPT_MACHINE = makeAchievement({
  achievementId: 'prompts_100',
  name: 'Prompt Machine',
  description: 'Generate 100 Super Prompts.',
  category: 'GOLD',
  progress: 4,
  target: 100,
  title: 'Prompt Machine',
});

function open(path: string, handlers: Handlers = {}, sessionUser: SessionUser = makeUser()) {
  let current = sessionUser;
  const server = mockGraphQL({
    RefreshSession: () => sessionReply(current),
    ...dashboardHandlers(makeMe(sessionUser)),
    LoadUserAchievements: () =>
      achievementsReply({ achievements: [FIRST_SPARK, GETTING_WARM, PROMPT_MACHINE, KEEPER] }),
    EquipTitle: (variables) => {
      current = { ...current, equippedTitle: (variables.title as string | null) ?? null };
      return { data: { equipTitle: current } };
    },
    ManageAchievementNotifications: () => ({
      data: { manageAchievementNotifications: { success: true, markedCount: 1 } },
    }),
    ...handlers,
  });
  const view = renderRoutes(routes, path);
  return { ...view, server, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('article', { name });

/** The close button of the toast showing `text`. */
function closeButtonOf(text: string) {
  const toast = screen.getByText(text).closest<HTMLElement>('[data-sonner-toast]');
  if (!toast) throw new Error(`no toast shows ${text}`);
  return within(toast).getByRole('button', { name: 'Close toast' });
}

describe('quests page', () => {
  beforeEach(() => {
    forgetSession();
    act(() => notify.dismiss());
  });

  it('is in the dashboard navigation', async () => {
    const { user, router } = open('/dashboard');
    const nav = await screen.findAllByRole('navigation', { name: 'Dashboard' });
    await user.click(within(nav[0]!).getByRole('link', { name: 'Quests' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quests' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/quests');
  });

  it('lists every achievement from every page: unlocked newest first, then the closest to done', async () => {
    const { server } = open('/dashboard/quests', {
      LoadUserAchievements: (variables) =>
        variables.tokens === null
          ? achievementsReply({ achievements: [FIRST_SPARK, PROMPT_MACHINE], nextToken: '2' })
          : achievementsReply({ achievements: [GETTING_WARM, KEEPER] }),
    });

    const unlocked = await screen.findByRole('region', { name: 'Unlocked (2)' });
    expect(
      within(unlocked)
        .getAllByRole('article')
        .map(
          (a) => a.getAttribute('aria-labelledby') && within(a).getByRole('heading').textContent,
        ),
    ).toEqual(['Keeper', 'First Spark']);
    const locked = screen.getByRole('region', { name: 'In progress (2)' });
    expect(
      within(locked)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Getting Warm', 'Prompt Machine']);
    expect(server.callsTo('LoadUserAchievements').map((c) => c.variables.tokens)).toContain('2');
    expect(screen.getByText('2 of 4', { exact: false })).toBeInTheDocument();

    const spark = card('First Spark');
    expect(within(spark).getByText('Bronze')).toBeInTheDocument();
    expect(within(spark).getByText('Unlocked')).toBeInTheDocument();
    expect(within(spark).getByText(/^Unlocked on/)).toHaveTextContent('Unlocked on March 1, 2026');
    expect(within(spark).getByRole('button', { name: 'Equip title' })).toBeInTheDocument();

    const warm = card('Getting Warm');
    expect(within(warm).getByText('Silver')).toBeInTheDocument();
    expect(within(warm).getByText('Locked')).toBeInTheDocument();
    expect(within(warm).getByText('6 to go')).toBeInTheDocument();
    const bar = within(warm).getByRole('progressbar', { name: 'Getting Warm progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '4');
    expect(bar).toHaveAttribute('aria-valuemax', '10');
    expect(within(warm).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card('Prompt Machine')).getByText('Gold')).toBeInTheDocument();
  });

  it('shows a loading state, then the list', async () => {
    let answer: (reply: GraphQLReply) => void = () => undefined;
    open('/dashboard/quests', {
      LoadUserAchievements: () => new Promise<GraphQLReply>((resolve) => (answer = resolve)),
    });
    expect(await screen.findByRole('status', { name: 'Loading your quests' })).toBeInTheDocument();
    act(() => answer(achievementsReply({ achievements: [GETTING_WARM] })));
    expect(await screen.findByRole('article', { name: 'Getting Warm' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your quests' })).not.toBeInTheDocument();
    expect(screen.getByText(/Nothing unlocked yet/)).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    const { user } = open('/dashboard/quests', {
      LoadUserAchievements: () =>
        fail ? gqlError('INTERNAL', 'Something went wrong') : achievementsReply(),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your quests: Something went wrong');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'First Spark' })).toBeInTheDocument();
  });

  it('has an empty state', async () => {
    open('/dashboard/quests', {
      LoadUserAchievements: () => achievementsReply({ achievements: [] }),
    });
    expect(await screen.findByRole('heading', { name: 'No quests yet' })).toBeInTheDocument();
  });

  it('equips an unlocked title, shows it in the header, and takes it off again', async () => {
    const { server, user } = open('/dashboard/quests');
    const spark = await screen.findByRole('article', { name: 'First Spark' });
    const menu = screen.getByRole('button', { name: /^Ada Lovelace\s*\(account menu\)$/ });
    expect(menu).not.toHaveAccessibleDescription();

    await user.click(within(spark).getByRole('button', { name: 'Equip title' }));
    expect(await within(spark).findByRole('button', { name: 'Unequip' })).toBeInTheDocument();
    expect(server.callsTo('EquipTitle')[0]?.variables).toEqual({ title: 'Spark Starter' });
    expect(within(spark).getByText('Equipped')).toBeInTheDocument();
    expect(menu).toHaveAccessibleDescription('Title: Spark Starter');
    expect(within(screen.getByRole('banner')).getByText('Spark Starter')).toBeVisible();
    expect(await screen.findByText('You now wear the title “Spark Starter”')).toBeInTheDocument();
    // Only one title at a time: Keeper offers to equip, not to unequip.
    expect(within(card('Keeper')).getByRole('button', { name: 'Equip title' })).toBeInTheDocument();

    await user.click(within(spark).getByRole('button', { name: 'Unequip' }));
    expect(await within(spark).findByRole('button', { name: 'Equip title' })).toBeInTheDocument();
    expect(server.callsTo('EquipTitle')[1]?.variables).toEqual({ title: null });
    expect(menu).not.toHaveAccessibleDescription();
  });

  it('shows the server’s refusal to equip', async () => {
    const { user } = open('/dashboard/quests', {
      EquipTitle: () => gqlError('BAD_USER_INPUT', 'Unlock “First Spark” to wear its title.'),
    });
    const spark = await screen.findByRole('article', { name: 'First Spark' });
    await user.click(within(spark).getByRole('button', { name: 'Equip title' }));
    expect(await screen.findByText('Unlock “First Spark” to wear its title.')).toBeInTheDocument();
    expect(within(spark).getByRole('button', { name: 'Equip title' })).toBeEnabled();
  });
});

describe('unlock notices and the bell', () => {
  beforeEach(() => {
    forgetSession();
    act(() => notify.dismiss());
  });

  const OLDER = makeUnlock({ unlockedAt: '2026-03-01T10:00:00Z' });
  const NEWER = makeUnlock({
    achievementId: 'first_save',
    name: 'Keeper',
    title: 'Keeper',
    unlockedAt: '2026-03-02T09:00:00Z',
  });

  it('toasts each new unlock in turn (one toast at a time), and only once', async () => {
    const { user, unmount } = open('/dashboard', {
      LoadUserAchievements: () =>
        achievementsReply({ achievements: [FIRST_SPARK, KEEPER], newUnlocks: [NEWER, OLDER] }),
    });
    // Oldest first; the next waits for the first to close.
    expect(await screen.findByText('Achievement unlocked: First Spark')).toBeInTheDocument();
    expect(screen.getByText('Bronze · You can now wear the title “Spark Starter”.')).toBeVisible();
    expect(screen.queryByText('Achievement unlocked: Keeper')).not.toBeInTheDocument();

    await user.click(closeButtonOf('Achievement unlocked: First Spark'));
    expect(await screen.findByText('Achievement unlocked: Keeper')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Achievement unlocked: First Spark')).not.toBeInTheDocument(),
    );
    await user.click(closeButtonOf('Achievement unlocked: Keeper'));
    await waitFor(() =>
      expect(screen.queryByText('Achievement unlocked: Keeper')).not.toBeInTheDocument(),
    );

    // A new page load in this browser: the same unread unlocks are not announced again.
    unmount();
    forgetSession();
    open('/dashboard', {
      LoadUserAchievements: () =>
        achievementsReply({ achievements: [FIRST_SPARK, KEEPER], newUnlocks: [NEWER, OLDER] }),
    });
    expect(
      await screen.findByRole('button', { name: 'Achievement notices, 2 unread' }),
    ).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByText(/^Achievement unlocked/)).not.toBeInTheDocument();
  });

  it('looks for unlocks after a generation, asking only for what changed', async () => {
    let unlocked = false;
    const { server, user } = open('/dashboard', {
      LoadUserAchievements: () =>
        unlocked
          ? achievementsReply({
              achievements: [FIRST_SPARK],
              newUnlocks: [OLDER],
              asOf: '2026-03-02T12:05:00Z',
            })
          : achievementsReply({
              achievements: [makeAchievement()],
              asOf: '2026-03-02T12:00:00Z',
            }),
      StreamGeneration: (variables) => {
        unlocked = true;
        return streamedResult(makeGeneration({ description: String(variables.description) }));
      },
    });
    expect(await screen.findByRole('button', { name: 'Achievement notices' })).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('LoadUserAchievements')).toHaveLength(1));

    await user.type(screen.getByLabelText('Describe your task'), 'Write a haiku');
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    expect(await screen.findByText('Achievement unlocked: First Spark')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Achievement notices, 1 unread' }),
    ).toBeInTheDocument();
    expect(server.callsTo('LoadUserAchievements').at(-1)?.variables).toMatchObject({
      lastUpdated: '2026-03-02T12:00:00Z',
    });
  });

  it('lists unread unlocks; marks one read, then all', async () => {
    const { server, user } = open('/dashboard', {
      LoadUserAchievements: () =>
        achievementsReply({ achievements: [FIRST_SPARK, KEEPER], newUnlocks: [NEWER, OLDER] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Achievement notices, 2 unread' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('2 unread')).toBeInTheDocument();
    const keeper = within(menu).getByRole('menuitem', { name: 'Mark “Keeper” read' });
    expect(keeper).toHaveAccessibleDescription(/Bronze · title “Keeper”/);

    await user.click(keeper);
    await waitFor(() =>
      expect(server.callsTo('ManageAchievementNotifications')[0]?.variables).toEqual({
        operation: 'MARK_READ',
        achievementId: 'first_save',
      }),
    );
    // The menu stays open, one notice left.
    expect(within(menu).queryByRole('menuitem', { name: 'Mark “Keeper” read' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'Mark “First Spark” read' })).toBeVisible();
    // (The open menu hides the rest of the page from assistive technology.)
    expect(
      screen.getByRole('button', { name: 'Achievement notices, 1 unread', hidden: true }),
    ).toBeInTheDocument();

    await user.click(within(menu).getByRole('menuitem', { name: 'Mark all read' }));
    await waitFor(() =>
      expect(server.callsTo('ManageAchievementNotifications')[1]?.variables).toEqual({
        operation: 'MARK_ALL_READ',
        achievementId: null,
      }),
    );
    expect(within(menu).getByText(/You’re all caught up/)).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Achievement notices', hidden: true }),
    ).toBeInTheDocument();
    expect(
      JSON.parse(localStorage.getItem(achievementsCacheKey('ada@example.com')) ?? '{}'),
    ).toMatchObject({ newUnlocks: [] });
  });

  it('brings a notice back when the server refuses to mark it read', async () => {
    const { user } = open('/dashboard', {
      LoadUserAchievements: () =>
        achievementsReply({ achievements: [FIRST_SPARK], newUnlocks: [OLDER] }),
      ManageAchievementNotifications: () => gqlError('INTERNAL', 'Something went wrong'),
    });
    await user.click(await screen.findByRole('button', { name: 'Achievement notices, 1 unread' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mark “First Spark” read' }));
    expect(
      await screen.findByText('Could not mark it read: Something went wrong'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Achievement notices, 1 unread', hidden: true }),
    ).toBeInTheDocument();
  });
});

describe('the achievements cache and the session', () => {
  beforeEach(() => forgetSession());

  it('is warmed after sign-in and cleared on sign-out', async () => {
    let signedIn = false;
    const { user, router } = open('/signin', {
      RefreshSession: () => sessionReply(signedIn ? makeUser() : null),
      AuthConfig: () => ({ data: { authConfig: { googleEnabled: false } } }),
      SignIn: () => {
        signedIn = true;
        return signInReply();
      },
      SignOut: () => {
        signedIn = false;
        return { data: { signOut: true } };
      },
    });
    await submitSignIn();

    const key = achievementsCacheKey('ada@example.com');
    await waitFor(() => expect(localStorage.getItem(key)).not.toBeNull());
    expect(JSON.parse(localStorage.getItem(key)!)).toMatchObject({
      version: '1.0.0',
      email: 'ada@example.com',
    });

    await user.click(
      await screen.findByRole('button', { name: /^Ada Lovelace\s*\(account menu\)$/ }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem(key)).toBeNull();
  });
});
