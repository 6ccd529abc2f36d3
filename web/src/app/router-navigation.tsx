/**
 * The single-page app's `SiteNavigation` (lib/site-navigation.tsx): router links and
 * client-side navigation, so components shared with the pre-rendered pages' islands behave as
 * app pages inside the app.
 */
import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

import {
  SiteNavigationProvider,
  type SiteLinkProps,
  type SiteNavigation,
} from '@/lib/site-navigation';

function RouterLink({ to, children, ...rest }: SiteLinkProps) {
  return (
    <Link to={to} {...rest}>
      {children}
    </Link>
  );
}

export function RouterSiteNavigation({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const value = useMemo<SiteNavigation>(
    () => ({
      pathname,
      Link: RouterLink,
      navigate: (to, options) => void navigate(to, { replace: options?.replace ?? false }),
    }),
    [pathname, navigate],
  );
  return <SiteNavigationProvider value={value}>{children}</SiteNavigationProvider>;
}
