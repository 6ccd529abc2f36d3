import { NavLink, Outlet } from 'react-router';

import { Logo } from '@/components/logo';
import { PromptChecksProvider, type PromptChecksRenderer } from '@/components/prompt-checks-slot';
import { paths } from '@/config/paths';
import { dashboardNav } from '@/config/site';
import { UnlockBell } from '@/features/achievements/components/unlock-bell';
import { useUnlockNotices } from '@/features/achievements/hooks/use-unlock-notices';
import { PromptChecks } from '@/features/prompt-checks/components/prompt-checks';
import { useUser } from '@/lib/session';
import { cn } from '@/lib/utils';

import { hasAnyGroup } from '../guards/require-group';

import { UserMenu } from './user-menu';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-9 shrink-0 items-center rounded-lg px-3 text-sm font-medium transition-colors hover:bg-muted hover:text-foreground',
    isActive ? 'bg-muted text-foreground' : 'text-muted-foreground',
  );

const renderPromptChecks: PromptChecksRenderer = (props) => <PromptChecks {...props} />;

/**
 * The signed-in frame: top bar with navigation, the achievements bell and the user menu (with
 * the equipped title). Use inside RequireAuth. New unlocks are announced from here. The
 * prompt checks (lint and token preview) fill every page's `PromptChecksSlot` (dashboard,
 * playground, library): features don't import each other, so the app composes them here.
 */
export function DashboardLayout() {
  const user = useUser();
  useUnlockNotices();
  const links = dashboardNav.filter((link) => !link.groups || hasAnyGroup(user, link.groups));

  const nav = (className: string) => (
    <nav aria-label="Dashboard" className={className}>
      {links.map((link) => (
        <NavLink
          key={link.href}
          to={link.href}
          end={link.href === paths.app.dashboard.getHref()}
          className={linkClass}
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
          <div className="flex shrink-0 items-center gap-6">
            <Logo to={paths.app.dashboard.getHref()} />
            {nav('hidden items-center gap-1 md:flex')}
          </div>
          <div className="flex min-w-0 items-center gap-1 sm:gap-2">
            <UnlockBell />
            <UserMenu user={user} />
          </div>
        </div>
        <div className="border-t border-border md:hidden">
          {nav('mx-auto flex max-w-6xl gap-1 overflow-x-auto px-4 py-2')}
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
        <PromptChecksProvider render={renderPromptChecks}>
          <Outlet />
        </PromptChecksProvider>
      </main>
    </div>
  );
}
