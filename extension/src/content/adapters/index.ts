/**
 * The site adapters and the generic code that applies them: which adapter a page's host has,
 * where its composer is (the first selector, in the adapter's order, matching a visible element)
 * and where the Enhance button goes.
 */
import { chatgpt } from './chatgpt';
import { claude } from './claude';
import { gemini } from './gemini';
import { perplexity } from './perplexity';
import type { ButtonPosition, SiteAdapter } from './types';

export type { ButtonPosition, EditorKind, SiteAdapter } from './types';

export const ADAPTERS: readonly SiteAdapter[] = [chatgpt, claude, gemini, perplexity];

/** The adapter of a host name (`location.hostname`), if the extension supports that site. */
export function adapterForHost(
  host: string,
  adapters: readonly SiteAdapter[] = ADAPTERS,
): SiteAdapter | null {
  const name = host.toLowerCase().replace(/\.$/, '');
  return adapters.find((adapter) => adapter.hosts.includes(name)) ?? null;
}

/** Whether an element is shown (the browser's own check where it has one). */
export function isShown(element: Element): boolean {
  if (!element.isConnected) return false;
  if (element.closest('[hidden], [inert]')) return false;
  const shown = element as Element & { checkVisibility?: () => boolean };
  return typeof shown.checkVisibility === 'function' ? shown.checkVisibility() : true;
}

function isEditable(element: Element): element is HTMLElement {
  if (element instanceof HTMLTextAreaElement) return !element.disabled && !element.readOnly;
  if (!(element instanceof HTMLElement)) return false;
  // jsdom has no isContentEditable: the attribute then.
  if (typeof element.isContentEditable === 'boolean') return element.isContentEditable;
  const value = element.closest('[contenteditable]')?.getAttribute('contenteditable');
  return value === '' || value === 'true' || value === 'plaintext-only';
}

/**
 * The composer: for each selector in order, the first visible, editable element it matches.
 * A selector that is not valid CSS (a typo in an adapter) is skipped.
 */
export function findComposer(
  adapter: SiteAdapter,
  root: ParentNode = document,
): HTMLElement | null {
  for (const selector of adapter.composer) {
    let matches: Element[];
    try {
      matches = [...root.querySelectorAll(selector)];
    } catch {
      continue;
    }
    const found = matches.find((element) => isEditable(element) && isShown(element));
    if (found) return found as HTMLElement;
  }
  return null;
}

export interface Placement {
  anchor: Element;
  position: ButtonPosition;
}

/** Where the button goes for this composer: the adapter's anchor, else right after the composer. */
export function buttonPlacement(adapter: SiteAdapter, composer: HTMLElement): Placement {
  const { scope, anchor, position } = adapter.button;
  let root: ParentNode | null = document;
  try {
    if (scope) root = composer.closest(scope) ?? document;
    const found = root.querySelector(anchor);
    // Never inside the editor itself: the button would become part of the draft.
    if (found && !composer.contains(found) && !found.contains(composer)) {
      return { anchor: found, position };
    }
    if (found && found.contains(composer) && (position === 'prepend' || position === 'append')) {
      return { anchor: found, position };
    }
  } catch {
    // An invalid selector: the fallback.
  }
  return { anchor: composer, position: 'after' };
}

const WHERE: Record<ButtonPosition, InsertPosition> = {
  before: 'beforebegin',
  after: 'afterend',
  prepend: 'afterbegin',
  append: 'beforeend',
};

/** Whether `element` already sits at `placement`. */
export function isPlaced(element: Element, { anchor, position }: Placement): boolean {
  switch (position) {
    case 'before':
      return anchor.previousElementSibling === element;
    case 'after':
      return anchor.nextElementSibling === element;
    case 'prepend':
      return anchor.firstElementChild === element;
    case 'append':
      return anchor.lastElementChild === element;
  }
}

/** Puts `element` at `placement` (moving it if it is elsewhere). */
export function place(element: Element, placement: Placement): void {
  if (isPlaced(element, placement)) return;
  placement.anchor.insertAdjacentElement(WHERE[placement.position], element);
}
