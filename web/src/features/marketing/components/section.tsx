import type { ReactNode } from 'react';

import { cn } from '@/lib/utils';

/** A landing-page section: eyebrow, h2, lead and content, in the site's column. */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  children,
  className,
  tone = 'plain',
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
  tone?: 'plain' | 'muted';
}) {
  const titleId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={cn('scroll-mt-20 py-16 sm:py-24', tone === 'muted' && 'bg-muted/50', className)}
    >
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 sm:px-6">
        <div className="mx-auto grid max-w-2xl gap-3 text-center">
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
          ) : null}
          <h2 id={titleId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {title}
          </h2>
          {lead ? <p className="text-lg text-pretty text-muted-foreground">{lead}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

/** The top of an inner marketing page. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="relative overflow-hidden border-b border-border">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-10 mx-auto h-[24rem] max-w-4xl rounded-full bg-gradient-to-r from-violet-400/25 via-indigo-400/20 to-sky-300/15 blur-3xl dark:from-violet-600/20 dark:via-indigo-600/15 dark:to-sky-500/10"
      />
      <div className="mx-auto grid max-w-3xl justify-items-center gap-5 px-4 py-16 text-center sm:px-6 sm:py-20">
        {eyebrow ? (
          <div className="text-sm font-semibold tracking-wide text-primary uppercase">
            {eyebrow}
          </div>
        ) : null}
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {lead ? <p className="text-lg text-pretty text-muted-foreground">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
