/**
 * The dashboard's presentation rules (spec point 9): one-decimal rates, money, the colour of a
 * threshold, the six-colour chart palette and the relative age of "last updated".
 */
import type { AnalyticsPeriod, AnalyticsTone } from '@/lib/gql/graphql';

// The thresholds themselves (conversion rate >= 20 green, >= 10 yellow; avg time <= 3 days
// green, <= 7 yellow; a code's churn rate <= 10 green, <= 25 yellow; else red) are applied on
// the server, which sends each figure's tone: the rule lives once, in the domain crate.

/** The charts' colours, in order (docs/analytics.md). */
export const CHART_PALETTE = ['#6366f1', '#22c55e', '#f59e0b', '#ef4444', '#06b6d4', '#a855f7'];

export const PERIODS: { value: AnalyticsPeriod; label: string }[] = [
  { value: 'ALL_TIME', label: 'All Time' },
  { value: 'LAST_7_DAYS', label: 'Last 7 Days' },
  { value: 'LAST_30_DAYS', label: 'Last 30 Days' },
  { value: 'LAST_90_DAYS', label: 'Last 90 Days' },
];

/** A rate with one decimal: `12.5%`. */
export function formatRate(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** Days with one decimal: `2.5 days`. */
export function formatDays(value: number): string {
  return `${value.toFixed(1)} days`;
}

export function formatMoney(value: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);
}

export function formatCount(value: number): string {
  return new Intl.NumberFormat('en-US').format(value);
}

/** Text colours readable on cards in light and dark mode. */
export const TONE_CLASS: Record<AnalyticsTone, string> = {
  GREEN: 'text-green-700 dark:text-green-400',
  YELLOW: 'text-amber-700 dark:text-amber-400',
  RED: 'text-red-700 dark:text-red-400',
};

/** What a screen reader hears for a tone. */
export const TONE_LABEL: Record<AnalyticsTone, string> = {
  GREEN: 'good',
  YELLOW: 'fair',
  RED: 'poor',
};

/** "5 minutes ago", "3 hours ago", "2 days ago" (spec point 9: minutes, hours or days). */
export function relativeAge(iso: string, now = new Date()): string {
  const ms = Math.max(0, now.getTime() - new Date(iso).getTime());
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}

/** `2026-11-16` as `Nov 16, 2026` (a calendar date, so read as UTC). */
export function formatDay(date: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date.slice(0, 10)}T00:00:00Z`),
  );
}

/** `2026-11-16` as `Nov 16` for chart axes. */
export function formatShortDay(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
}

export function formatDateTimeUtc(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));
}
