import { Navigate, Outlet, useLocation } from 'react-router';

import { LoadingScreen } from '@/components/loading-screen';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/**
 * Signed-in routes. Waits for the first session check (loading screen); a signed-out visitor
 * goes to /signin with the current path as `redirect`, to come back after signing in.
 */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();

  if (session.status === 'loading') return <LoadingScreen />;
  if (session.status === 'signedOut') {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.auth.signin.getHref(here)} replace />;
  }
  return <Outlet />;
}
