/**
 * The extension bridge: presence from the content script's data attribute, the messages the
 * page posts (to its own origin), no session minted without the extension, strict checks on
 * what arrives, and at most one session per sign-in per page load.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeUser } from '@/testing/graphql-mock';

import { authEvents } from '../auth-events';
import { ApiError } from '../errors';
import {
  createExtensionBridge,
  extensionVersion,
  isSessionRequest,
  type ExtensionSession,
} from '../extension-bridge';

const session: ExtensionSession = {
  accessToken: 'ext-access',
  expiresAt: '2030-01-01T00:00:00Z',
  refreshToken: 'ext-refresh',
  refreshExpiresAt: '2030-02-01T00:00:00Z',
  user: { id: 'u_1', email: 'ada@example.com', name: 'Ada Lovelace', planName: 'FREE' },
};

const REQUEST = { source: 'superprompt-extension', type: 'REQUEST_SESSION' };

/** A message as the content script would post it: from this window and origin. */
function fromContentScript(data: unknown, init: MessageEventInit = {}) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data,
      source: window,
      origin: window.location.origin,
      ...init,
    }),
  );
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let stop: () => void = () => {};
let posted: unknown[] = [];

function startBridge(connect = vi.fn(() => Promise.resolve(session))) {
  const bridge = createExtensionBridge({ connect });
  stop = bridge.start();
  return { bridge, connect };
}

beforeEach(() => {
  posted = [];
  vi.spyOn(window, 'postMessage').mockImplementation((message: unknown, target?: unknown) => {
    posted.push({ message, target });
  });
});

afterEach(() => {
  stop();
  delete document.documentElement.dataset.superpromptExtension;
  vi.restoreAllMocks();
});

const markPresent = (version = '0.3.1') => {
  document.documentElement.dataset.superpromptExtension = version;
};

const signedInPosts = () =>
  posted.filter((p) => (p as { message: { type: string } }).message.type === 'SIGNED_IN');

describe('extensionVersion', () => {
  it("reads the content script's mark", () => {
    expect(extensionVersion()).toBeNull();
    markPresent('1.0.0');
    expect(extensionVersion()).toBe('1.0.0');
  });
});

describe('isSessionRequest', () => {
  const event = (data: unknown, init: MessageEventInit = {}) =>
    new MessageEvent('message', { data, source: window, origin: window.location.origin, ...init });

  it('accepts exactly the REQUEST_SESSION shape from this window and origin', () => {
    expect(isSessionRequest(event(REQUEST))).toBe(true);
  });

  it('refuses other origins, other windows, other shapes and our own messages', () => {
    expect(isSessionRequest(event(REQUEST, { origin: 'https://evil.example' }))).toBe(false);
    expect(isSessionRequest(event(REQUEST, { source: null }))).toBe(false);
    expect(isSessionRequest(event({ ...REQUEST, extra: 1 }))).toBe(false);
    expect(isSessionRequest(event({ source: 'superprompt-web', type: 'REQUEST_SESSION' }))).toBe(
      false,
    );
    expect(isSessionRequest(event({ source: 'superprompt-extension', type: 'SIGNED_IN' }))).toBe(
      false,
    );
    expect(isSessionRequest(event('REQUEST_SESSION'))).toBe(false);
    expect(isSessionRequest(event(null))).toBe(false);
    expect(isSessionRequest(event([REQUEST]))).toBe(false);
  });
});

describe('the bridge', () => {
  it('gives the extension a session on sign-in, posted to this origin only', async () => {
    markPresent();
    const { bridge, connect } = startBridge();
    authEvents.emit('signedIn', { user: makeUser() });
    await flush();
    expect(connect).toHaveBeenCalledTimes(1);
    expect(posted).toEqual([
      {
        message: { source: 'superprompt-web', type: 'SIGNED_IN', session },
        target: window.location.origin,
      },
    ]);
    expect(bridge.getState()).toEqual({
      version: '0.3.1',
      status: 'connected',
      connectedEmail: 'ada@example.com',
    });
  });

  it('never mints a session without the extension', async () => {
    const { connect } = startBridge();
    authEvents.emit('signedIn', { user: makeUser() });
    fromContentScript(REQUEST);
    await flush();
    expect(connect).not.toHaveBeenCalled();
    expect(posted).toEqual([]);
  });

  it('mints at most once per sign-in, however often the extension asks', async () => {
    markPresent();
    const { connect } = startBridge();
    authEvents.emit('signedIn', { user: makeUser() });
    fromContentScript(REQUEST);
    fromContentScript(REQUEST);
    await flush();
    fromContentScript(REQUEST);
    await flush();
    expect(connect).toHaveBeenCalledTimes(1);
    expect(signedInPosts()).toHaveLength(1);
    // A new sign-in is a new chance.
    authEvents.emit('signedOut', { reason: 'user' });
    authEvents.emit('signedIn', { user: makeUser() });
    await flush();
    expect(connect).toHaveBeenCalledTimes(2);
  });

  it('answers a request on a page load that was already signed in, even before the session was known', async () => {
    markPresent();
    const { connect } = startBridge();
    fromContentScript(REQUEST);
    await flush();
    expect(connect).not.toHaveBeenCalled();
    authEvents.emit('tokenRefresh', { user: makeUser() });
    await flush();
    expect(connect).toHaveBeenCalledTimes(1);
    expect(signedInPosts()).toHaveLength(1);
    // Later periodic refreshes mint nothing.
    authEvents.emit('tokenRefresh', { user: makeUser() });
    await flush();
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('ignores requests that fail the checks', async () => {
    markPresent();
    const { connect } = startBridge();
    authEvents.emit('tokenRefresh', { user: makeUser() });
    fromContentScript(REQUEST, { origin: 'https://evil.example' });
    fromContentScript({ ...REQUEST, session: 'x' });
    fromContentScript(REQUEST, { source: null });
    await flush();
    expect(connect).not.toHaveBeenCalled();
  });

  it('tells the extension about a sign-out, but not about a session that expired', () => {
    startBridge();
    authEvents.emit('signedOut', { reason: 'user' });
    authEvents.emit('signedOut', { reason: 'expired' });
    authEvents.emit('signedOut', { reason: 'deleted' });
    expect(posted).toEqual([
      {
        message: { source: 'superprompt-web', type: 'SIGNED_OUT' },
        target: window.location.origin,
      },
      {
        message: { source: 'superprompt-web', type: 'SIGNED_OUT' },
        target: window.location.origin,
      },
    ]);
  });

  it('logs a rate limit quietly and does not retry', async () => {
    markPresent();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const connect = vi.fn((): Promise<ExtensionSession> =>
      Promise.reject(new ApiError({ code: 'RATE_LIMITED', message: 'Slow down.' })),
    );
    const { bridge } = startBridge(connect);
    authEvents.emit('signedIn', { user: makeUser() });
    await flush();
    fromContentScript(REQUEST);
    await flush();
    expect(connect).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledTimes(1);
    expect(posted).toEqual([]);
    expect(bridge.getState().status).toBe('failed');
  });

  it('drops a session minted for a user who signed out meanwhile', async () => {
    markPresent();
    let release: (s: ExtensionSession) => void = () => {};
    const connect = vi.fn(() => new Promise<ExtensionSession>((resolve) => (release = resolve)));
    startBridge(connect);
    authEvents.emit('signedIn', { user: makeUser() });
    authEvents.emit('signedOut', { reason: 'user' });
    release(session);
    await flush();
    expect(signedInPosts()).toEqual([]);
  });

  it('notices the extension marking the page later', async () => {
    const { bridge } = startBridge();
    expect(bridge.getState().version).toBeNull();
    markPresent('2.0.0');
    await flush();
    expect(bridge.getState().version).toBe('2.0.0');
  });
});
