/**
 * The support chat (issue 24, spec points 4 and 7) against support/fake-chatwoot.ts, a local
 * server that stands in for a Chatwoot instance and its website SDK. A server of its own is
 * configured with `[support]` pointing at it (and an identity secret); the shared server has
 * no `[support]`, and shows that then nothing loads and the content security policy names no
 * other origin.
 */
import { createHmac } from 'node:crypto';

import type { Page, Request } from '@playwright/test';

import { accessTokenFor, createUser, gql } from '../support/api';
import { startFakeChatwoot, type ChatwootCall, type FakeChatwoot } from '../support/fake-chatwoot';
import { test as base, expect, signInToDashboard } from '../support/fixtures';
import { startServer, type RunningServer } from '../support/server';

const IDENTITY_SECRET = 'e2e-chatwoot-identity-secret';
const WEBSITE_TOKEN = 'e2eWebsiteToken';

interface WithSupport {
  chatwoot: FakeChatwoot;
  server: RunningServer;
}

const test = base.extend<Record<never, never>, { withSupport: WithSupport }>({
  withSupport: [
    async ({}, use) => {
      const chatwoot = await startFakeChatwoot();
      const server = await startServer({
        logName: 'server-support-chat',
        env: {
          SUPERPROMPT_SUPPORT__PROVIDER: 'chatwoot',
          SUPERPROMPT_SUPPORT__BASE_URL: chatwoot.baseUrl,
          SUPERPROMPT_SUPPORT__WEBSITE_TOKEN: WEBSITE_TOKEN,
          SUPERPROMPT_SUPPORT__IDENTITY_SECRET: IDENTITY_SECRET,
        },
      });
      await use({ chatwoot, server });
      await server.stop();
      await chatwoot.close();
    },
    { scope: 'worker' },
  ],
  // Pages, API calls and the test user all go to the server with the support chat.
  baseURL: async ({ withSupport }, use) => {
    await use(withSupport.server.url);
  },
  user: async ({ request, withSupport }, use) => {
    await use(await createUser(request, { serverDataDir: withSupport.server.dataDir }));
  },
});

/** What the page asked of `window.$chatwoot`, in order. */
function chatwootCalls(page: Page): Promise<ChatwootCall[]> {
  return page.evaluate(
    () => (window as unknown as { __chatwootCalls?: ChatwootCall[] }).__chatwootCalls ?? [],
  );
}

const bubble = (page: Page) => page.getByRole('button', { name: 'Open support chat' });

test('on a wide screen the chat loads from the configured origin, knows the signed-in user and is shut down on sign-out', async ({
  page,
  request,
  user,
  withSupport: { chatwoot },
}) => {
  const policy = (await request.get('/')).headers()['content-security-policy'] ?? '';
  expect(policy).toContain(`script-src 'self' ${chatwoot.baseUrl};`);
  expect(policy).toContain(`frame-src 'self' ${chatwoot.baseUrl};`);

  const token = await accessTokenFor(request, user);
  const { me } = await gql<{ me: { id: string; creationDateTime: string } }>(
    request,
    '{ me { id creationDateTime } }',
    {},
    token,
  );
  const expectedHash = createHmac('sha256', IDENTITY_SECRET).update(me.id).digest('hex');

  await signInToDashboard(page, user);
  await expect(bubble(page)).toBeVisible();
  // The widget's frame, from the provider's origin, is allowed by the policy.
  await expect(
    page.frameLocator('#chatwoot_live_chat_widget').getByText('Support inbox'),
  ).toBeVisible();

  await expect
    .poll(() => chatwootCalls(page))
    .toContainEqual([
      'setUser',
      me.id,
      { name: user.name, email: user.email, identifier_hash: expectedHash },
    ]);
  const calls = await chatwootCalls(page);
  expect(calls[0]).toEqual(['run', { websiteToken: WEBSITE_TOKEN, baseUrl: chatwoot.baseUrl }]);
  expect(calls).toContainEqual(['setCustomAttributes', { signed_up_at: me.creationDateTime }]);
  expect(calls.filter(([name]) => name === 'setUser')).toHaveLength(1);
  expect(chatwoot.requests.filter((r) => r === '/packs/js/sdk.js')).not.toHaveLength(0);
  // The secret stays on the server: the page has only the hash.
  expect(await page.content()).not.toContain(IDENTITY_SECRET);

  await page.getByRole('button', { name: `${user.name} (account menu)` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect.poll(() => chatwootCalls(page)).toContainEqual(['reset']);
  await expect(bubble(page)).toBeHidden();
  const afterSignOut = (await chatwootCalls(page)).slice(calls.length);
  expect(afterSignOut.filter(([name]) => name === 'setUser')).toEqual([]);
});

test('on a phone (390 px) nothing is asked for or loaded; widening the window loads it, narrowing hides it', async ({
  page,
  user,
  withSupport: { chatwoot },
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const toProvider: string[] = [];
  const askedForChat: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().startsWith(chatwoot.baseUrl)) toProvider.push(request.url());
    if ((request.postData() ?? '').includes('SupportWidget')) askedForChat.push(request.url());
  });
  await signInToDashboard(page, user);
  await page.waitForLoadState('networkidle');
  expect(toProvider).toEqual([]);
  expect(askedForChat).toEqual([]);
  await expect(page.locator('script[data-support-chat]')).toHaveCount(0);
  await expect(bubble(page)).toHaveCount(0);

  // The same page on a wider window: the chat comes (so it was the width that kept it away).
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(bubble(page)).toBeVisible();
  expect(toProvider.some((url) => url.endsWith('/packs/js/sdk.js'))).toBe(true);
  // Narrower again: hidden.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(bubble(page)).toBeHidden();
  expect(await chatwootCalls(page)).toContainEqual(['toggleBubbleVisibility', 'hide']);
});

test('a guest on a pre-rendered page gets the chat too, without an identity', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-islands', 'hydrated');
  await expect(bubble(page)).toBeVisible();
  const calls = await chatwootCalls(page);
  expect(calls).toContainEqual(['toggleBubbleVisibility', 'show']);
  expect(calls.filter(([name]) => name === 'setUser')).toEqual([]);
});

base(
  'without [support] nothing loads and the content security policy names no other origin',
  async ({ page, request, user, baseURL }) => {
    // An origin this server was never told about: it must hear nothing.
    const chatwoot = await startFakeChatwoot();
    try {
      const policy = (await request.get('/')).headers()['content-security-policy'] ?? '';
      for (const directive of [
        "script-src 'self';",
        "style-src 'self' 'unsafe-inline';",
        "connect-src 'self';",
        "frame-src 'self';",
      ]) {
        expect(policy).toContain(directive);
      }
      expect(policy).not.toMatch(/https?:\/\/|wss?:\/\//);

      const elsewhere: string[] = [];
      page.on('request', (request: Request) => {
        const url = request.url();
        if (!url.startsWith(baseURL ?? '') && !url.startsWith('data:')) elsewhere.push(url);
      });
      const answered = page.waitForResponse((response) =>
        (response.request().postData() ?? '').includes('SupportWidget'),
      );
      await signInToDashboard(page, user);
      expect(await (await answered).json()).toEqual({ data: { supportWidget: null } });
      await page.waitForLoadState('networkidle');
      await expect(page.locator('script[data-support-chat]')).toHaveCount(0);
      await expect(bubble(page)).toHaveCount(0);
      expect(elsewhere).toEqual([]);
      expect(chatwoot.requests).toEqual([]);
    } finally {
      await chatwoot.close();
    }
  },
);
