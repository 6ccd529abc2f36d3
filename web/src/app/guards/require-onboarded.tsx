import { Navigate, Outlet } from 'react-router';

import { paths } from '@/config/paths';
import { useUser } from '@/lib/session';

/** The dashboard needs the onboarding answers first. Use inside RequireAuth. */
export function RequireOnboarded() {
  const user = useUser();
  if (!user.onboarded) return <Navigate to={paths.auth.onboarding.getHref()} replace />;
  return <Outlet />;
}
