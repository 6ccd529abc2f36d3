/**
 * The entry of the pre-rendered marketing pages (site.html; see lib/island.tsx).
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

/**
 * Starts once the browser reports the first contentful paint (the paint has been presented, not
 * just produced), so the islands' code is requested only after the page is on screen. Without
 * paint timing: after the next frame. A hidden tab paints nothing, so it starts at once; and
 * it never waits longer than 3 s.
 */
function afterFirstPaint(run: () => void) {
  if (document.visibilityState === 'hidden') return run();
  const fallback = setTimeout(run, 3000);
  const go = () => {
    clearTimeout(fallback);
    setTimeout(run, 0);
  };
  if (
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes.includes('paint')
  ) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      go();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(go);
  }
}

afterFirstPaint(start);

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  // After the page has loaded, so it never competes with it.
  window.addEventListener('load', () => {
    void import('./app/register-service-worker').then((m) => m.registerServiceWorker());
  });
}
