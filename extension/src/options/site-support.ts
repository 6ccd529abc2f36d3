/** How the options page words the site adapters' failures (shared/adapter-failures.ts). */
import type { AdapterFailure, AdapterStep } from '@/shared/adapter-failures';

const STEPS: Record<AdapterStep, string> = {
  'find-composer': 'the chat box was not found',
  'read-draft': 'the draft in the chat box could not be read',
  'write-draft': 'the prompt could not be written into the chat box',
};

const SITES: Record<string, string> = {
  chatgpt: 'ChatGPT',
  claude: 'Claude',
  gemini: 'Gemini',
  perplexity: 'Perplexity',
};

export function siteName(site: string): string {
  return SITES[site.toLowerCase()] ?? site;
}

/** "ChatGPT: the chat box was not found (3 times, last 27 Nov 2026, 10:00)". */
export function describeFailure(failure: AdapterFailure, locale?: string): string {
  const step = STEPS[failure.step] ?? `the step "${failure.step}" failed`;
  const times = failure.count === 1 ? 'once' : `${failure.count} times`;
  const at = Date.parse(failure.lastAt);
  const last = Number.isNaN(at)
    ? ''
    : `, last ${new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at)}`;
  return `${siteName(failure.site)}: ${step} (${times}${last})`;
}

/** What storage holds under FAILURES_KEY, keeping only well-formed entries. */
export function readFailures(value: unknown): AdapterFailure[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (f): f is AdapterFailure =>
      typeof f === 'object' &&
      f !== null &&
      typeof (f as AdapterFailure).site === 'string' &&
      typeof (f as AdapterFailure).step === 'string' &&
      typeof (f as AdapterFailure).count === 'number' &&
      typeof (f as AdapterFailure).lastAt === 'string',
  );
}
