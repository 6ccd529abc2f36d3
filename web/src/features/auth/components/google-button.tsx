import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { island } from '@/lib/island';

import { useAuthConfig } from '../api/get-auth-config';

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 0 1 0-4.3V7.1H2.1a11 11 0 0 0 0 9.9z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z"
      />
    </svg>
  );
}

/**
 * "Continue with Google", shown only when the server has Google sign-in configured. It leaves
 * the SPA (the server runs the OAuth dance and redirects back with the cookie set), showing a
 * busy state until the page unloads; if the navigation fails or the user comes back with the
 * browser's Back button, the button is usable again (spec point 2).
 */
export function GoogleButton({
  redirectTo,
  label = 'Continue with Google',
  divider = true,
}: {
  redirectTo: string;
  label?: string;
  /** The "or" line under it, above an email form. */
  divider?: boolean;
}) {
  const { data } = useAuthConfig();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // Returning from the back/forward cache restores the page as it was: clear the busy state.
    const reset = () => setBusy(false);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  if (!data?.googleEnabled) return null;

  const start = () => {
    setBusy(true);
    try {
      window.location.assign(paths.auth.googleStart.getHref(env.GOOGLE_START_PATH, redirectTo));
    } catch (error) {
      console.warn('[auth] could not start Google sign-in', error);
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outline"
        size="lg"
        className={divider ? 'w-full' : undefined}
        onClick={start}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? <Spinner /> : <GoogleIcon />}
        {busy ? 'Connecting to Google…' : label}
      </Button>
      {divider ? (
        <div className="my-6 flex items-center gap-3 text-xs text-muted-foreground">
          <span className="h-px flex-1 bg-border" />
          or
          <span className="h-px flex-1 bg-border" />
        </div>
      ) : null}
    </>
  );
}

/**
 * "Start with Google" on the pre-rendered landing page (spec point 2): an island, so it shows
 * once the page knows the server has Google sign-in, and says nothing otherwise.
 */
export const GoogleStartIsland = island('google-start', GoogleButton);
