import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';

import { FeatureGrid } from '../components/feature-grid';
import { LogoStrip } from '../components/logo-strip';
import { PageHero, Section } from '../components/section';
import { StartCtaIsland } from '../components/start-cta';
import { featurePages, featureSlugs } from '../content/feature-pages';
import { featureSections } from '../content/landing';

/** /features: the overview (spec point 2). */
export function FeaturesRoute() {
  usePageMeta({
    title: 'Features',
    description:
      'Three prompt models, image and video prompts, Context Genies, folders, sharing, model comparison and a browser extension: everything Superprompt does.',
  });
  return (
    <>
      <PageHero
        eyebrow="Features"
        title="Everything you need to get great answers from AI"
        lead="Superprompt writes the prompt, keeps your best ones organised and helps you pick the right model, in the browser or inside your favourite chat."
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <StartCtaIsland />
          <Button asChild size="lg" variant="outline">
            <Link to={paths.pricing.getHref()}>View Pricing</Link>
          </Button>
        </div>
      </PageHero>

      <LogoStrip />

      <Section
        id="overview"
        eyebrow="What's inside"
        title="Built for people who use AI every day"
        tone="muted"
      >
        <FeatureGrid items={featureSections} />
      </Section>

      <Section id="feature-pages" eyebrow="Explore" title="Take a closer look">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {featureSlugs.map((slug) => {
            const page = featurePages[slug];
            return (
              <li key={slug}>
                <Link
                  to={paths.features.page.getHref(slug)}
                  className="grid h-full content-start gap-2 rounded-2xl border border-border bg-card p-5 transition-colors hover:border-primary/50 hover:bg-accent/40"
                >
                  <span className="flex items-center gap-2 font-semibold">
                    {page.name}
                    {page.badge ? <Badge>{page.badge}</Badge> : null}
                  </span>
                  <span className="text-sm text-muted-foreground">{page.description}</span>
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="flex justify-center">
          <Button asChild size="lg" variant="outline">
            <Link to={paths.extension.install.getHref()}>Get the Chrome extension</Link>
          </Button>
        </div>
      </Section>
    </>
  );
}
