import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';

import { ContactFormIsland } from '../components/contact-form';
import { ContactEmailLinkIsland, OperatorNameIsland } from '../components/operator';
import { PageHero } from '../components/section';

export function ContactRoute() {
  usePageMeta({
    title: 'Contact us',
    description:
      'Questions, feedback or a billing problem? Send us a message and we will reply by email.',
  });
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Contact us"
        lead="Questions, feedback, a bug or a billing problem: send us a message and we'll reply by email."
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="outline">
            <Link to={paths.faq.getHref()}>View FAQs</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.pricing.getHref()}>View Pricing</Link>
          </Button>
        </div>
      </PageHero>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_1.6fr]">
        <div className="grid content-start gap-4">
          <h2 className="text-xl font-semibold">Other ways to reach us</h2>
          <p className="text-muted-foreground">
            This Superprompt service is run by <OperatorNameIsland />. You can also write to us
            directly:
          </p>
          <ContactEmailLinkIsland
            icon
            className="inline-flex w-fit items-center gap-2 rounded font-medium text-primary hover:underline"
          />
          <p className="text-sm text-muted-foreground">
            We usually answer within two working days. For account deletion you don't need to write:
            use Delete account in your settings.
          </p>
        </div>
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-title" className="mb-6 text-xl font-semibold">
            Send a message
          </h2>
          <ContactFormIsland />
        </section>
      </div>
    </>
  );
}
