/**
 * The extension's own session: the refresh token `connectExtension` minted for it (handed over
 * by the web app's page, `bridge/`), kept in `chrome.storage.local` with access limited to the
 * extension's own pages and service worker (never the content scripts, which share a page with
 * the chat site). Settings → Signed-in devices in the web app can end it; the next refresh then
 * fails and the extension shows itself signed out.
 *
 * Refreshes are serialised: the server rotates the refresh token and treats a spent token
 * presented again as theft (it ends the session), so two concurrent refreshes must never send
 * the same token. One refresh runs at a time and everyone waiting shares its result.
 */
import { RefreshExtensionSessionDocument } from './operations';
import type { StoredSession } from '@/shared/messages';

import { ApiError, request } from './api';

const KEY = 'session';
/** Refresh this long before the access token runs out. */
const MARGIN_MS = 60_000;

let inFlight: Promise<StoredSession | null> | null = null;

export async function getSession(): Promise<StoredSession | null> {
  const stored = await chrome.storage.local.get<{ session?: StoredSession }>(KEY);
  return stored.session ?? null;
}

export async function setSession(session: StoredSession): Promise<void> {
  await chrome.storage.local.set({ [KEY]: session });
}

export async function clearSession(): Promise<void> {
  await chrome.storage.local.remove(KEY);
}

function expired(at: string, marginMs = 0): boolean {
  const time = Date.parse(at);
  return Number.isNaN(time) || time - marginMs <= Date.now();
}

/** A usable access token (refreshed when it is about to run out), or null when signed out. */
export async function accessToken(): Promise<string | null> {
  const session = await getSession();
  if (!session) return null;
  if (!expired(session.expiresAt, MARGIN_MS)) return session.accessToken;
  return (await refreshSession())?.accessToken ?? null;
}

/**
 * Rotates the refresh token: the new session, or null when it is over (ended from the web
 * app, expired, or spent). A network failure keeps the session and throws.
 */
export function refreshSession(): Promise<StoredSession | null> {
  inFlight ??= rotate().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function rotate(): Promise<StoredSession | null> {
  const session = await getSession();
  if (!session) return null;
  if (expired(session.refreshExpiresAt)) {
    await clearSession();
    return null;
  }
  try {
    const data = await request(
      RefreshExtensionSessionDocument,
      { refreshToken: session.refreshToken },
      { feature: 'auth', component: 'SessionRefresh', auth: false },
    );
    // Signed out (or in as someone else) while this refresh ran: keep what is there now.
    const current = await getSession();
    if (current?.refreshToken !== session.refreshToken) return current;
    const { refreshToken, refreshExpiresAt, ...rest } = data.refreshExtensionSession;
    // The extension's sessions always carry their refresh token in the answer.
    if (!refreshToken || !refreshExpiresAt)
      throw new ApiError('INTERNAL', 'The server sent no refresh token.');
    const renewed: StoredSession = { ...rest, refreshToken, refreshExpiresAt };
    await setSession(renewed);
    return renewed;
  } catch (error) {
    if (
      error instanceof ApiError &&
      ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'].includes(error.code)
    ) {
      const current = await getSession();
      if (current?.refreshToken === session.refreshToken) await clearSession();
      return null;
    }
    throw error;
  }
}
