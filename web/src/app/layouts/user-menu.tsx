import { Award, LogOut, Settings } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { userMenu } from '@/config/site';
import type { SessionUser } from '@/lib/auth-events';
import { signOut } from '@/lib/session';
import { cn } from '@/lib/utils';

function initials(user: SessionUser): string {
  const letters = [user.givenName, user.familyName].map((part) => part.trim().charAt(0)).join('');
  return (letters || user.email.charAt(0)).toUpperCase();
}

/**
 * The avatar, name and equipped title (issue 18), opening the account menu. The title is the
 * trigger's description, so its name stays "<name> (account menu)".
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const titleId = useId();
  const title = user.equippedTitle;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-describedby={title ? titleId : undefined}
        className="flex max-w-[55vw] min-w-0 items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring data-[state=open]:bg-muted sm:max-w-xs sm:pr-3"
      >
        {user.profilePhoto ? (
          <img src={user.profilePhoto} alt="" className="size-8 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
          >
            {initials(user)}
          </span>
        )}
        <span className="grid min-w-0 text-left leading-tight">
          {/* On phones a worn title takes the name's place (the name stays for screen readers). */}
          <span className={cn('truncate', title && 'sr-only sm:not-sr-only')}>{user.name}</span>
          {title ? (
            <span
              aria-hidden="true"
              className="flex min-w-0 items-center gap-1 text-[0.6875rem] font-medium text-primary sm:text-xs"
            >
              <Award className="hidden size-3 shrink-0 sm:block" />
              <span className="truncate">{title}</span>
            </span>
          ) : null}
        </span>
        <span className="sr-only"> (account menu)</span>
      </DropdownMenuTrigger>
      {title ? (
        <span id={titleId} hidden>
          Title: {title}
        </span>
      ) : null}
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block truncate text-sm font-medium text-foreground">{user.name}</span>
          {title ? (
            <span className="flex items-center gap-1 font-medium text-primary">
              <Award className="size-3 shrink-0" aria-hidden="true" />
              <span className="truncate">{title}</span>
            </span>
          ) : null}
          <span className="block truncate font-normal">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {userMenu.map((item) => (
          <DropdownMenuItem key={item.href} asChild>
            <Link to={item.href}>
              <Settings aria-hidden="true" />
              {item.label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut('user')}>
          <LogOut aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
