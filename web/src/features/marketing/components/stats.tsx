import { formatCount, formatNumber, formatRating } from '@/config/marketing-format';
import { island } from '@/lib/island';
import { cn } from '@/lib/utils';

import { hasFigures, useSiteContent, type SiteFigures } from '../api/get-site-content';

import { Section } from './section';

/** Grid columns by how many figures there are, so one or two do not sit in a wide empty row. */
const COLUMNS = [
  '',
  'mx-auto w-full max-w-xs',
  'mx-auto w-full max-w-2xl sm:grid-cols-2',
  'sm:grid-cols-3',
  'grid-cols-2 lg:grid-cols-4',
];

/** The figures band: only the figures the server has (siteContent), each a floor ("1,200+"). */
export function Stats({ figures }: { figures: SiteFigures }) {
  const items: { value: string; label: string }[] = [];
  if (figures.people !== null) {
    items.push({ value: formatCount(figures.people), label: 'people using Superprompt' });
  }
  if (figures.promptsWritten !== null) {
    items.push({ value: formatCount(figures.promptsWritten), label: 'Super Prompts written' });
  }
  if (figures.savedPrompts !== null) {
    items.push({ value: formatCount(figures.savedPrompts), label: 'prompts saved in libraries' });
  }
  if (figures.rating !== null) {
    items.push({
      value: `${formatRating(figures.rating.average)} / 5`,
      label: `average of ${formatNumber(figures.rating.count)} ratings`,
    });
  }
  return (
    <dl className={cn('grid gap-4', COLUMNS[items.length] ?? COLUMNS[4])}>
      {items.map((item) => (
        <div
          key={item.label}
          className="grid content-start gap-1 rounded-2xl border border-border bg-card p-6 text-center"
        >
          <dt className="order-2 text-sm text-muted-foreground">{item.label}</dt>
          <dd className="order-1 text-3xl font-bold tracking-tight sm:text-4xl">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The landing page's figures section, once the server has figures worth showing; until then
 * (and in the pre-rendered page) nothing, so a fresh install claims nothing.
 */
export function StatsSection() {
  const content = useSiteContent();
  if (!content || !hasFigures(content.figures)) return null;
  return (
    <Section
      id="stats"
      eyebrow="In numbers"
      title="People write better prompts here every day"
      tone="muted"
    >
      <Stats figures={content.figures} />
    </Section>
  );
}

export const StatsSectionIsland = island('stats', StatsSection);
