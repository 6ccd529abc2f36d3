/**
 * The toolbar popup: signed out, what Superprompt does and how to sign in (in the web app, whose
 * page hands the extension its session); signed in, the account, Quick generate, the recent
 * prompts and the links to the web app and the options.
 */
import { useState } from 'react';

import { planLabel } from '@web/lib/format';

import { ask, type ExtensionUser } from '@/shared/messages';
import { Brand } from '@/ui/brand';
import { toShownError } from '@/ui/errors';
import { APP_PATHS, openApp } from '@/ui/open';
import { useExtensionState } from '@/ui/use-extension-state';

import { QuickGenerate } from './quick-generate';
import { RecentPrompts } from './recent';
import { SignedOut } from './signed-out';

export function Popup() {
  const { result, reload, markSignedOut } = useExtensionState();
  const [linkError, setLinkError] = useState<string | null>(null);

  const open = (path: string) => {
    setLinkError(null);
    openApp(path, { close: true }).catch((error: unknown) =>
      setLinkError(toShownError(error).message),
    );
  };
  const openOptions = () => {
    setLinkError(null);
    chrome.runtime.openOptionsPage().then(
      () => window.close(),
      (error: unknown) => setLinkError(toShownError(error).message),
    );
  };

  const user = result.status === 'ready' ? result.state.user : null;

  return (
    <div className="popup">
      <header className="popup-header">
        <Brand />
        <button type="button" className="btn btn-ghost btn-sm" onClick={openOptions}>
          Options
        </button>
      </header>
      <main className="popup-main">
        {result.status === 'loading' ? (
          <p className="popup-loading muted" role="status">
            <span className="spinner" aria-hidden="true" /> Loading…
          </p>
        ) : result.status === 'error' ? (
          <div className="stack">
            <p className="alert" role="alert">
              {result.error.message}
            </p>
            <button type="button" className="btn btn-outline" onClick={reload}>
              Try again
            </button>
          </div>
        ) : user ? (
          <SignedIn
            key={user.id}
            user={user}
            defaultTier={result.state.settings.defaultTier}
            open={open}
            onSignedOut={markSignedOut}
          />
        ) : (
          <SignedOut open={open} />
        )}
        {linkError ? (
          <p className="alert" role="alert">
            {linkError}
          </p>
        ) : null}
      </main>
    </div>
  );
}

function SignedIn({
  user,
  defaultTier,
  open,
  onSignedOut,
}: {
  user: ExtensionUser;
  defaultTier: Parameters<typeof QuickGenerate>[0]['defaultTier'];
  open: (path: string) => void;
  onSignedOut: () => void;
}) {
  const [generated, setGenerated] = useState(0);
  const [signingOut, setSigningOut] = useState(false);
  const [signOutError, setSignOutError] = useState<string | null>(null);

  const signOut = async () => {
    setSigningOut(true);
    setSignOutError(null);
    try {
      await ask('SIGN_OUT', {});
      onSignedOut();
    } catch (error) {
      setSignOutError(toShownError(error).message);
      setSigningOut(false);
    }
  };

  return (
    <>
      <section className="account card" aria-label="Your account">
        <div className="account-avatar" aria-hidden="true">
          {initials(user.name || user.email)}
        </div>
        <div className="account-text">
          <p className="account-name">{user.name}</p>
          <p className="account-email muted">{user.email}</p>
        </div>
        <span className="badge" title="Your plan">
          <span className="sr-only">Plan: </span>
          {planLabel(user.planName)}
        </span>
      </section>

      <QuickGenerate
        defaultTier={defaultTier}
        onGenerated={() => setGenerated((n) => n + 1)}
        onSignedOut={onSignedOut}
        onSeePlans={() => open(APP_PATHS.pricing)}
      />

      <RecentPrompts
        refreshKey={generated}
        onSignedOut={onSignedOut}
        onOpenLibrary={() => open(APP_PATHS.library)}
      />

      <nav className="popup-footer" aria-label="Superprompt">
        <button type="button" className="link" onClick={() => open(APP_PATHS.library)}>
          Library
        </button>
        <button type="button" className="link" onClick={() => open(APP_PATHS.settings)}>
          Settings
        </button>
        <button
          type="button"
          className="btn btn-danger btn-sm popup-sign-out"
          onClick={() => void signOut()}
          disabled={signingOut}
        >
          {signingOut ? 'Signing out…' : 'Sign out'}
        </button>
      </nav>
      {signOutError ? (
        <p className="alert" role="alert">
          {signOutError}
        </p>
      ) : null}
    </>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters
    .map((part) => part?.[0] ?? '')
    .join('')
    .toUpperCase();
}
