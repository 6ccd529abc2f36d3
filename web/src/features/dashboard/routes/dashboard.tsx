import { Keyboard } from 'lucide-react';
import { useCallback, useRef } from 'react';

import { Alert } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { errorMessage } from '@/lib/errors';
import { useUser } from '@/lib/session';
import { formatShortcut, useSettings } from '@/lib/settings';

import { useMe } from '../api/get-me';
import { AccountSummary } from '../components/account-summary';
import { useNewPromptReset } from '../hooks/use-new-prompt-reset';

export function DashboardRoute() {
  const sessionUser = useUser();
  const me = useMe();
  const settings = useSettings();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const onReset = useCallback(() => {
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, []);
  const resetKey = useNewPromptReset(onReset);

  // The session copy shows at once; the fresh `me` copy replaces it when it arrives.
  const user = me.data ?? sessionUser;

  return (
    <div className="grid gap-8">
      <div className="grid gap-2">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-semibold tracking-tight outline-none sm:text-3xl"
        >
          Welcome, {user.givenName || user.name}
        </h1>
        <p className="text-muted-foreground">Here is your account at a glance.</p>
      </div>

      {me.isError ? (
        <Alert variant="error">
          Could not load the latest account details: {errorMessage(me.error)}
        </Alert>
      ) : null}

      <div key={resetKey} className="grid gap-6">
        <AccountSummary user={user} />
        <Card>
          <CardContent className="flex items-start gap-3 text-sm text-muted-foreground">
            <Keyboard className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>
              Press{' '}
              <kbd className="rounded border border-border bg-muted px-1.5 py-0.5 font-mono text-xs text-foreground">
                {formatShortcut(settings.shortcuts.newPrompt)}
              </kbd>{' '}
              anywhere in Superprompt to start a new prompt. You can change the shortcut in
              Settings.
            </p>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
