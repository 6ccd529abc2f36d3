import { Button } from '@/components/ui/button';
import { island } from '@/lib/island';
import { SiteLink } from '@/lib/site-navigation';

import { isSubscription } from '../utils/plans';

import { PricingPlans } from './pricing-plans';

/**
 * The plan catalogue for visitors (the landing page's pricing section and /pricing): every
 * plan's button is a link to `href` (sign in first). An island on the pre-rendered pages: the
 * Monthly/Annual toggle works there without the app.
 */
export function PricingPlanLinks({ href }: { href: string }) {
  return (
    <PricingPlans
      renderPlan={(plan) => ({
        action: (
          <Button
            asChild
            size="lg"
            className="w-full"
            variant={isSubscription(plan.id) || plan.interval === 'ONCE' ? 'default' : 'outline'}
          >
            <SiteLink to={href}>
              {plan.priceCents === 0 ? 'Start for free' : `Get ${plan.name}`}
            </SiteLink>
          </Button>
        ),
      })}
    />
  );
}

export const PricingPlanLinksIsland = island('pricing-plan-links', PricingPlanLinks);
