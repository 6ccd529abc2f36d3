import type { SiteAdapter } from './types';

/** perplexity.ai: a React-controlled textarea. */
export const perplexity: SiteAdapter = {
  site: 'perplexity',
  version: 1,
  hosts: ['www.perplexity.ai', 'perplexity.ai'],
  composer: ['textarea#ask-input', 'textarea[placeholder*="Ask"]', 'main textarea'],
  editor: 'textarea',
  button: { scope: 'form, main', anchor: 'button[aria-label="Submit"]', position: 'before' },
};
