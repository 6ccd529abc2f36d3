import { ArrowRight, Check, Sparkles } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';

import { PageHero, Section } from '../components/section';
import { StartCtaIsland } from '../components/start-cta';
import { featurePages, featureSlugs, type FeatureSlug } from '../content/feature-pages';

/** One of the eight feature pages; the mobile menu's aliases render the same page. */
export function FeaturePageRoute({ slug }: { slug: FeatureSlug }) {
  const page = featurePages[slug];
  usePageMeta({
    title: page.title,
    description: page.description,
    path: paths.features.page.getHref(slug),
  });
  const others = featureSlugs.filter((other) => other !== slug).slice(0, 3);

  return (
    <>
      <PageHero
        eyebrow={
          <span className="inline-flex items-center gap-2">
            {page.name}
            {page.badge ? <Badge>{page.badge}</Badge> : null}
          </span>
        }
        title={page.title}
        lead={page.description}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          {page.cta === 'extension' ? (
            <Button asChild size="lg">
              {/* The operator's store page when there is one, else how to load the build. */}
              <Link to={paths.extension.install.getHref()}>
                Add to Chrome
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          ) : (
            <StartCtaIsland />
          )}
          <Button asChild size="lg" variant="outline">
            <Link to={paths.pricing.getHref()}>View Pricing</Link>
          </Button>
        </div>
      </PageHero>

      <Section id="highlights" title={`Why people use ${page.name}`}>
        <ul className="grid gap-5 md:grid-cols-3">
          {page.highlights.map((item) => (
            <li
              key={item.title}
              className="grid content-start gap-2 rounded-2xl border border-border bg-card p-6"
            >
              <h3 className="flex items-center gap-2 text-lg font-semibold">
                <Check className="size-5 text-success" aria-hidden="true" />
                {item.title}
              </h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      {page.example ? (
        <Section id="example" title="See it in action" tone="muted">
          <figure className="mx-auto grid w-full max-w-3xl gap-4 rounded-2xl border border-border bg-card p-6 shadow-lg">
            <div className="rounded-xl bg-muted p-4">
              <p className="mb-1 text-xs font-medium text-muted-foreground">You type</p>
              <p className="font-medium">{page.example.input}</p>
            </div>
            <div className="rounded-xl border border-primary/30 bg-accent/60 p-4">
              <p className="mb-2 flex items-center gap-1.5 text-xs font-medium text-accent-foreground">
                <Sparkles className="size-3.5" aria-hidden="true" />
                Super Prompt
              </p>
              <ul className="grid gap-1.5 text-sm leading-relaxed">
                {page.example.output.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
            <figcaption className="sr-only">An example of {page.name}</figcaption>
          </figure>
        </Section>
      ) : null}

      <Section id="how" title="How it works">
        <ol className="mx-auto grid w-full max-w-3xl gap-4">
          {page.steps.map((step, index) => (
            <li
              key={step}
              className="flex items-start gap-4 rounded-xl border border-border bg-card p-4"
            >
              <span className="grid size-8 shrink-0 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <span className="pt-1">{step}</span>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="more" title="More features" tone="muted">
        <ul className="grid gap-4 md:grid-cols-3">
          {others.map((other) => (
            <li key={other}>
              <Link
                to={paths.features.page.getHref(other)}
                className="grid h-full gap-2 rounded-2xl border border-border bg-card p-5 hover:border-primary/50"
              >
                <span className="font-semibold">{featurePages[other].name}</span>
                <span className="text-sm text-muted-foreground">
                  {featurePages[other].description}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="text-center">
          <Link
            to={paths.features.root.getHref()}
            className="rounded font-medium text-primary hover:underline"
          >
            All features
          </Link>
        </p>
      </Section>
    </>
  );
}
