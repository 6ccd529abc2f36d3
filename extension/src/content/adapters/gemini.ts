import type { SiteAdapter } from './types';

/** gemini.google.com: a Quill editor inside the `rich-textarea` element. */
export const gemini: SiteAdapter = {
  site: 'gemini',
  version: 1,
  hosts: ['gemini.google.com'],
  composer: [
    'rich-textarea .ql-editor[contenteditable="true"]',
    '.ql-editor[contenteditable="true"]',
  ],
  editor: 'quill',
  button: { scope: 'input-area-v2, .input-area', anchor: 'button.send-button', position: 'before' },
};
