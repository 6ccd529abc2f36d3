/**
 * Hydrates a pre-rendered marketing page (loaded by site.tsx once the page has been painted).
 *
 * The page arrives as complete HTML. This hydrates only its islands (lib/island.tsx), each
 * as a small React root in place (the header, the Teams banner, the carousel, the forms...),
 * and adds one root of its own for toasts and the local settings. An island on screen is
 * hydrated at once; one further down when it comes within a screen of the viewport, so the
 * first moments of a visit only run what the visitor sees. There is no router: links to other
 * pages are normal page loads, and the app's pages (/signin, /dashboard...) load the
 * single-page app (main.tsx).
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { useApplySettings } from '@/app/hooks/use-apply-settings';
import { useNewPromptShortcut } from '@/app/hooks/use-new-prompt-shortcut';
import { Toaster } from '@/components/ui/toaster';
import { SupportChat } from '@/features/support/components/support-chat';
import { IslandRoot, type IslandDefinition } from '@/lib/island';
import { completeCanonical } from '@/lib/page-meta';
import { createQueryClient } from '@/lib/query-client';
import { documentNavigation } from '@/lib/site-navigation';

import type { EarlyClicks } from './early-clicks';
import { islandRegistry } from './registry';

const queryClient = createQueryClient();
const navigation = documentNavigation(window.location.pathname);

function hydrate(element: HTMLElement, definition: IslandDefinition, early: EarlyClicks) {
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
  early.release(element);
}

function load(element: HTMLElement, early: EarlyClicks) {
  const name = element.dataset.island ?? '';
  const entry = islandRegistry[name];
  if (!entry) {
    console.warn(`[islands] no island named "${name}"`);
    return;
  }
  if (typeof entry === 'function') {
    void entry().then((definition) => hydrate(element, definition, early));
  } else {
    hydrate(element, entry, early);
  }
}

/**
 * What to watch for an island's marker (`display: contents`, so it has no box of its own): its
 * first element, else its parent (an inline island holding only text). None: it renders
 * nothing, like the signed-in redirect, and is hydrated at once.
 */
function boxOf(element: HTMLElement): Element | null {
  if (element.firstElementChild) return element.firstElementChild;
  return element.textContent ? element.parentElement : null;
}

function onScreen(box: Element): boolean {
  const rect = box.getBoundingClientRect();
  return rect.bottom >= 0 && rect.top <= window.innerHeight;
}

/**
 * What RootLayout does for every app page, minus the router: settings, shortcut, toasts, the
 * support chat.
 */
function SiteChrome() {
  useApplySettings();
  useNewPromptShortcut();
  return (
    <>
      <Toaster />
      <SupportChat />
    </>
  );
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

/**
 * Hydrates the islands on screen now and the others as they come near, then marks the page
 * (`<html data-islands="hydrated">`).
 */
export function hydrateIslands(early: EarlyClicks) {
  const later = new Map<Element, HTMLElement[]>();
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              observer?.unobserve(entry.target);
              for (const element of later.get(entry.target) ?? []) load(element, early);
              later.delete(entry.target);
            }
          },
          { rootMargin: '100% 0px' },
        )
      : null;
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const box = boxOf(element);
    if (!box || !observer || onScreen(box)) {
      load(element, early);
      continue;
    }
    later.set(box, [...(later.get(box) ?? []), element]);
    observer.observe(box);
  }
  mountChrome();
  completeCanonical();
  document.documentElement.dataset.islands = 'hydrated';
}
