import type { SiteAdapter } from './types';

/** claude.ai: a ProseMirror editor inside the composer's fieldset. */
export const claude: SiteAdapter = {
  site: 'claude',
  version: 1,
  hosts: ['claude.ai'],
  composer: [
    'div[contenteditable="true"].ProseMirror',
    '[data-testid="chat-input"][contenteditable="true"]',
    'fieldset div[contenteditable="true"]',
  ],
  editor: 'prosemirror',
  button: { scope: 'fieldset', anchor: 'button[aria-label="Send message"]', position: 'before' },
};
