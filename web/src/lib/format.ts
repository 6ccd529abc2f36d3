/** Display formatting shared by the dashboard and settings. */

const PLAN_LABELS: Record<string, string> = {
  FREE: 'Free',
  PRO: 'Pro',
  ANNUAL_PRO: 'Annual Pro',
  THREE_DAY_PASS: '3-Day Pass',
};

export function planLabel(planName: string): string {
  return PLAN_LABELS[planName] ?? planName;
}

const SHARE_TYPE_LABELS: Record<string, string> = {
  PROMPT: 'Prompt',
  FOLDER: 'Folder',
  FOLDERS: 'Folders',
};

/** What a share link holds, as a label: "Prompt", "Folder" or "Folders". */
export function shareTypeLabel(shareType: string): string {
  return SHARE_TYPE_LABELS[shareType] ?? shareType;
}

/**
 * A plan's name with the word for what it is, unless the name says it already: "Pro
 * subscription", but "3-Day Pass", never "3-Day Pass pass".
 */
export function planWithNoun(name: string, noun: string): string {
  const last = name.trim().split(/\s+/).pop()?.toLowerCase();
  return last === noun.toLowerCase() ? name : `${name} ${noun}`;
}

const priceFormats = new Map<string, Intl.NumberFormat>();

/**
 * Money from the server's cents: "$9.99", and "$10" or "$0" for whole amounts. The one place
 * prices are formatted, so every page shows them the same way.
 */
export function formatPrice(cents: number, currency = 'USD', locale?: string): string {
  const whole = cents % 100 === 0;
  // Making a NumberFormat is slow (it loads locale data); the pricing pages format many prices.
  const key = `${locale ?? ''}|${currency.toUpperCase()}|${whole}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.toUpperCase(),
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    priceFormats.set(key, format);
  }
  return format.format(cents / 100);
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(date);
}

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}

/** Today's date in the user's time zone as YYYY-MM-DD. */
export function todayIsoDate(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** A time later today as "3:05 PM"; another day adds the date ("Nov 23, 3:05 PM"). */
export function formatRenewal(iso: string | null | undefined, now = new Date()): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const sameDay = date.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(
    undefined,
    sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(date);
}

/** "just now", "5 min ago", "3 h ago", else a short date. */
export function formatRelative(iso: string | null | undefined, now = new Date()): string {
  if (!iso) return '—';
  const date = new Date(iso);
  const ms = now.getTime() - date.getTime();
  if (Number.isNaN(ms)) return '—';
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(date);
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** A file's size: "512 bytes", "12 KB", "1.5 MB", "2 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
}
