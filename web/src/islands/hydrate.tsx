/**
 * Hydrates a pre-rendered marketing page (loaded by site.tsx once the page has been painted).
 *
 * The page arrives as complete HTML. This hydrates only its islands (islands/island.tsx), each
 * as a small React root in place (the header, the Teams banner, the carousel, the forms...),
 * and adds one root of its own for toasts and the local settings. There is no router: links to
 * other pages are normal page loads, and the app's pages (/signin, /dashboard...) load the
 * single-page app (main.tsx).
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { useApplySettings } from '@/app/hooks/use-apply-settings';
import { useNewPromptShortcut } from '@/app/hooks/use-new-prompt-shortcut';
import { Toaster } from '@/components/ui/toaster';
import { completeCanonical } from '@/lib/page-meta';
import { createQueryClient } from '@/lib/query-client';
import { documentNavigation } from '@/lib/site-navigation';

import { IslandRoot, type IslandDefinition } from './island';
import { islandRegistry } from './registry';

const queryClient = createQueryClient();
const navigation = documentNavigation(window.location.pathname);

/** Islands not hydrated yet (an island loaded on demand is, until its code has arrived). */
let waiting = 0;
function hydrated() {
  waiting -= 1;
  if (waiting === 0) document.documentElement.dataset.islands = 'hydrated';
}

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
  hydrated();
}

/** Hydrates every island on the page; the small ones at once, in this task. */
export function hydrateIslands() {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  waiting = elements.length + 1;
  for (const element of elements) {
    const name = element.dataset.island ?? '';
    const entry = islandRegistry[name];
    if (!entry) {
      console.warn(`[islands] no island named "${name}"`);
      hydrated();
      continue;
    }
    if (typeof entry === 'function')
      void entry().then((definition) => hydrate(element, definition));
    else hydrate(element, entry);
  }
  mountChrome();
  completeCanonical();
  hydrated();
}

/** What RootLayout does for every app page, minus the router: settings, shortcut, toasts. */
function SiteChrome() {
  useApplySettings();
  useNewPromptShortcut();
  return <Toaster />;
}

function mountChrome() {
  const chrome = document.createElement('div');
  chrome.dataset.siteChrome = '';
  document.body.append(chrome);
  createRoot(chrome).render(
    <IslandRoot queryClient={queryClient} navigation={navigation}>
      <SiteChrome />
    </IslandRoot>,
  );
}
