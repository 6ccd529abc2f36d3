/**
 * The support chat as the app mounts it, with the server faked at the wire: phones never ask
 * for it or load it, a server without `[support]` loads nothing, and a configured one gets the
 * SDK from its origin, the signed-in user's identity from the server, and a shut-down on
 * sign-out.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { authEvents } from '@/lib/auth-events';
import { forgetSession } from '@/lib/session';
import { makeUser, mockGraphQL, sessionReply } from '@/testing/graphql-mock';
import { createTestQueryClient } from '@/testing/render';

import { CHATWOOT_READY, type ChatwootApi } from '../../utils/chatwoot';
import { SupportChat, SUPPORT_CHAT_MEDIA } from '../support-chat';

const originalMatchMedia = window.matchMedia;

/** A screen `width` px wide, as far as media queries go. */
function screenWidth(width: number) {
  window.matchMedia = (query: string) =>
    ({
      matches: query === SUPPORT_CHAT_MEDIA && width >= 768,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

const sdkScripts = () => document.querySelectorAll<HTMLScriptElement>('script[data-support-chat]');

const user = makeUser({ id: 'u_ada', email: 'ada@example.com', name: 'Ada Lovelace' });

function renderChat(widget: unknown) {
  const server = mockGraphQL({
    RefreshSession: () => sessionReply(user),
    SupportWidget: () => ({ data: { supportWidget: widget } }),
    SupportIdentity: () => ({
      data: {
        supportIdentity: {
          identifier: 'u_ada',
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          createdAt: '2026-11-01T09:30:00Z',
          identifierHash: 'f00d',
        },
      },
    }),
  });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SupportChat />
    </QueryClientProvider>,
  );
  return server;
}

beforeEach(() => {
  forgetSession();
});

afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('SupportChat', () => {
  it('on a phone asks nothing and loads nothing', async () => {
    screenWidth(390);
    const server = renderChat({
      provider: 'CHATWOOT',
      baseUrl: 'https://chat.example.com',
      websiteToken: 'tok',
    });
    await waitFor(() => expect(server.callsTo('RefreshSession')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.callsTo('SupportWidget')).toHaveLength(0);
    expect(server.callsTo('SupportIdentity')).toHaveLength(0);
    expect(sdkScripts()).toHaveLength(0);
  });

  it('loads nothing when the server has no support chat', async () => {
    screenWidth(1280);
    const server = renderChat(null);
    await waitFor(() => expect(server.callsTo('SupportWidget')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sdkScripts()).toHaveLength(0);
    expect(server.callsTo('SupportIdentity')).toHaveLength(0);
  });

  it('on a wide screen loads the SDK, identifies the signed-in user and shuts down on sign-out', async () => {
    screenWidth(1280);
    const server = renderChat({
      provider: 'CHATWOOT',
      baseUrl: 'https://chat.example.com',
      websiteToken: 'tok',
    });
    await waitFor(() => expect(sdkScripts()).toHaveLength(1));
    expect(sdkScripts()[0]!.src).toBe('https://chat.example.com/packs/js/sdk.js');
    await waitFor(() => expect(server.callsTo('SupportIdentity')).toHaveLength(1));

    const calls: unknown[][] = [];
    const api: ChatwootApi = {
      setUser: (...args) => calls.push(['setUser', ...args]),
      setCustomAttributes: (...args) => calls.push(['setCustomAttributes', ...args]),
      toggleBubbleVisibility: (...args) => calls.push(['toggleBubbleVisibility', ...args]),
      reset: () => calls.push(['reset']),
    };
    window.chatwootSDK = {
      run: ({ websiteToken, baseUrl }) => {
        calls.push(['run', websiteToken, baseUrl]);
        window.$chatwoot = api;
      },
    };
    sdkScripts()[0]!.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event(CHATWOOT_READY));
    expect(calls).toEqual([
      ['run', 'tok', 'https://chat.example.com'],
      [
        'setUser',
        'u_ada',
        { name: 'Ada Lovelace', email: 'ada@example.com', identifier_hash: 'f00d' },
      ],
      ['setCustomAttributes', { signed_up_at: '2026-11-01T09:30:00Z' }],
      ['toggleBubbleVisibility', 'show'],
    ]);

    authEvents.emit('signedOut', { reason: 'user' });
    expect(calls.slice(4)).toEqual([['reset'], ['toggleBubbleVisibility', 'hide']]);
  });
});
