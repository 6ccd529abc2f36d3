import { RedirectSignedInIsland } from '@/components/redirect-signed-in';
import { paths } from '@/config/paths';

import { PricingFaq } from '../components/pricing-faq';
import { PricingHero } from '../components/pricing-hero';
import { PricingPlanLinksIsland } from '../components/pricing-plan-links';

/** Every plan button asks to sign in first, then comes back to the signed-in pricing page. */
const SIGN_IN_FOR_PRICING = paths.auth.signin.getHref('pricing');

/**
 * /pricing, the public pricing page (spec point 2). A visitor who is already signed in goes
 * to /dashboard/pricing; when the session check fails, this page simply stays. Pre-rendered:
 * the redirect and the plans (with the Monthly/Annual toggle) are its islands.
 */
export function PricingRoute() {
  return (
    <div className="relative overflow-hidden">
      <RedirectSignedInIsland to={paths.app.pricing.getHref()} />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-[26rem] max-w-4xl rounded-full bg-gradient-to-r from-violet-400/25 via-indigo-400/20 to-sky-300/15 blur-3xl dark:from-violet-600/20 dark:via-indigo-600/15 dark:to-sky-500/10"
      />
      <div className="mx-auto grid max-w-6xl gap-16 px-4 py-16 sm:px-6 sm:py-20">
        <div className="grid gap-10">
          <PricingHero title="Better prompts, one simple price">
            Start free. Upgrade for unlimited Super Prompts, image and video prompts and every
            model, or try it all for three days.
          </PricingHero>
          <PricingPlanLinksIsland href={SIGN_IN_FOR_PRICING} />
        </div>
        <PricingFaq />
      </div>
    </div>
  );
}
