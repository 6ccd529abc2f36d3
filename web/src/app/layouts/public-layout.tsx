import { Outlet, useLocation, useMatches } from 'react-router';

import { TeamsBannerIsland } from '@/features/marketing/components/teams-banner';
import { showsTeamsBanner } from '@/features/marketing/utils/teams-banner';
import { usePageMeta, type PageMeta } from '@/lib/page-meta';

import { SiteFooter } from './site-footer';
import { SiteHeaderIsland } from './site-header';

/** A route whose page does not set its own meta can carry it as `handle.meta`. */
export interface RouteMetaHandle {
  meta: PageMeta;
}

function hasMeta(handle: unknown): handle is RouteMetaHandle {
  return typeof handle === 'object' && handle !== null && 'meta' in handle;
}

function RouteHandleMeta({ meta }: { meta: PageMeta }) {
  usePageMeta(meta);
  return null;
}

/**
 * The marketing pages' frame. Pre-rendered, the header, the Teams banner and the footer's forms
 * are islands (lib/island.tsx); in the app they render as ordinary components.
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  const handle = useMatches().at(-1)?.handle;
  return (
    <div className="flex min-h-dvh flex-col">
      {showsTeamsBanner(pathname) ? <TeamsBannerIsland /> : null}
      {hasMeta(handle) ? <RouteHandleMeta meta={handle.meta} /> : null}
      <SiteHeaderIsland />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
