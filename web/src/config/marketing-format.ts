/** How the marketing figures read (the figures come from the server: siteContent). */

/** 200000 -> "200,000+" (counts are floors, so they read as "at least"). */
export function formatCount(value: number): string {
  return `${formatNumber(value)}+`;
}

/** 1234 -> "1,234" (an exact number, such as how many ratings an average is of). */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat('en-US').format(value);
}

/** 0.5 -> "30 s", 2 -> "2 min". */
export function formatVideoLength(minutes: number): string {
  return minutes < 1 ? `${Math.round(minutes * 60)} s` : `${minutes} min`;
}

/** 4.8 -> "4.8" and 5 -> "5.0". */
export function formatRating(value: number): string {
  return value.toFixed(1);
}
