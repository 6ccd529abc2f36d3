import { FaqList } from '@/components/faq-list';
import { pricingFaq } from '@/config/billing';

/** Questions people ask before paying, with answers that fit a self-hosted server. */
export function PricingFaq() {
  return (
    <section aria-labelledby="pricing-faq-title" className="mx-auto grid w-full max-w-3xl gap-6">
      <h2
        id="pricing-faq-title"
        className="text-center text-2xl font-semibold tracking-tight sm:text-3xl"
      >
        Frequently asked questions
      </h2>
      <FaqList items={pricingFaq} />
    </section>
  );
}
