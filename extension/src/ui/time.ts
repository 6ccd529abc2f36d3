const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "just now", "5 minutes ago", "yesterday"… for an RFC 3339 time; "" when it is not one. */
export function timeAgo(at: string, now: Date = new Date()): string {
  const time = Date.parse(at);
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((now.getTime() - time) / 1000);
  if (seconds < 45) return 'just now';
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(-Math.max(1, Math.round(seconds / 60)), 'minute');
}
