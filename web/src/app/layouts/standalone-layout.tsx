import { Outlet } from 'react-router';

import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';

/**
 * Focused pages with no navigation to wander off to: the checkout confirmation and the
 * payment success page (spec point 2, standalone). Use inside RequireAuth.
 */
export function StandaloneLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-16 items-center justify-center border-b border-border bg-background px-4">
        <Logo to={paths.app.dashboard.getHref()} />
      </header>
      <main
        id="main"
        className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:px-6 sm:py-12"
      >
        <div className="w-full max-w-xl">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
