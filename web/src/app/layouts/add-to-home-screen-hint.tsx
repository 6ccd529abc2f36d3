import { Share, X } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';

const DISMISSED_KEY = 'superprompt.a2hsDismissed';

/** iOS Safari, not already running from the home screen. */
export function isIosSafariBrowser(
  nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> & { standalone?: boolean } = navigator,
  standaloneQuery = typeof window.matchMedia === 'function'
    ? window.matchMedia('(display-mode: standalone)').matches
    : false,
): boolean {
  const ua = nav.userAgent;
  const iOS = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && nav.maxTouchPoints > 1);
  const safari = /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(ua);
  const standalone = nav.standalone === true || standaloneQuery;
  return iOS && safari && !standalone;
}

function initiallyVisible(): boolean {
  // Pre-rendering (no browser): the hint is for iOS Safari only, so leave it out.
  if (typeof navigator === 'undefined' || typeof window === 'undefined') return false;
  try {
    if (localStorage.getItem(DISMISSED_KEY) === '1') return false;
  } catch {
    // storage unavailable: still show it
  }
  return isIosSafariBrowser();
}

const noSubscription = () => () => {};

/** The mobile menu's "Add to Home Screen" hint (spec point 2), dismissible. */
export function AddToHomeScreenHint() {
  // Read through useSyncExternalStore so the pre-rendered page (no hint) hydrates cleanly and
  // the hint appears right after on iOS Safari.
  const eligible = useSyncExternalStore(noSubscription, initiallyVisible, () => false);
  const [dismissed, setDismissed] = useState(false);
  if (!eligible || dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // ignore
    }
  };
  return (
    <div className="flex items-start gap-3 rounded-lg border border-border bg-accent p-3 text-sm text-accent-foreground">
      <Share className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p className="flex-1">
        <strong className="font-semibold">Add to Home Screen:</strong> tap Share, then “Add to Home
        Screen” to open Superprompt like an app.
      </p>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss the Add to Home Screen hint"
        className="rounded-md p-1 hover:bg-background/60 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
