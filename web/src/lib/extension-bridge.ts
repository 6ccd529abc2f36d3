/**
 * The bridge between the web app and the browser extension's content script (spec point 4:
 * signing in or out in the web app updates the extension's storage). web/README.md, "The browser
 * extension bridge", is the protocol's reference for the extension's side.
 *
 * - Presence: the content script, on this site's pages, sets
 *   `document.documentElement.dataset.superpromptExtension = "<version>"`.
 * - The page posts `{ source: "superprompt-web", type: "SIGNED_IN", session }` (an
 *   `ExtensionSession` minted by `connectExtension`) and `{ source: "superprompt-web", type:
 *   "SIGNED_OUT" }` with `window.postMessage(message, location.origin)`.
 * - The content script may post `{ source: "superprompt-extension", type: "REQUEST_SESSION" }`;
 *   a signed-in page answers with SIGNED_IN.
 *
 * A session is minted only when the extension is present, and at most once per sign-in per page
 * load (`connectExtension` is rate limited, and a content script that asks in a loop must not
 * mint sessions in a loop). Its neighbours: `auth-events.ts` (what it listens to) and the app's
 * `use-auth-event-effects.ts` (which starts it).
 */
import { useSyncExternalStore } from 'react';

import { authEvents, type SessionUser, type SignedOutReason } from './auth-events';
import { isApiError } from './errors';
import { graphql } from './gql';
import type { ConnectExtensionMutation } from './gql/graphql';
import { request } from './graphql-client';

export const WEB_SOURCE = 'superprompt-web';
export const EXTENSION_SOURCE = 'superprompt-extension';

export const ConnectExtensionDocument = graphql(`
  mutation ConnectExtension {
    connectExtension {
      accessToken
      expiresAt
      refreshToken
      refreshExpiresAt
      user {
        id
        email
        name
        planName
      }
    }
  }
`);

export type ExtensionSession = ConnectExtensionMutation['connectExtension'];

export type WebToExtensionMessage =
  | { source: typeof WEB_SOURCE; type: 'SIGNED_IN'; session: ExtensionSession }
  | { source: typeof WEB_SOURCE; type: 'SIGNED_OUT' };

export type ExtensionToWebMessage = { source: typeof EXTENSION_SOURCE; type: 'REQUEST_SESSION' };

/** Mints the extension's own session for the signed-in user (web token only). */
export async function connectExtension(): Promise<ExtensionSession> {
  const data = await request(
    ConnectExtensionDocument,
    {},
    { feature: 'auth', component: 'ExtensionBridge' },
  );
  return data.connectExtension;
}

/** The extension's version when its content script runs on this page, else null. */
export function extensionVersion(doc: Document = document): string | null {
  const value = doc.documentElement.dataset.superpromptExtension;
  return value === undefined ? null : value || 'unknown';
}

/**
 * Whether a `message` event is the extension's REQUEST_SESSION: posted by a script in this very
 * window (the content script shares it), from this origin, with exactly the expected shape.
 * Anything else (other frames, other origins, our own messages, extra fields) is ignored.
 */
export function isSessionRequest(event: MessageEvent, win: Window = window): boolean {
  if (event.source !== win || event.origin !== win.location.origin) return false;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const keys = Object.keys(data);
  const record = data as Record<string, unknown>;
  return (
    keys.length === 2 && record.source === EXTENSION_SOURCE && record.type === 'REQUEST_SESSION'
  );
}

export type BridgeStatus = 'idle' | 'connecting' | 'connected' | 'failed';

export interface BridgeState {
  /** The extension's version, when its content script marked this page. */
  version: string | null;
  status: BridgeStatus;
  /** Whom the extension was last given a session for, on this page load. */
  connectedEmail: string | null;
}

export interface ExtensionBridgeOptions {
  connect?: () => Promise<ExtensionSession>;
  win?: Window;
}

export interface ExtensionBridge {
  /** Listens to auth events, the extension's messages and its presence; returns the stop. */
  start: () => () => void;
  /** Connects now if the extension is present and this sign-in has not connected yet. */
  connect: () => Promise<void>;
  getState: () => BridgeState;
  subscribe: (listener: () => void) => () => void;
}

export function createExtensionBridge({
  connect: mint = connectExtension,
  win = window,
}: ExtensionBridgeOptions = {}): ExtensionBridge {
  let user: SessionUser | null = null;
  // Set when this sign-in has minted (or tried to mint) a session; cleared by a new sign-in or
  // a sign-out. A page load starts clear.
  let attempted = false;
  // A REQUEST_SESSION that came before the session was known: answered once it is.
  let requestWaiting = false;
  let state: BridgeState = {
    version: extensionVersion(win.document),
    status: 'idle',
    connectedEmail: null,
  };
  const listeners = new Set<() => void>();

  const setState = (next: Partial<BridgeState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const post = (message: WebToExtensionMessage) => {
    win.postMessage(message, win.location.origin);
  };

  const connect = async () => {
    const version = extensionVersion(win.document);
    if (version !== state.version) setState({ version });
    if (version === null || user === null || attempted) return;
    attempted = true;
    requestWaiting = false;
    const forUser = user;
    setState({ status: 'connecting' });
    try {
      const session = await mint();
      // Signed out (or in as someone else) meanwhile: this session is not wanted any more.
      if (user?.id !== forUser.id) return;
      post({ source: WEB_SOURCE, type: 'SIGNED_IN', session });
      setState({ status: 'connected', connectedEmail: session.user.email });
    } catch (error) {
      setState({ status: 'failed' });
      if (isApiError(error, 'RATE_LIMITED')) {
        console.info('[extension] not connected: too many sessions minted lately', error.message);
      } else {
        console.warn('[extension] connecting the browser extension failed', error);
      }
    }
  };

  const signedIn = (next: SessionUser) => {
    user = next;
    attempted = false;
    void connect();
  };

  const sessionKnown = (next: SessionUser) => {
    const wasUnknown = user === null;
    user = next;
    if (wasUnknown && requestWaiting) void connect();
  };

  const signedOut = (reason: SignedOutReason) => {
    user = null;
    attempted = false;
    requestWaiting = false;
    setState({ status: 'idle', connectedEmail: null });
    // A web session that ended on its own says nothing about the extension's own session.
    if (reason !== 'expired') post({ source: WEB_SOURCE, type: 'SIGNED_OUT' });
  };

  const onMessage = (event: MessageEvent) => {
    if (!isSessionRequest(event, win)) return;
    if (user === null) {
      requestWaiting = true;
      return;
    }
    void connect();
  };

  return {
    start: () => {
      const offs = [
        authEvents.on('signedIn', ({ user: next }) => signedIn(next)),
        authEvents.on('tokenRefresh', ({ user: next }) => sessionKnown(next)),
        authEvents.on('signedOut', ({ reason }) => signedOut(reason)),
      ];
      win.addEventListener('message', onMessage);
      const observer = new MutationObserver(() => {
        const version = extensionVersion(win.document);
        if (version !== state.version) setState({ version });
      });
      observer.observe(win.document.documentElement, {
        attributes: true,
        attributeFilter: ['data-superprompt-extension'],
      });
      return () => {
        offs.forEach((off) => off());
        win.removeEventListener('message', onMessage);
        observer.disconnect();
      };
    },
    connect,
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let pageBridge: ExtensionBridge | null = null;

/**
 * The page's bridge, made on first use (never while pre-rendering: there is no window). The
 * app's root starts it once (`useAuthEventEffects`).
 */
export function getExtensionBridge(): ExtensionBridge {
  pageBridge ??= createExtensionBridge();
  return pageBridge;
}

const serverState: BridgeState = { version: null, status: 'idle', connectedEmail: null };

/** The extension's presence and connection, for pages that talk about it. */
export function useExtensionBridge(): BridgeState {
  return useSyncExternalStore(
    (listener) => getExtensionBridge().subscribe(listener),
    () => getExtensionBridge().getState(),
    () => serverState,
  );
}
