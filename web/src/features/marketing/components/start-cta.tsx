import { ArrowRight } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { island } from '@/lib/island';
import { useSession } from '@/lib/session';
import { SiteLink } from '@/lib/site-navigation';

/**
 * The hero's main call to action: "Get Started for Free!" (sign-up) for visitors, "Open your
 * dashboard" for someone already signed in (a Pro user is not asked to start for free). An
 * island: the pre-rendered page says the visitor's version, and the browser switches it once
 * the session is known.
 */
export function StartCta() {
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  return (
    <Button asChild size="lg">
      <SiteLink to={signedIn ? paths.app.dashboard.getHref() : paths.auth.signup.getHref()}>
        {signedIn ? 'Open your dashboard' : 'Get Started for Free!'}
        <ArrowRight aria-hidden="true" />
      </SiteLink>
    </Button>
  );
}

export const StartCtaIsland = island('start-cta', StartCta);
