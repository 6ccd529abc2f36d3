/**
 * A chat site, as data: where its chat box (the "composer") is, what kind of editor it is and
 * where the Enhance button goes. Everything site-specific lives in one such object per site
 * (`chatgpt.ts`, `claude.ts`, …); the code that uses them (`index.ts`, `../editor.ts`) is
 * generic. When a site is redesigned, its file is the one to fix (and its `version` bumped, so
 * the options page's "Site support" tells old failures from new ones).
 */

/** How the composer is edited: decides how the draft is read and written (`../editor.ts`). */
export type EditorKind = 'prosemirror' | 'contenteditable' | 'quill' | 'textarea';

/** Where the button goes, relative to its anchor (`Element.insertAdjacentElement`'s four places). */
export type ButtonPosition = 'before' | 'after' | 'prepend' | 'append';

export interface ButtonPlacement {
  /**
   * Where to look for the anchor: the composer's closest ancestor matching this selector
   * (else the whole document).
   */
  scope?: string;
  /** The element the button is placed against (the first match in the scope). */
  anchor: string;
  position: ButtonPosition;
}

export interface SiteAdapter {
  /** The site's name as the extension reports it (TRACK_USE, ADAPTER_FAILED, EnhanceStart). */
  site: string;
  /** Bumped on every change of this adapter. */
  version: number;
  /** The host names it runs on (exact matches). */
  hosts: readonly string[];
  /** Selectors of the composer, in order: the first one matching a visible element wins. */
  composer: readonly string[];
  editor: EditorKind;
  /** Where the Enhance button goes; without a match, right after the composer. */
  button: ButtonPlacement;
}
