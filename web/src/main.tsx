import '@fontsource/poppins/400.css';
import '@fontsource/poppins/500.css';
import '@fontsource/poppins/600.css';
import '@fontsource/poppins/700.css';
import '@fontsource/comic-neue/400.css';
import '@fontsource/comic-neue/700.css';
import './index.css';

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from './app/app';
import { createAppRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');
const container: HTMLElement = root;

/**
 * Marketing pages arrive pre-rendered (see entry-server.tsx). The router first loads the
 * current page's code (lazy routes, loaders) while that static markup stays on screen; then
 * React hydrates it: it takes over the existing DOM instead of building it again, in small
 * slices, so the page is never blocked for long. Other pages come as the empty shell
 * (app.html) and render from scratch.
 */
const router = createAppRouter();

function mount() {
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  if (container.firstElementChild) {
    // In a transition, hydration also yields to the browser every few milliseconds.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

if (router.state.initialized) {
  mount();
} else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    mount();
  });
}

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  // After the page has loaded, so it never competes with it.
  window.addEventListener('load', () => {
    void import('./app/register-service-worker').then((m) => m.registerServiceWorker());
  });
}
