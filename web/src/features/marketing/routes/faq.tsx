import { Link } from 'react-router';

import { FaqList } from '@/components/faq-list';
import { Button } from '@/components/ui/button';
import { pricingFaq } from '@/config/billing';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/page-meta';

import { PageHero } from '../components/section';
import { generalFaq } from '../content/faq';

export function FaqRoute() {
  usePageMeta({
    title: 'Frequently asked questions',
    description:
      'Answers about Superprompt: the prompt models, the Free plan, billing, cancellation, where your data lives and the coming Teams plan.',
  });
  return (
    <>
      <PageHero
        eyebrow="FAQ"
        title="Frequently asked questions"
        lead="Everything people usually ask before and after signing up. Can't find your answer? Write to us."
      />
      <div className="mx-auto grid max-w-3xl gap-12 px-4 py-16 sm:px-6">
        <section aria-labelledby="faq-general" className="grid gap-4">
          <h2 id="faq-general" className="text-2xl font-semibold tracking-tight">
            Using Superprompt
          </h2>
          <FaqList items={generalFaq} />
        </section>
        <section aria-labelledby="faq-billing" className="grid gap-4">
          <h2 id="faq-billing" className="text-2xl font-semibold tracking-tight">
            Plans and billing
          </h2>
          <FaqList items={pricingFaq} />
        </section>
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-border bg-muted/50 p-8 text-center">
          <p className="text-lg font-semibold">Still have a question?</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <Link to={paths.contact.getHref()}>Contact us</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.cancelRefund.getHref()}>Cancellation & refunds</Link>
            </Button>
          </div>
        </div>
      </div>
    </>
  );
}
