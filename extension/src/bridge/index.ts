/**
 * The content script on the web app's own pages (the configured server's origin only): the
 * extension's side of the bridge that web/README.md ("The browser extension bridge") and
 * `web/src/lib/extension-bridge.ts` describe.
 *
 * - It marks the page (`<html data-superprompt-extension="<version>">`) so the app knows the
 *   extension is there.
 * - SIGNED_IN (with the session the app minted for the extension with `connectExtension`) and
 *   SIGNED_OUT, posted by the page itself, go to the service worker, which keeps or drops the
 *   session. Messages from other frames, other origins or of another shape are ignored.
 * - When the extension has no session it posts REQUEST_SESSION once; a signed-in page answers.
 */
import { ask, type StoredSession } from '@/shared/messages';
import { loadSettings } from '@/shared/settings';

const WEB_SOURCE = 'superprompt-web';
const EXTENSION_SOURCE = 'superprompt-extension';

type WebMessage = { type: 'SIGNED_IN'; session: StoredSession } | { type: 'SIGNED_OUT' };

function parse(event: MessageEvent): WebMessage | null {
  if (event.source !== window || event.origin !== window.location.origin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  if (record.source !== WEB_SOURCE) return null;
  if (record.type === 'SIGNED_OUT') return { type: 'SIGNED_OUT' };
  if (
    record.type === 'SIGNED_IN' &&
    typeof record.session === 'object' &&
    record.session !== null
  ) {
    return { type: 'SIGNED_IN', session: record.session as StoredSession };
  }
  return null;
}

async function start(): Promise<void> {
  const { serverUrl } = await loadSettings();
  if (window.location.origin !== serverUrl || window.top !== window) return;
  const origin = window.location.origin;
  window.addEventListener('message', (event) => {
    const message = parse(event);
    if (!message) return;
    const sent =
      message.type === 'SIGNED_IN'
        ? ask('WEB_SIGNED_IN', { session: message.session, origin })
        : ask('WEB_SIGNED_OUT', { origin });
    sent.catch((error: unknown) =>
      console.warn('[superprompt] the extension did not take the session', error),
    );
  });
  document.documentElement.dataset.superpromptExtension = chrome.runtime.getManifest().version;
  const state = await ask('GET_STATE', {});
  if (!state.user) {
    window.postMessage({ source: EXTENSION_SOURCE, type: 'REQUEST_SESSION' }, origin);
  }
}

void start();
