/**
 * The web-app bridge (`bridge/index.ts`) runs on the configured server's pages. The manifest
 * covers a server on this computer (localhost, 127.0.0.1: `make run`); for any other server the
 * options page asks for permission to its origin, and the bridge is registered there.
 */
import { loadSettings } from '@/shared/settings';

const SCRIPT_ID = 'superprompt-bridge-server';
const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

export function coveredByManifest(serverUrl: string): boolean {
  return LOCAL_HOSTS.includes(new URL(serverUrl).hostname);
}

export async function syncBridgeRegistration(): Promise<void> {
  const { serverUrl } = await loadSettings();
  const registered = await chrome.scripting.getRegisteredContentScripts({ ids: [SCRIPT_ID] });
  if (registered.length > 0) await chrome.scripting.unregisterContentScripts({ ids: [SCRIPT_ID] });
  if (coveredByManifest(serverUrl)) return;
  const origins = [`${serverUrl}/*`];
  if (!(await chrome.permissions.contains({ origins }))) return;
  await chrome.scripting.registerContentScripts([
    {
      id: SCRIPT_ID,
      matches: origins,
      js: ['bridge.js'],
      runAt: 'document_start',
      persistAcrossSessions: true,
    },
  ]);
}
