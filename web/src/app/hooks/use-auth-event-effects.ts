import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { referralStatsQueryKey } from '@/features/referrals/api/get-referral-stats';
import { authEvents } from '@/lib/auth-events';
import { getExtensionBridge } from '@/lib/extension-bridge';
import { clearUserData, saveUserData } from '@/lib/local-data';
import { sessionQueryKey, setSigningOut, type SessionState } from '@/lib/session';

const notSession = (query: { queryKey: readonly unknown[] }) =>
  query.queryKey[0] !== sessionQueryKey[0];

/** Loads the user's achievements into this browser's cache (spec point 7), off the first load. */
function warmAchievementsCache(queryClient: QueryClient, email: string) {
  void import('@/features/achievements/api/load-user-achievements')
    .then(({ achievementsQueryOptions }) =>
      queryClient.prefetchQuery(achievementsQueryOptions(email)),
    )
    .catch((error: unknown) => console.warn('[achievements] warming the cache failed', error));
}

/**
 * The side effects of auth events (spec point 4), wired once at the root of the app:
 * - the browser extension bridge (`lib/extension-bridge.ts`) hears sign-in and sign-out itself:
 *   it hands the extension its own session, or tells it the user signed out;
 * - signedIn: keep `userData` for it, refresh the session, recheck the
 *   referral programme (the widget's figures) and warm the achievements cache;
 * - signedOut: clear account data in this browser (not the local
 *   settings, but the achievements cache too), drop cached queries (the referral widget's
 *   among them) and go to the home page;
 * - userDataUpdated: keep the stored copy in step.
 */
export function useAuthEventEffects() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const cleanupPending = useRef(false);
  const currentPath = useRef(pathname);
  useEffect(() => {
    currentPath.current = pathname;
  }, [pathname]);

  useEffect(() => getExtensionBridge().start(), []);

  useEffect(() => {
    const offSignedIn = authEvents.on('signedIn', ({ user }) => {
      saveUserData(user);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      void queryClient.invalidateQueries({ queryKey: referralStatsQueryKey });
      warmAchievementsCache(queryClient, user.email);
    });

    const offSignedOut = authEvents.on('signedOut', ({ reason }) => {
      clearUserData();
      if (reason === 'expired') {
        // The session ended on its own: the guards send the user to sign in and back.
        queryClient.removeQueries({ predicate: notSession });
        return;
      }
      // Until we are on the home page, guarded pages show the loading screen instead of
      // redirecting to sign-in, and the home page already sees "signed out".
      const home = paths.home.getHref();
      const alreadyHome = currentPath.current === home;
      if (!alreadyHome) {
        cleanupPending.current = true;
        setSigningOut(true);
      }
      queryClient.setQueryData<SessionState>(sessionQueryKey, { status: 'signedOut' });
      if (alreadyHome) queryClient.removeQueries({ predicate: notSession });
      else void navigate(home, { replace: true });
    });

    const offUpdated = authEvents.on('userDataUpdated', ({ user }) => {
      saveUserData(user);
    });

    return () => {
      offSignedIn();
      offSignedOut();
      offUpdated();
    };
  }, [navigate, queryClient]);

  // The sign-out navigation arrived: drop the signed-in user's cached data, show pages again.
  useEffect(() => {
    if (!cleanupPending.current || pathname !== paths.home.getHref()) return;
    cleanupPending.current = false;
    queryClient.removeQueries({ predicate: notSession });
    setSigningOut(false);
  }, [pathname, queryClient]);
}
