/**
 * The signed-in session.
 *
 * On load the app calls `refreshSession`: the httpOnly refresh cookie (if any) buys a fresh
 * 15-minute access token, kept in memory, plus the user. UNAUTHENTICATED simply means "signed
 * out". The same query refreshes every 5 minutes (spec point 4), which both keeps the token
 * alive and refreshes the user data; `userDataUpdated` fires when it changed.
 *
 * Refreshing rotates the cookie, so two refreshes must never race: every caller goes through
 * one in-flight promise.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

import { setAccessToken } from './access-token';
import { authEvents, type SessionUser, type SignedOutReason } from './auth-events';
import { isApiError } from './errors';
import { graphql } from './gql';
import { request, setUnauthenticatedHandler } from './graphql-client';
import { retryDelay, shouldRetry } from './retry';

export const SESSION_REFRESH_MS = 5 * 60 * 1000;

export const SessionUserFields = graphql(`
  fragment SessionUserFields on User {
    id
    userId
    email
    name
    givenName
    familyName
    profilePhoto
    emailVerified
    hasPassword
    loginType
    groups
    isStaff
    equippedTitle
    referralCodeInternal
    onboarded
    planName
    subscriptionStatus
    priceCents
    currentPeriodEnd
    cancelAtPeriodEnd
    dailyPromptLimit
    bonusPrompts
    promptLimitResetTime
    creationDateTime
    usage {
      aiAmplifier
      primer
      mastermind
      imagePrompt
      veo3
      jsonPrompting
    }
  }
`);

export const RefreshSessionMutation = graphql(`
  mutation RefreshSession {
    refreshSession {
      accessToken
      expiresAt
      user {
        ...SessionUserFields
      }
    }
  }
`);

export const SignOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);

export type SessionState = { status: 'signedIn'; user: SessionUser } | { status: 'signedOut' };

export const sessionQueryKey = ['session'] as const;

/**
 * Every query holding a fresh copy of the signed-in user (the dashboard's `me` with its
 * quota) has a key starting with this, so one invalidation reloads them all.
 */
export const meQueryKey = ['me'] as const;

/** The user we last saw, to tell when the periodic refresh brings changes. */
let lastUser: SessionUser | null = null;
let inflight: Promise<SessionState> | null = null;

function sameUser(a: SessionUser, b: SessionUser): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function rememberUser(user: SessionUser | null): void {
  const previous = lastUser;
  lastUser = user;
  if (previous && user && !sameUser(previous, user)) {
    authEvents.emit('userDataUpdated', { user, previous });
  }
}

async function doRefresh(): Promise<SessionState> {
  try {
    const data = await request(
      RefreshSessionMutation,
      {},
      { feature: 'auth', component: 'SessionRefresh', auth: false },
    );
    const { accessToken, user } = data.refreshSession;
    setAccessToken(accessToken);
    rememberUser(user);
    authEvents.emit('tokenRefresh', { user });
    return { status: 'signedIn', user };
  } catch (error) {
    if (isApiError(error, 'UNAUTHENTICATED')) {
      const wasSignedIn = lastUser !== null;
      setAccessToken(null);
      lastUser = null;
      // The session ended elsewhere (revoked, expired, password reset): clean up local data.
      if (wasSignedIn) authEvents.emit('signedOut', { reason: 'expired' });
      return { status: 'signedOut' };
    }
    authEvents.emit('tokenRefresh_failure', { error });
    throw error;
  }
}

/** Refreshes the session; concurrent callers share one request. */
export function refreshSession(): Promise<SessionState> {
  inflight ??= doRefresh().finally(() => {
    inflight = null;
  });
  return inflight;
}

// A signed-in call refused as UNAUTHENTICATED gets one refresh and one replay.
setUnauthenticatedHandler(async () => (await refreshSession()).status === 'signedIn');

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: refreshSession,
    staleTime: SESSION_REFRESH_MS,
    refetchInterval: SESSION_REFRESH_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: shouldRetry,
    retryDelay,
  });
}

// While signing out, guarded pages must neither redirect to sign-in nor render a half-cleared
// user: they show the loading screen until the navigation to "/" has happened.
let signingOut = false;
const signingOutListeners = new Set<() => void>();

export function setSigningOut(value: boolean): void {
  signingOut = value;
  for (const listener of signingOutListeners) listener();
}

function subscribeSigningOut(listener: () => void): () => void {
  signingOutListeners.add(listener);
  return () => signingOutListeners.delete(listener);
}

export type SessionView =
  | { status: 'loading'; user: null }
  | { status: 'signedIn'; user: SessionUser }
  | { status: 'signedOut'; user: null };

export function useSession(): SessionView {
  const query = useQuery(sessionQueryOptions());
  const isSigningOut = useSyncExternalStore(
    subscribeSigningOut,
    () => signingOut,
    () => false,
  );
  if (isSigningOut) return { status: 'loading', user: null };
  if (query.data?.status === 'signedIn') return { status: 'signedIn', user: query.data.user };
  if (query.data?.status === 'signedOut') return { status: 'signedOut', user: null };
  // The check failed after its retries (server down): behave as signed out.
  if (query.isError) return { status: 'signedOut', user: null };
  return { status: 'loading', user: null };
}

/** The signed-in user. Only for components rendered behind the auth guard. */
export function useUser(): SessionUser {
  const session = useSession();
  if (session.status !== 'signedIn') {
    throw new Error('useUser() used outside a signed-in route');
  }
  return session.user;
}

/** Stores the result of signIn / verifyEmail and announces the sign-in. */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    (payload: { accessToken: string; user: SessionUser }) => {
      setAccessToken(payload.accessToken);
      lastUser = payload.user;
      const next: SessionState = { status: 'signedIn', user: payload.user };
      queryClient.setQueryData<SessionState>(sessionQueryKey, next);
      authEvents.emit('signedIn', { user: payload.user });
    },
    [queryClient],
  );
}

/** Replaces the cached user after a mutation returned a fresher copy. */
export function useUpdateSessionUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: SessionUser) => {
      lastUser = user;
      const next: SessionState = { status: 'signedIn', user };
      queryClient.setQueryData<SessionState>(sessionQueryKey, next);
    },
    [queryClient],
  );
}

/**
 * After a mutation changed the signed-in user (a plan bought, cancelled or reactivated): keeps
 * the returned copy as the session user and reloads every `me` query, so the plan and the quota
 * show the change at once, everywhere.
 */
export function useUserChanged() {
  const queryClient = useQueryClient();
  const updateSessionUser = useUpdateSessionUser();
  return useCallback(
    async (user: SessionUser) => {
      updateSessionUser(user);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
    [queryClient, updateSessionUser],
  );
}

/**
 * Signs out on the server (revokes the refresh cookie), forgets the token and announces it.
 * A failing server call is logged only (spec point 8): the local sign-out happens regardless.
 */
export async function signOut(reason: SignedOutReason = 'user'): Promise<void> {
  try {
    await request(SignOutMutation, {}, { feature: 'auth', component: 'SignOut' });
  } catch (error) {
    console.warn('[auth] signOut failed on the server; signing out locally', error);
  }
  forgetSession();
  authEvents.emit('signedOut', { reason });
}

/** Drops the in-memory token and user (sign-out; also lets tests start clean). */
export function forgetSession(): void {
  setAccessToken(null);
  lastUser = null;
}
