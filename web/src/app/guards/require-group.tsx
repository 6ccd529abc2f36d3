import type { ReactNode } from 'react';
import { Outlet } from 'react-router';

import type { SessionUser } from '@/lib/auth-events';
import { useUser } from '@/lib/session';

export function hasAnyGroup(user: Pick<SessionUser, 'groups'>, groups: readonly string[]): boolean {
  return user.groups.some((group) => groups.includes(group));
}

interface RequireGroupProps {
  /** Membership of any one of these groups lets the user in. */
  groups: readonly string[];
  /** What everyone else sees instead of the page. */
  renderDenied: (user: SessionUser) => ReactNode;
  children?: ReactNode;
}

/**
 * Group-restricted routes (spec point 6). Use inside RequireAuth, which already sent signed-out
 * visitors to sign in. Groups come from the session, refreshed on every page load.
 */
export function RequireGroup({ groups, renderDenied, children }: RequireGroupProps) {
  const user = useUser();
  if (!hasAnyGroup(user, groups)) return <>{renderDenied(user)}</>;
  return <>{children ?? <Outlet />}</>;
}
