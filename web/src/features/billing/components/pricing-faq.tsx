import { ChevronDown } from 'lucide-react';

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
      <div className="divide-y divide-border rounded-2xl border border-border bg-card">
        {pricingFaq.map((entry) => (
          <details key={entry.question} className="group px-5 sm:px-6">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg py-4 font-medium [&::-webkit-details-marker]:hidden">
              {entry.question}
              <ChevronDown
                className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="pb-5 text-sm leading-relaxed text-muted-foreground">{entry.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
