import type { ReactNode } from 'react';

/** The pricing pages' heading. */
export function PricingHero({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-2xl gap-3 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      <p className="text-lg text-pretty text-muted-foreground">{children}</p>
    </div>
  );
}
