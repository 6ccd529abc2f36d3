/**
 * The public site's assumptions for the savings sums (spec point 1), the demo video's length and
 * the footer's social links. The operator edits `web/content/marketing.json`; anything it leaves
 * out falls back to the defaults below. Checked at build time (the pre-render imports it), so a
 * typo fails the build rather than showing "NaN minutes".
 *
 * Claims about the deployment itself (how many people use it, prompts written and saved, a
 * rating) and reviews are not built in: the server answers them (siteContent) from its own
 * counts or the operator's `[site]` settings, and the site shows none until it does.
 */
import content from '../../content/marketing.json';

export interface Figures {
  minutesSavedPerDay: number;
  weeklySavingsUsd: number;
  hourlyRateUsd: number;
  breakevenWeek: number;
  taskSeconds: number;
  /** A range, as text: "10-15". */
  manualMinutes: string;
  demoVideoMinutes: number;
}

export interface SocialLink {
  label: string;
  href: string;
}

export interface MarketingContent {
  figures: Figures;
  /** The footer's social links; an empty list hides the row. */
  social: SocialLink[];
}

/** The savings sums' assumptions as the spec states them (spec point 1). */
export const DEFAULT_FIGURES: Figures = {
  minutesSavedPerDay: 30,
  weeklySavingsUsd: 200,
  hourlyRateUsd: 100,
  breakevenWeek: 1,
  taskSeconds: 30,
  manualMinutes: '10-15',
  demoVideoMinutes: 2,
};

// Validated by hand (not zod): this file is part of the landing page's first load.
type Problems = string[];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseFigures(raw: unknown, problems: Problems): Figures {
  if (raw === undefined) return { ...DEFAULT_FIGURES };
  if (!isObject(raw)) {
    problems.push('figures: expected an object');
    return { ...DEFAULT_FIGURES };
  }
  const figures = { ...DEFAULT_FIGURES };
  for (const key of Object.keys(DEFAULT_FIGURES) as (keyof Figures)[]) {
    const value = raw[key];
    if (value === undefined) continue;
    if (key === 'manualMinutes') {
      if (typeof value === 'string' && value.trim() !== '') figures.manualMinutes = value;
      else problems.push('figures.manualMinutes: expected text such as "10-15"');
      continue;
    }
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) {
      figures[key] = value;
    } else {
      problems.push(`figures.${key}: expected a number of 0 or more`);
    }
  }
  return figures;
}

function parseSocial(raw: unknown, problems: Problems): SocialLink[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    problems.push('social: expected a list');
    return [];
  }
  return raw.flatMap((item: unknown, index): SocialLink[] => {
    if (
      isObject(item) &&
      typeof item.label === 'string' &&
      item.label !== '' &&
      typeof item.href === 'string' &&
      /^https?:\/\/\S+$/.test(item.href)
    ) {
      return [{ label: item.label, href: item.href }];
    }
    problems.push(`social[${index}]: needs a label and an http(s) href`);
    return [];
  });
}

/** Settings that used to live here; an old file that still has them fails the build, saying where they went. */
const MOVED_TO_SERVER = ['users', 'savedPrompts', 'rating', 'storeRatings'];

/** Fills in defaults; throws with every problem listed when the file has bad values. */
export function parseMarketingContent(raw: unknown): MarketingContent {
  const problems: Problems = [];
  const source = isObject(raw) ? raw : {};
  if (!isObject(raw)) problems.push('expected a JSON object');
  const figures = isObject(source.figures) ? source.figures : {};
  for (const key of MOVED_TO_SERVER.filter((k) => k in figures)) {
    problems.push(
      `figures.${key}: figures about the deployment come from the server now; set them in [site.figures] (docs/configuration.md)`,
    );
  }
  if ('reviews' in source) {
    problems.push(
      'reviews: reviews come from the server now; write them as [[site.reviews]] (docs/configuration.md)',
    );
  }
  const parsed = {
    figures: parseFigures(source.figures, problems),
    social: parseSocial(source.social, problems),
  };
  if (problems.length > 0) {
    throw new Error(
      `web/content/marketing.json is invalid:\n${problems.map((p) => `- ${p}`).join('\n')}`,
    );
  }
  return parsed;
}

export const marketing = parseMarketingContent(content);
export const figures = marketing.figures;

// The formatters live apart from the content (marketing-format.ts), so an island that only
// formats (the demo video's length, the server's figures) does not ship this file.
export { formatCount, formatNumber, formatRating, formatVideoLength } from './marketing-format';
