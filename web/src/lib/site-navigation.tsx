/**
 * How a component links and navigates without knowing who renders it.
 *
 * Inside the single-page app the router provides this (app/layouts/root-layout.tsx): links are
 * client-side and `navigate` is the router's. On the pre-rendered marketing pages there is no
 * router: their interactive islands (see lib/island.tsx) get `documentNavigation`, where a
 * link is a plain <a> (a normal page load of the next pre-rendered page) and `navigate` loads
 * the page. Components that are islands use `SiteLink` and `useSiteNavigation` instead of
 * react-router, so the islands' JavaScript does not include the router.
 */
import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
} from 'react';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  children?: ReactNode;
}

export interface SiteNavigation {
  /** The current path (without query or hash). */
  pathname: string;
  Link: ComponentType<SiteLinkProps>;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

function DocumentLink({ to, children, ...rest }: SiteLinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

/** Plain page loads: for the pre-rendered pages, which have no router. */
export function documentNavigation(pathname: string): SiteNavigation {
  return {
    pathname,
    Link: DocumentLink,
    navigate: (to, options) => {
      if (options?.replace) window.location.replace(to);
      else window.location.assign(to);
    },
  };
}

const SiteNavigationContext = createContext<SiteNavigation | null>(null);

export function SiteNavigationProvider({
  value,
  children,
}: {
  value: SiteNavigation;
  children: ReactNode;
}) {
  return <SiteNavigationContext.Provider value={value}>{children}</SiteNavigationContext.Provider>;
}

export function useSiteNavigation(): SiteNavigation {
  const navigation = useContext(SiteNavigationContext);
  if (!navigation) throw new Error('useSiteNavigation() needs a SiteNavigationProvider');
  return navigation;
}

/** A link to one of our pages: client-side in the app, a plain page load on the islands. */
export function SiteLink(props: SiteLinkProps) {
  const { Link } = useSiteNavigation();
  return <Link {...props} />;
}
