import type { SiteAdapter } from './types';

/** chatgpt.com (and the old chat.openai.com): a ProseMirror editor in the composer form. */
export const chatgpt: SiteAdapter = {
  site: 'chatgpt',
  version: 1,
  hosts: ['chatgpt.com', 'chat.openai.com'],
  composer: ['#prompt-textarea.ProseMirror', 'div.ProseMirror[contenteditable="true"]'],
  editor: 'prosemirror',
  button: { scope: 'form', anchor: '[data-testid="send-button"]', position: 'before' },
};
