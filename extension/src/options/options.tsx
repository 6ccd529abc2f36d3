/**
 * The options page (in a tab): the server the extension talks to, the default tier of the
 * Enhance button, the keyboard shortcut (the browser's own), the account, the site adapters'
 * failures and the version. Saves are confirmed in one status message.
 */
import { useCallback, useState } from 'react';

import { Brand } from '@/ui/brand';
import { useExtensionState } from '@/ui/use-extension-state';

import { AccountSection } from './account-section';
import { ServerSection } from './server-section';
import { ShortcutSection } from './shortcut-section';
import { SiteSupportSection } from './site-support-section';
import { TierSection } from './tier-section';

export function Options() {
  const { result, reload, showSettings } = useExtensionState();
  // A counter with the message, so saving the same thing twice is announced twice.
  const [status, setStatus] = useState<{ text: string; n: number }>({ text: '', n: 0 });
  const announce = useCallback((text: string) => setStatus((s) => ({ text, n: s.n + 1 })), []);
  const version = chrome.runtime.getManifest().version;

  return (
    <div className="options">
      <header className="options-header">
        <Brand suffix="for your browser" />
      </header>
      <main className="options-main">
        <h1 className="options-title">Options</h1>
        <p role="status" className={status.text ? 'notice options-status' : 'options-status'}>
          <span key={status.n}>{status.text}</span>
        </p>

        {result.status === 'loading' ? (
          <p className="muted">
            <span className="spinner" aria-hidden="true" /> Loading…
          </p>
        ) : result.status === 'error' ? (
          <div className="alert stack" role="alert">
            <p>{result.error.message}</p>
            <div>
              <button type="button" className="btn btn-outline btn-sm" onClick={reload}>
                Try again
              </button>
            </div>
          </div>
        ) : (
          <>
            <AccountSection user={result.state.user} announce={announce} />
            <ServerSection
              key={result.state.settings.serverUrl}
              current={result.state.settings.serverUrl}
              signedIn={result.state.user !== null}
              announce={announce}
              onSaved={showSettings}
            />
            <TierSection
              current={result.state.settings.defaultTier}
              announce={announce}
              onSaved={showSettings}
            />
          </>
        )}
        <ShortcutSection />
        <SiteSupportSection announce={announce} />

        <footer className="options-footer hint">
          <p>Superprompt extension version {version}</p>
        </footer>
      </main>
    </div>
  );
}
