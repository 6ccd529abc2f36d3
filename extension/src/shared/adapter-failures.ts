/**
 * Which site adapter failed, kept on this browser (chrome.storage.local) and shown in the
 * options page ("Site support"), so that a chat site's redesign is noticed and fixed in that
 * site's adapter file. Nothing of the page is kept: the site, the adapter's version, the step
 * that failed and when.
 */
export type AdapterStep = 'find-composer' | 'read-draft' | 'write-draft';

export interface AdapterFailure {
  site: string;
  adapterVersion: number;
  step: AdapterStep;
  count: number;
  /** RFC 3339. */
  lastAt: string;
}

export const FAILURES_KEY = 'adapterFailures';

/** Adds one failure to the record (one entry per site and step). */
export function recordFailure(
  failures: AdapterFailure[],
  failure: Omit<AdapterFailure, 'count' | 'lastAt'>,
  now: Date,
): AdapterFailure[] {
  const existing = failures.find((f) => f.site === failure.site && f.step === failure.step);
  const updated: AdapterFailure = {
    ...failure,
    count: (existing?.count ?? 0) + 1,
    lastAt: now.toISOString(),
  };
  return [updated, ...failures.filter((f) => f !== existing)].slice(0, 20);
}
