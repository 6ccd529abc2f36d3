/**
 * Every island the pre-rendered pages may contain, by name, for `site.tsx`. The small ones are
 * part of the islands entry, so they hydrate as soon as it runs; the contact form (zod and
 * react-hook-form, on one page only) loads when a page has it.
 */
import { SiteHeaderIsland } from '@/app/layouts/site-header';
import { RedirectSignedInIsland } from '@/components/redirect-signed-in';
import { GoogleStartIsland } from '@/features/auth/components/google-button';
import { PricingPlanLinksIsland } from '@/features/billing/components/pricing-plan-links';
import { DemoVideoIsland } from '@/features/marketing/components/demo-video';
import { ExtensionRatingIsland } from '@/features/marketing/components/extension-promo';
import { HeroProofIsland } from '@/features/marketing/components/hero-proof';
import { HowItWorksCarouselIsland } from '@/features/marketing/components/how-it-works-carousel';
import { NewsletterFormIsland } from '@/features/marketing/components/newsletter-form';
import {
  ContactEmailLinkIsland,
  OperatorLineIsland,
  OperatorNameIsland,
} from '@/features/marketing/components/operator';
import { ReviewsSectionIsland } from '@/features/marketing/components/review-wall';
import { StartCtaIsland } from '@/features/marketing/components/start-cta';
import { StatsSectionIsland } from '@/features/marketing/components/stats';
import { TeamsBannerIsland } from '@/features/marketing/components/teams-banner';
import type { IslandDefinition } from '@/lib/island';

export type IslandLoader = IslandDefinition | (() => Promise<IslandDefinition>);

export const islandRegistry: Record<string, IslandLoader> = {
  [SiteHeaderIsland.island.name]: SiteHeaderIsland.island,
  [TeamsBannerIsland.island.name]: TeamsBannerIsland.island,
  [OperatorLineIsland.island.name]: OperatorLineIsland.island,
  [NewsletterFormIsland.island.name]: NewsletterFormIsland.island,
  [RedirectSignedInIsland.island.name]: RedirectSignedInIsland.island,
  [DemoVideoIsland.island.name]: DemoVideoIsland.island,
  [GoogleStartIsland.island.name]: GoogleStartIsland.island,
  [StartCtaIsland.island.name]: StartCtaIsland.island,
  [HowItWorksCarouselIsland.island.name]: HowItWorksCarouselIsland.island,
  [PricingPlanLinksIsland.island.name]: PricingPlanLinksIsland.island,
  [HeroProofIsland.island.name]: HeroProofIsland.island,
  [StatsSectionIsland.island.name]: StatsSectionIsland.island,
  [ReviewsSectionIsland.island.name]: ReviewsSectionIsland.island,
  [ExtensionRatingIsland.island.name]: ExtensionRatingIsland.island,
  [OperatorNameIsland.island.name]: OperatorNameIsland.island,
  [ContactEmailLinkIsland.island.name]: ContactEmailLinkIsland.island,
  'contact-form': () =>
    import('@/features/marketing/components/contact-form').then((m) => m.ContactFormIsland.island),
};
