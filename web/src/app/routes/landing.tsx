import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';

import { RedirectSignedInIsland } from '@/components/redirect-signed-in';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { figures } from '@/config/marketing';
import { paths } from '@/config/paths';
import { GoogleStartIsland } from '@/features/auth/components/google-button';
import { PricingPlanLinksIsland } from '@/features/billing/components/pricing-plan-links';
import { ComparisonTable } from '@/features/marketing/components/comparison-table';
import { DemoVideoIsland } from '@/features/marketing/components/demo-video';
import { ExtensionPromo } from '@/features/marketing/components/extension-promo';
import { FeatureGrid } from '@/features/marketing/components/feature-grid';
import { HeroProofIsland } from '@/features/marketing/components/hero-proof';
import { HowItWorksCarouselIsland } from '@/features/marketing/components/how-it-works-carousel';
import { ReviewsSectionIsland } from '@/features/marketing/components/review-wall';
import { SavingsNote } from '@/features/marketing/components/savings-note';
import { Section } from '@/features/marketing/components/section';
import { StatsSectionIsland } from '@/features/marketing/components/stats';
import { featureGrid } from '@/features/marketing/content/landing';
import { usePageMeta } from '@/lib/page-meta';

const EXAMPLE_TASK = 'write a cold email to a potential client';

const EXAMPLE_PROMPT = [
  'You are an experienced B2B sales copywriter.',
  'Task: write a cold email to a potential client for [your product].',
  'Context: the reader is a busy [role] at a [company size] company; they have never heard of us.',
  'Constraints: under 120 words, one clear call to action, no jargon, friendly but direct tone.',
  'Output: a subject line (max 7 words) and the email body, then two alternative subject lines.',
];

/** The landing page's plan buttons go to /login (spec point 2; /pricing's go to /signin). */
const LANDING_PLAN_HREF = paths.auth.login.getHref();

function Hero() {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-[28rem] max-w-4xl rounded-full bg-gradient-to-r from-violet-400/30 via-indigo-400/25 to-sky-300/20 blur-3xl dark:from-violet-600/25 dark:via-indigo-600/20 dark:to-sky-500/10"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2">
        <div className="grid gap-6 text-center lg:text-left">
          <Link to={paths.features.sora2.getHref()} className="mx-auto w-fit rounded-full lg:mx-0">
            <Badge variant="accent" className="gap-1.5 px-3 py-1 text-xs">
              <Sparkles className="size-3.5" aria-hidden="true" />
              NEW: SORA 2 prompt generator
            </Badge>
          </Link>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Turn a short task into a{' '}
            <span className="bg-gradient-to-r from-violet-700 to-indigo-600 bg-clip-text text-transparent dark:from-violet-300 dark:to-indigo-200">
              better prompt
            </span>
          </h1>
          <p className="mx-auto max-w-xl text-lg text-pretty text-muted-foreground lg:mx-0">
            Describe what you need in a line. Superprompt writes the detailed, structured prompt
            that gets great answers from ChatGPT, Claude, Gemini and image and video models.
          </p>
          <div className="flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Button asChild size="lg">
              <Link to={paths.auth.signup.getHref()}>
                Create Free Super Prompts!
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <GoogleStartIsland
              redirectTo={paths.auth.onboarding.getHref()}
              label="Start with Google"
              divider={false}
            />
            <Button asChild size="lg" variant="outline">
              <Link to={paths.features.root.getHref()}>
                Learn more<span className="sr-only"> about Superprompt&apos;s features</span>
              </Link>
            </Button>
          </div>
          <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-sm text-muted-foreground lg:justify-start">
            {/* The rating and the number of users: only what the server has (siteContent). */}
            <HeroProofIsland />
            <span>Free to start, no API key needed</span>
          </p>
        </div>

        <figure className="rounded-2xl border border-border bg-card p-5 shadow-xl shadow-indigo-500/5 sm:p-6">
          <figcaption className="mb-4 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Example
          </figcaption>
          <div className="grid gap-4">
            <div className="rounded-xl bg-muted p-4">
              <p className="mb-1 text-xs font-medium text-muted-foreground">You type</p>
              <p className="font-medium">{EXAMPLE_TASK}</p>
            </div>
            <div className="rounded-xl border border-primary/30 bg-accent/60 p-4">
              <p className="mb-2 flex items-center gap-1.5 text-xs font-medium text-accent-foreground">
                <Sparkles className="size-3.5" aria-hidden="true" />
                Super Prompt
              </p>
              <ul className="grid gap-1.5 text-sm leading-relaxed">
                {EXAMPLE_PROMPT.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          </div>
        </figure>
      </div>
    </section>
  );
}

/**
 * The home page (spec point 2). A visitor who is already signed in goes to the dashboard; a
 * failed session check is ignored. On the pre-rendered page the redirect, the demo video, the
 * carousel, the plans and what comes from the server (figures, reviews, rating lines) are
 * islands (lib/island.tsx); the rest is static HTML.
 */
export function LandingRoute() {
  usePageMeta({
    title: 'Superprompt: turn a short task into a better prompt',
    description:
      'Describe a task in one line and get a detailed Super Prompt for ChatGPT, Claude, Gemini, image and video models. Free to start.',
    path: paths.home.getHref(),
  });

  return (
    <>
      <RedirectSignedInIsland to={paths.app.dashboard.getHref()} />
      <Hero />

      <Section
        id="demo"
        eyebrow="See it work"
        title="From one line to a Super Prompt"
        lead="A short tour: type a task, pick a model, get a Super Prompt and take it to your AI tool."
        className="pt-0 sm:pt-0"
      >
        <DemoVideoIsland minutes={figures.demoVideoMinutes} />
      </Section>

      <Section
        id="features"
        eyebrow="Features"
        title="Everything between your idea and a great answer"
        tone="muted"
      >
        <FeatureGrid items={featureGrid} />
      </Section>

      <Section id="how-it-works" eyebrow="How it works" title="Four steps, about 30 seconds">
        <HowItWorksCarouselIsland />
        <SavingsNote />
      </Section>

      {/* This deployment's figures and the operator's reviews, from the server: each section
          is there only when it has something true to say (none on a fresh install). */}
      <StatsSectionIsland />
      <ReviewsSectionIsland />

      <Section
        id="pricing"
        eyebrow="Pricing"
        title="Start free, upgrade when it pays off"
        lead="Every plan works without an API key. Annual billing gets you 2 months free."
        tone="muted"
      >
        <PricingPlanLinksIsland href={LANDING_PLAN_HREF} />
        <p className="text-center text-sm">
          <Link
            to={paths.pricing.getHref()}
            className="rounded font-medium text-primary hover:underline"
          >
            Compare plans and read the pricing FAQ
          </Link>
        </p>
      </Section>

      <section
        aria-label="Browser extension"
        className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24"
      >
        <ExtensionPromo />
      </section>

      <Section id="compare" eyebrow="Compare" title="Why not just write the prompt yourself?">
        <ComparisonTable />
        <div className="flex justify-center">
          <Button asChild size="lg">
            <Link to={paths.auth.signup.getHref()}>
              Create Free Super Prompts!
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </Section>
    </>
  );
}
