/**
 * A stand-in for a Chatwoot instance: a real HTTP server on 127.0.0.1 that serves what the
 * web app asks a Chatwoot origin for. `/packs/js/sdk.js` is a small script with the shape of
 * Chatwoot's website SDK: `window.chatwootSDK.run({ websiteToken, baseUrl })` adds the widget
 * frame (`/widget?website_token=…`, a page that says "Support inbox") and a bubble (a button
 * named "Open support chat"), defines `window.$chatwoot` (setUser, setCustomAttributes,
 * toggleBubbleVisibility, reset) and, once the frame has loaded, marks it loaded and
 * dispatches `chatwoot:ready` on window, as the real SDK does. Every call the page makes on
 * `$chatwoot` is recorded in `window.__chatwootCalls`; every request reaching the server is
 * recorded in `requests`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeChatwoot {
  /** The origin to configure as `support.base_url`. */
  baseUrl: string;
  /** Paths (with query) of every request received, in order. */
  requests: string[];
  close: () => Promise<void>;
}

/** What `window.__chatwootCalls` holds: the method's name, then its arguments. */
export type ChatwootCall = [string, ...unknown[]];

const SDK = `
(function () {
  var calls = (window.__chatwootCalls = window.__chatwootCalls || []);
  window.chatwootSDK = {
    run: function (options) {
      calls.push(['run', options]);
      if (window.$chatwoot) return;
      var frame = document.createElement('iframe');
      frame.id = 'chatwoot_live_chat_widget';
      frame.title = 'Support chat';
      frame.src = options.baseUrl + '/widget?website_token=' + encodeURIComponent(options.websiteToken);
      // Shown but never in the way (the real one stays hidden until the bubble is clicked).
      frame.style.cssText =
        'position:fixed;right:20px;bottom:100px;width:200px;height:60px;border:0;pointer-events:none';
      var bubble = document.createElement('button');
      bubble.type = 'button';
      bubble.className = 'woot-widget-bubble';
      bubble.setAttribute('aria-label', 'Open support chat');
      bubble.style.cssText =
        'position:fixed;right:20px;bottom:20px;width:64px;height:64px;border-radius:50%;background:#1f93ff;border:0;z-index:2147483000';
      window.$chatwoot = {
        hasLoaded: false,
        setUser: function (identifier, user) { calls.push(['setUser', identifier, user]); },
        setCustomAttributes: function (attributes) { calls.push(['setCustomAttributes', attributes]); },
        toggleBubbleVisibility: function (visibility) {
          calls.push(['toggleBubbleVisibility', visibility]);
          bubble.hidden = visibility === 'hide';
          frame.hidden = visibility === 'hide';
        },
        reset: function () { calls.push(['reset']); },
      };
      frame.addEventListener('load', function () {
        window.$chatwoot.hasLoaded = true;
        window.dispatchEvent(new CustomEvent('chatwoot:ready'));
      }, { once: true });
      document.body.appendChild(frame);
      document.body.appendChild(bubble);
    },
  };
})();
`;

const WIDGET = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Chat</title></head>
<body><p>Support inbox</p></body></html>`;

export async function startFakeChatwoot(): Promise<FakeChatwoot> {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    requests.push(url);
    const path = url.split('?')[0];
    if (request.method === 'GET' && path === '/packs/js/sdk.js') {
      response.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8' });
      response.end(SDK);
    } else if (request.method === 'GET' && path === '/widget') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(WIDGET);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
