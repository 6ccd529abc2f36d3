/**
 * The content script of the chat sites (ChatGPT, Claude, Gemini, Perplexity): one IIFE,
 * `content.js`. It runs the site's adapter (`adapters/`) through `ContentApp`.
 */
import { adapterForHost } from './adapters';
import { ContentApp } from './app';

declare global {
  interface Window {
    __superpromptContent?: boolean;
  }
}

function main(): void {
  // Once per page, in the top frame only (a re-injected script after an update stays quiet).
  if (window.top !== window || window.__superpromptContent) return;
  const adapter = adapterForHost(window.location.hostname);
  if (!adapter) return;
  window.__superpromptContent = true;
  new ContentApp(adapter).start();
}

main();
