/** Links from the extension's pages: the web app's pages open in a tab through the service worker. */
import { ask } from '@/shared/messages';

/** Opens a page of the web app (e.g. `/login`); `close` closes this page after (the popup). */
export async function openApp(path: string, { close = false } = {}): Promise<void> {
  await ask('OPEN_APP', { path });
  if (close) window.close();
}

export const APP_PATHS = {
  login: '/login',
  signup: '/signup',
  pricing: '/pricing',
  library: '/dashboard/library',
  settings: '/dashboard/settings',
} as const;
