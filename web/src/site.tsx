/**
 * The entry of the pre-rendered marketing pages (site.html; see islands/island.tsx).
 *
 * The page arrives as complete HTML. This hydrates only its islands, each as a small React root
 * in place (the header, the Teams banner, the carousel, the forms...), and adds one root of its
 * own for toasts and the local settings. There is no router: links to other pages are normal
 * page loads, and the app's pages (/signin, /dashboard...) load the single-page app (main.tsx).
 */
import '@fontsource/poppins/400.css';
import '@fontsource/poppins/500.css';
import '@fontsource/poppins/600.css';
import '@fontsource/poppins/700.css';
import '@fontsource/comic-neue/400.css';
import '@fontsource/comic-neue/700.css';
import './index.css';

import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { useApplySettings } from './app/hooks/use-apply-settings';
import { useNewPromptShortcut } from './app/hooks/use-new-prompt-shortcut';
import { Toaster } from './components/ui/toaster';
import { IslandRoot, type IslandDefinition } from './islands/island';
import { islandRegistry } from './islands/registry';
import { createQueryClient } from './lib/query-client';
import { documentNavigation } from './lib/site-navigation';

const queryClient = createQueryClient();
const navigation = documentNavigation(window.location.pathname);

function hydrate(element: HTMLElement, definition: IslandDefinition) {
  const { Component } = definition;
  const props = element.dataset.props ? (JSON.parse(element.dataset.props) as object) : {};
  // In a transition, hydration yields to the browser every few milliseconds.
  startTransition(() => {
    hydrateRoot(
      element,
      <IslandRoot queryClient={queryClient} navigation={navigation}>
        <Component {...props} />
      </IslandRoot>,
      element.dataset.islandId ? { identifierPrefix: element.dataset.islandId } : {},
    );
  });
}

for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const name = element.dataset.island ?? '';
  const entry = islandRegistry[name];
  if (!entry) {
    console.warn(`[islands] no island named "${name}"`);
    continue;
  }
  if (typeof entry === 'function') void entry().then((definition) => hydrate(element, definition));
  else hydrate(element, entry);
}

/** What RootLayout does for every app page, minus the router: settings, shortcut, toasts. */
function SiteChrome() {
  useApplySettings();
  useNewPromptShortcut();
  return <Toaster />;
}

const chrome = document.createElement('div');
chrome.dataset.siteChrome = '';
document.body.append(chrome);
createRoot(chrome).render(
  <IslandRoot queryClient={queryClient} navigation={navigation}>
    <SiteChrome />
  </IslandRoot>,
);

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  // After the page has loaded, so it never competes with it.
  window.addEventListener('load', () => {
    void import('./app/register-service-worker').then((m) => m.registerServiceWorker());
  });
}
