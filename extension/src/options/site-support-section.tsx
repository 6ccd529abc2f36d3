/**
 * Site support: the chat sites where the extension could not find or use the chat box
 * (kept in chrome.storage.local by the service worker), so a site's redesign is noticed.
 */
import { useEffect, useState } from 'react';

import { FAILURES_KEY, type AdapterFailure } from '@/shared/adapter-failures';
import { toShownError } from '@/ui/errors';

import { Section } from './section';
import { describeFailure, readFailures } from './site-support';

export function SiteSupportSection({ announce }: { announce: (text: string) => void }) {
  const [failures, setFailures] = useState<AdapterFailure[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    chrome.storage.local.get(FAILURES_KEY).then(
      (stored) => {
        if (current) setFailures(readFailures(stored[FAILURES_KEY]));
      },
      (failure: unknown) => {
        if (current) setError(toShownError(failure).message);
      },
    );
    const onChanged = (changes: Record<string, chrome.storage.StorageChange>, area: string) => {
      const change = changes[FAILURES_KEY];
      if (area === 'local' && change) setFailures(readFailures(change.newValue));
    };
    chrome.storage.onChanged.addListener(onChanged);
    return () => {
      current = false;
      chrome.storage.onChanged.removeListener(onChanged);
    };
  }, []);

  const clear = async () => {
    setError(null);
    try {
      await chrome.storage.local.remove(FAILURES_KEY);
      setFailures([]);
      announce('Site support problems cleared.');
    } catch (failure) {
      setError(toShownError(failure).message);
    }
  };

  return (
    <Section
      title="Site support"
      description="Problems the extension met in the chat sites on this browser. Nothing of the page is kept."
    >
      {failures === null ? (
        <p className="muted">Loading…</p>
      ) : failures.length === 0 ? (
        <p className="success">All sites working</p>
      ) : (
        <>
          <ul className="failure-list" aria-label="Site problems">
            {failures.map((failure) => (
              <li key={`${failure.site}-${failure.step}`}>{describeFailure(failure)}</li>
            ))}
          </ul>
          <div>
            <button type="button" className="btn btn-outline btn-sm" onClick={() => void clear()}>
              Clear
            </button>
          </div>
        </>
      )}
      {error ? (
        <p className="alert" role="alert">
          {error}
        </p>
      ) : null}
    </Section>
  );
}
