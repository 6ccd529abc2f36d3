/**
 * Marketing figures and reviews. The operator edits `web/content/marketing.json`; anything it
 * leaves out falls back to the product’s published figures (spec point 1). Checked at
 * build time (the pre-render imports it), so a typo fails the build rather than showing "NaN users".
 */
import content from '../../content/marketing.json';

export interface Figures {
  users: number;
  savedPrompts: number;
  rating: number;
  storeRatings: number;
  minutesSavedPerDay: number;
  weeklySavingsUsd: number;
  hourlyRateUsd: number;
  breakevenWeek: number;
  taskSeconds: number;
  /** A range, as text: "10-15". */
  manualMinutes: string;
  demoVideoMinutes: number;
}

export interface Review {
  rating: number;
  text: string;
  name: string;
  designation?: string;
}

export interface SocialLink {
  label: string;
  href: string;
}

export interface MarketingContent {
  figures: Figures;
  reviews: Review[];
  /** The footer's social links; an empty list hides the row. */
  social: SocialLink[];
}

/** The product's published figures (spec point 1). */
export const DEFAULT_FIGURES: Figures = {
  users: 200_000,
  savedPrompts: 10_000,
  rating: 4.8,
  storeRatings: 290,
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
    const max = key === 'rating' ? 5 : Number.POSITIVE_INFINITY;
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max) {
      figures[key] = value;
    } else {
      problems.push(
        `figures.${key}: expected a number${key === 'rating' ? ' from 0 to 5' : ' of 0 or more'}`,
      );
    }
  }
  return figures;
}

function parseReviews(raw: unknown, problems: Problems): Review[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    problems.push('reviews: expected a list');
    return [];
  }
  return raw.flatMap((item: unknown, index): Review[] => {
    const at = `reviews[${index}]`;
    if (
      !isObject(item) ||
      typeof item.text !== 'string' ||
      item.text.trim() === '' ||
      typeof item.name !== 'string' ||
      item.name.trim() === '' ||
      typeof item.rating !== 'number' ||
      !Number.isInteger(item.rating) ||
      item.rating < 1 ||
      item.rating > 5
    ) {
      problems.push(`${at}: needs text, name and a whole-number rating from 1 to 5`);
      return [];
    }
    const review: Review = { rating: item.rating, text: item.text, name: item.name };
    if (typeof item.designation === 'string' && item.designation.trim() !== '') {
      review.designation = item.designation;
    }
    return [review];
  });
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

/** Fills in defaults; throws with every problem listed when the file has bad values. */
export function parseMarketingContent(raw: unknown): MarketingContent {
  const problems: Problems = [];
  const source = isObject(raw) ? raw : {};
  if (!isObject(raw)) problems.push('expected a JSON object');
  const parsed = {
    figures: parseFigures(source.figures, problems),
    reviews: parseReviews(source.reviews, problems),
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
// formats (the demo video's length) does not ship the reviews.
export { formatCount, formatRating, formatVideoLength } from './marketing-format';
