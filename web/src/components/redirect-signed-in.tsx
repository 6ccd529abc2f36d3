import { useEffect } from 'react';

import { island } from '@/lib/island';
import { useSession } from '@/lib/session';
import { useSiteNavigation } from '@/lib/site-navigation';

/**
 * Sends a visitor who is already signed in to `to` (the landing page to /dashboard, /pricing to
 * /dashboard/pricing); a failed session check is ignored and the page stays. Renders nothing:
 * its own component (and island) so the session answer re-renders only this.
 */
export function RedirectSignedIn({ to }: { to: string }) {
  const session = useSession();
  const { navigate } = useSiteNavigation();
  useEffect(() => {
    if (session.status === 'signedIn') navigate(to, { replace: true });
  }, [session.status, navigate, to]);
  return null;
}

export const RedirectSignedInIsland = island('redirect-signed-in', RedirectSignedIn);
