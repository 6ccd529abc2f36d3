/**
 * The keyboard shortcut of "Enhance the draft" (the manifest's `enhance-draft` command). The
 * browser owns shortcuts: the page shows the current one and opens the browser's page to change it.
 */
import { useEffect, useState } from 'react';

import { toShownError } from '@/ui/errors';

import { Section } from './section';

export const ENHANCE_COMMAND = 'enhance-draft';
const SHORTCUTS_PAGE = 'chrome://extensions/shortcuts';

export function ShortcutSection() {
  // undefined: not read yet.
  const [shortcut, setShortcut] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    const read = () => {
      chrome.commands.getAll().then(
        (commands) => {
          if (!current) return;
          setShortcut(commands.find((c) => c.name === ENHANCE_COMMAND)?.shortcut ?? '');
        },
        () => {
          if (current) setShortcut('');
        },
      );
    };
    read();
    // Back from the browser's shortcuts page: show what was set there.
    const onVisible = () => {
      if (document.visibilityState === 'visible') read();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', read);
    return () => {
      current = false;
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', read);
    };
  }, []);

  const change = async () => {
    setError(null);
    try {
      await chrome.tabs.create({ url: SHORTCUTS_PAGE });
    } catch (failure) {
      setError(toShownError(failure).message);
    }
  };

  return (
    <Section
      title="Keyboard shortcut"
      description="Enhance the draft in the chat box without leaving the keyboard."
    >
      <div className="options-row">
        <p>
          Enhance the draft:{' '}
          {shortcut === undefined ? (
            <span className="muted">…</span>
          ) : shortcut ? (
            <kbd className="kbd">{shortcut}</kbd>
          ) : (
            <span className="muted">Not set</span>
          )}
        </p>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void change()}>
          Change shortcut
        </button>
      </div>
      <p className="hint">Your browser keeps the shortcuts: change them on its Extensions page.</p>
      {error ? (
        <p className="alert" role="alert">
          {error}
        </p>
      ) : null}
    </Section>
  );
}
