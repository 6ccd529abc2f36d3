/**
 * How the service worker (vite.config.ts, Workbox) answers navigations.
 *
 * - App routes get the precached app shell (`/app.html`), online or not.
 * - The server's own routes always go to the server (`serverOnlyPaths`).
 * - The pre-rendered marketing pages (entry-server.tsx's `prerenderPaths`) go to the server
 *   first, so returning visitors get the same pre-rendered page with its islands as a first
 *   visit, not the app rendering it from the shell; the last copy seen is kept for offline use,
 *   and the app shell answers when there is none.
 */

/** Paths the server answers itself: never the app shell. */
export const serverOnlyPaths = [
  /^\/graphql/,
  /^\/api\//,
  /^\/auth\//,
  /^\/webhooks\//,
  /^\/healthz/,
  /^\/readyz/,
  /^\/metrics/,
  /^\/share\//,
  /^\/embed\//,
  /^\/sitemap\.xml$/,
  /^\/robots\.txt$/,
];

/** The paths of the pre-rendered pages, after the leading slash. */
const PRE_RENDERED =
  '(?:|features(?:/[^/?#]+)?|prompt-engineering-guide(?:/[^/?#]+)?|pricing|faq|contact-us|cancel-refund|privacy-policy)/?';

/** A pre-rendered page's path. */
export const preRenderedPath = new RegExp(`^/${PRE_RENDERED}$`);

/** A pre-rendered page's URL, as Workbox matches runtime routes (the whole href). */
export const preRenderedUrl = new RegExp(`^https?://[^/]+/${PRE_RENDERED}(?:[?#].*)?$`);
