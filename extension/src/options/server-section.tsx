/**
 * The server the extension talks to. A server other than this computer's needs the permission
 * to run the bridge on its pages (background/bridge-registration.ts), asked from the click
 * itself (the browser only asks during a user gesture); saving another server signs out.
 */
import { useId, useRef, useState, type FormEvent } from 'react';

import { coveredByManifest } from '@/background/bridge-registration';
import { ask } from '@/shared/messages';
import { DEFAULT_SERVER_URL, normalizeServerUrl, type Settings } from '@/shared/settings';
import { toShownError } from '@/ui/errors';

import { Section } from './section';

export function ServerSection({
  current,
  signedIn,
  announce,
  onSaved,
}: {
  current: string;
  signedIn: boolean;
  announce: (text: string) => void;
  onSaved: (settings: Settings) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const normalized = normalizeServerUrl(value);
  const changed = normalized.ok ? normalized.url !== current : value.trim() !== current;

  const fail = (message: string) => {
    setError(message);
    input.current?.focus();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const next = normalizeServerUrl(value);
    if (!next.ok) {
      fail(next.message);
      return;
    }
    setError(null);
    if (next.url === current) {
      setValue(next.url);
      announce(`Already using ${next.url}.`);
      return;
    }
    if (!coveredByManifest(next.url)) {
      // First thing in the click handler: the browser asks only during a user gesture.
      let granted: boolean;
      try {
        granted = await chrome.permissions.request({ origins: [`${next.url}/*`] });
      } catch (failure) {
        fail(toShownError(failure).message);
        return;
      }
      if (!granted) {
        fail(
          `Superprompt needs access to ${next.url} to connect to it: when you sign in on that site, the extension picks up your sign-in there. The server was not saved.`,
        );
        return;
      }
    }
    setSaving(true);
    try {
      const settings = await ask('UPDATE_SETTINGS', { serverUrl: next.url });
      onSaved(settings);
      announce(`Server saved: ${settings.serverUrl}. Sign in there to use the extension.`);
    } catch (failure) {
      fail(toShownError(failure).message);
    } finally {
      setSaving(false);
    }
  };

  const inputId = `${id}-url`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const confirmId = `${id}-confirm`;
  const describedBy = [hintId, error ? errorId : null, changed ? confirmId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <Section
      title="Server"
      description="The Superprompt server the extension talks to: the hosted service or your own."
    >
      <form className="stack" onSubmit={(event) => void save(event)} noValidate>
        <div className="field">
          <label className="label" htmlFor={inputId}>
            Server address
          </label>
          <input
            ref={input}
            id={inputId}
            className="input"
            type="url"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          />
          <p id={hintId} className="hint">
            For example https://superprompt.example.com. http:// only for a server on this computer
            (default {DEFAULT_SERVER_URL}).
          </p>
          {error ? (
            <p id={errorId} className="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        {changed ? (
          <p id={confirmId} className="notice">
            {signedIn
              ? 'Saving a new server signs the extension out. Then sign in on the new server.'
              : 'After saving, sign in on the new server.'}
          </p>
        ) : null}
        <div className="options-actions">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save server'}
          </button>
          {changed ? (
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                setValue(current);
                setError(null);
              }}
            >
              Cancel
            </button>
          ) : null}
        </div>
      </form>
    </Section>
  );
}
