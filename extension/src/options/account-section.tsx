import { useState } from 'react';

import { planLabel } from '@web/lib/format';

import { ask, type ExtensionUser } from '@/shared/messages';
import { toShownError } from '@/ui/errors';
import { APP_PATHS, openApp } from '@/ui/open';

import { Section } from './section';

export function AccountSection({
  user,
  announce,
}: {
  user: ExtensionUser | null;
  announce: (text: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signOut = async () => {
    setBusy(true);
    setError(null);
    try {
      await ask('SIGN_OUT', {});
      announce('Signed out of the extension.');
    } catch (failure) {
      setError(toShownError(failure).message);
    } finally {
      setBusy(false);
    }
  };

  const signIn = async () => {
    setError(null);
    try {
      await openApp(APP_PATHS.login);
    } catch (failure) {
      setError(toShownError(failure).message);
    }
  };

  return (
    <Section title="Account">
      {user ? (
        <div className="options-row">
          <p>
            Signed in as <strong>{user.name || user.email}</strong>
            {user.name ? <span className="muted"> ({user.email})</span> : null}
            <span className="badge options-plan">{planLabel(user.planName)}</span>
          </p>
          <button
            type="button"
            className="btn btn-danger btn-sm"
            onClick={() => void signOut()}
            disabled={busy}
          >
            {busy ? 'Signing out…' : 'Sign out'}
          </button>
        </div>
      ) : (
        <div className="options-row">
          <p className="muted">
            Not signed in. Sign in on the Superprompt website and the extension connects by itself.
          </p>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => void signIn()}>
            Sign in
          </button>
        </div>
      )}
      {error ? (
        <p className="alert" role="alert">
          {error}
        </p>
      ) : null}
    </Section>
  );
}
