import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

import type { FeatureItem } from '../content/landing';

export function FeatureGrid({ items, columns = 3 }: { items: FeatureItem[]; columns?: 2 | 3 }) {
  return (
    <ul
      className={
        columns === 3 ? 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3' : 'grid gap-5 sm:grid-cols-2'
      }
    >
      {items.map(({ icon: Icon, title, text, href }) => (
        <li
          key={title}
          className="grid content-start gap-3 rounded-2xl border border-border bg-card p-6 shadow-sm"
        >
          <span className="grid size-10 place-items-center rounded-xl bg-accent text-accent-foreground">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h3 className="text-lg font-semibold">{title}</h3>
          <p className="text-sm leading-relaxed text-muted-foreground">{text}</p>
          {href ? (
            <Link
              to={href}
              className="inline-flex w-fit items-center gap-1 rounded text-sm font-medium text-primary hover:underline"
            >
              Learn more<span className="sr-only"> about {title}</span>
              <ArrowRight className="size-3.5" aria-hidden="true" />
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
