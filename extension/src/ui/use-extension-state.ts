/**
 * The extension's state (signed in as whom, the settings) as the service worker answers
 * GET_STATE, asked again whenever the session (chrome.storage.local) or the settings
 * (chrome.storage.sync) change, so a sign-in or sign-out in the web app shows at once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

import { ask, type ExtensionState } from '@/shared/messages';
import type { Settings } from '@/shared/settings';

import { toShownError, type ShownError } from './errors';

export type StateResult =
  | { status: 'loading' }
  | { status: 'ready'; state: ExtensionState }
  | { status: 'error'; error: ShownError };

export function useExtensionState(): {
  result: StateResult;
  reload: () => void;
  /** Shows signed out at once (a request was refused with SIGNED_OUT); the next change corrects it. */
  markSignedOut: () => void;
  /** Shows settings just saved (the storage change that follows asks again anyway). */
  showSettings: (settings: Settings) => void;
} {
  const [result, setResult] = useState<StateResult>({ status: 'loading' });

  // Only the latest answer counts (a change may come while an earlier GET_STATE is out).
  const latest = useRef(0);

  const reload = useCallback(() => {
    const asked = ++latest.current;
    ask('GET_STATE', {}).then(
      (state) => {
        if (asked === latest.current) setResult({ status: 'ready', state });
      },
      (error: unknown) => {
        if (asked === latest.current) setResult({ status: 'error', error: toShownError(error) });
      },
    );
  }, []);

  useEffect(() => {
    reload();
    const onChanged = (changes: Record<string, chrome.storage.StorageChange>, area: string) => {
      if (area === 'sync' || (area === 'local' && 'session' in changes)) reload();
    };
    chrome.storage.onChanged.addListener(onChanged);
    return () => chrome.storage.onChanged.removeListener(onChanged);
  }, [reload]);

  const markSignedOut = useCallback(() => {
    setResult((current) =>
      current.status === 'ready'
        ? { status: 'ready', state: { ...current.state, user: null } }
        : current,
    );
  }, []);

  const showSettings = useCallback((settings: Settings) => {
    setResult((current) =>
      current.status === 'ready'
        ? { status: 'ready', state: { ...current.state, settings } }
        : current,
    );
  }, []);

  return { result, reload, markSignedOut, showSettings };
}
