import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import type { SessionUser } from '@/lib/auth-events';
import { signOut } from '@/lib/session';

export function accessDeniedMessage(groups: readonly string[]): string {
  return `Access denied: You must be in one of these groups to access this page: ${groups.join(', ')}`;
}

interface AccessRestrictedProps {
  user: SessionUser;
  /** The groups named in the message. */
  groups: readonly string[];
  /** The server's refusal, when it refused a call (shown instead of the groups' message). */
  message?: string | undefined;
}

/** Shown to signed-in users without the group a staff page needs (spec points 2 and 8). */
export function AccessRestricted({ user, groups, message }: AccessRestrictedProps) {
  const [signingOut, setSigningOut] = useState(false);
  return (
    <div className="mx-auto w-full max-w-xl py-8">
      <Card>
        <CardContent className="grid gap-5 p-8 text-center">
          <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <ShieldAlert className="size-7" aria-hidden="true" />
          </div>
          <div className="grid gap-2">
            <h1 className="text-2xl font-semibold tracking-tight">Access Restricted</h1>
            <p className="text-muted-foreground">
              This area is only for Superprompt team members who belong to the right groups. If you
              need access, ask an administrator to add your account to the group.
            </p>
          </div>
          <div className="rounded-lg bg-muted px-4 py-3 text-sm">
            <p className="text-muted-foreground">Signed in as</p>
            <p className="font-medium">{user.name}</p>
            <p className="break-all text-muted-foreground">{user.email}</p>
          </div>
          <Alert variant="error" className="text-left">
            {message ?? accessDeniedMessage(groups)}
          </Alert>
          <Button
            variant="outline"
            className="mx-auto w-full sm:w-fit"
            loading={signingOut}
            onClick={() => {
              setSigningOut(true);
              void signOut('user');
            }}
          >
            Sign Out
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
