/**
 * The entry of the pre-rendered marketing pages (site.html; see islands/island.tsx).
 *
 * The page arrives as complete HTML and is shown as it is. Only once the browser has painted
 * it does this load React and hydrate the page's islands (islands/hydrate.tsx): the first paint
 * never waits for JavaScript, on slow phones included. A button pressed in the meantime is
 * pressed again once its island listens (islands/early-clicks.ts).
 */
import '@fontsource/poppins/400.css';
import '@fontsource/poppins/500.css';
import '@fontsource/poppins/600.css';
import '@fontsource/poppins/700.css';
import '@fontsource/comic-neue/400.css';
import '@fontsource/comic-neue/700.css';
import './index.css';

import { holdEarlyClicks } from './islands/early-clicks';

const earlyClicks = holdEarlyClicks();

let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./islands/hydrate').then(({ hydrateIslands }) => hydrateIslands(earlyClicks));
}

// After the next frame has been painted; a hidden tab paints no frames, so it starts at once.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  // After the page has loaded, so it never competes with it.
  window.addEventListener('load', () => {
    void import('./app/register-service-worker').then((m) => m.registerServiceWorker());
  });
}
