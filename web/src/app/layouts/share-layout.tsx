import { Outlet } from 'react-router';

import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';

/**
 * Share pages (spec point 2, share layout): the brand and the shared content, no dashboard
 * shell. Signed in or not.
 */
export function ShareLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-background">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo />
          <a
            href={paths.sharing.gallery.getHref()}
            className="text-sm font-medium text-muted-foreground hover:text-foreground"
          >
            Gallery
          </a>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
        <Outlet />
      </main>
    </div>
  );
}
