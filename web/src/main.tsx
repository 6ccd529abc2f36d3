import '@fontsource/poppins/400.css';
import '@fontsource/poppins/500.css';
import '@fontsource/poppins/600.css';
import '@fontsource/poppins/700.css';
import '@fontsource/comic-neue/400.css';
import '@fontsource/comic-neue/700.css';
import './index.css';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { createAppRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');
const container: HTMLElement = root;

/**
 * The single-page app, for every route. It always starts from the empty shell (app.html): the
 * pre-rendered marketing pages load site.tsx instead, which hydrates only their islands.
 * Client-side navigation from inside the app to a marketing route renders that page here.
 * It mounts once the router has loaded the first page's code (lazy routes, loaders).
 */
const router = createAppRouter();

function mount() {
  const reactRoot = createRoot(container);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
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
