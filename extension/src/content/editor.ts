/**
 * Reading and writing the composer, generically by kind of editor. Writes go through the
 * editor's own input handling, never by replacing its DOM behind its back, so that the site's
 * model (ProseMirror's document, Quill's delta, React's state) holds the text that is sent:
 *
 * - a textarea: the native value setter, then an `input` event (React listens to it);
 * - a rich editor (ProseMirror, Quill, plain contenteditable): focus, select everything and
 *   `execCommand('insertText')`, which the editor sees as typing; if that did not land, a
 *   paste (a `paste` event with the text in a DataTransfer, which ProseMirror and Quill handle
 *   themselves), and last `beforeinput` + `input` events as a typing editor expects them.
 *
 * Every write is checked by reading the composer back.
 */
import type { EditorKind } from './adapters';

const BLOCKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TR',
  'UL',
]);

function isBlock(node: Node): boolean {
  return node instanceof Element && BLOCKS.has(node.tagName);
}

function serialize(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return (node as Text).data.replace(/\u00a0/g, ' ');
  if (!(node instanceof Element)) return '';
  if (node.tagName === 'BR') return '\n';
  const children = [...node.childNodes];
  let out = '';
  children.forEach((child, index) => {
    const previous = children[index - 1];
    if (previous && (isBlock(child) || isBlock(previous))) out += '\n';
    // A block's last <br> only keeps it open (an empty line shows one): it adds no line.
    const placeholder =
      child instanceof Element && child.tagName === 'BR' && index === children.length - 1;
    if (!placeholder || !isBlock(node)) out += serialize(child);
  });
  return out;
}

/**
 * The text of a rich editor: each block (paragraph) one line, `<br>` a line break, an empty
 * paragraph an empty line. (`innerText` would double the lines between `<p>`s.)
 */
export function editableText(root: Element): string {
  const children = [...root.childNodes];
  if (children.length === 1 && children[0] instanceof Element && children[0].tagName === 'BR') {
    return '';
  }
  return serialize(root);
}

/** The draft in the composer. */
export function readDraft(composer: HTMLElement): string {
  if (composer instanceof HTMLTextAreaElement || composer instanceof HTMLInputElement) {
    return composer.value;
  }
  return editableText(composer);
}

/**
 * The comparable form of a text: editors differ in how they keep blank lines and spaces, not
 * in the words.
 */
export function comparable(text: string): string {
  return text.replace(/[\s\u00a0\u200b]+/g, ' ').trim();
}

/** Whether the composer holds `text`. */
export function holds(composer: HTMLElement, text: string): boolean {
  return comparable(readDraft(composer)) === comparable(text);
}

function setTextareaValue(textarea: HTMLTextAreaElement | HTMLInputElement, text: string): void {
  const prototype =
    textarea instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  // The prototype's own setter, with the element as receiver: React replaces `value` on the
  // element to track it, and would otherwise take the new value for its own and drop the event.
  if (!Reflect.set(prototype, 'value', text, textarea)) textarea.value = text;
  textarea.dispatchEvent(
    new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText', data: text }),
  );
  textarea.dispatchEvent(new Event('change', { bubbles: true }));
}

function selectAll(editor: HTMLElement): void {
  const selection = editor.ownerDocument.getSelection();
  if (!selection) return;
  const range = editor.ownerDocument.createRange();
  range.selectNodeContents(editor);
  selection.removeAllRanges();
  selection.addRange(range);
}

function focus(editor: HTMLElement): void {
  if (editor.ownerDocument.activeElement !== editor) editor.focus({ preventScroll: true });
}

function viaExecCommand(editor: HTMLElement, text: string): boolean {
  focus(editor);
  selectAll(editor);
  try {
    if (text === '') return editor.ownerDocument.execCommand('delete', false);
    return editor.ownerDocument.execCommand('insertText', false, text);
  } catch {
    return false;
  }
}

function viaPaste(editor: HTMLElement, text: string): void {
  focus(editor);
  selectAll(editor);
  let data: DataTransfer;
  try {
    data = new DataTransfer();
    data.setData('text/plain', text);
  } catch {
    return;
  }
  editor.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  );
}

function viaInputEvents(editor: HTMLElement, text: string): void {
  focus(editor);
  selectAll(editor);
  const init = { bubbles: true, cancelable: true, inputType: 'insertText', data: text };
  const proceed = editor.dispatchEvent(new InputEvent('beforeinput', init));
  // Not taken over by the editor: do what typing would do, then tell it.
  if (proceed) editor.textContent = text;
  editor.dispatchEvent(new InputEvent('input', { ...init, cancelable: false }));
}

/**
 * Replaces the draft with `text` and says whether it landed (read back). `kind` only matters
 * where the element does not say (a textarea is written as one whatever the adapter says).
 */
export function writeDraft(composer: HTMLElement, text: string, kind?: EditorKind): boolean {
  if (
    composer instanceof HTMLTextAreaElement ||
    composer instanceof HTMLInputElement ||
    kind === 'textarea'
  ) {
    if (composer instanceof HTMLTextAreaElement || composer instanceof HTMLInputElement) {
      setTextareaValue(composer, text);
    }
    return holds(composer, text);
  }
  if (viaExecCommand(composer, text) && holds(composer, text)) return true;
  if (holds(composer, text)) return true;
  if (text !== '') {
    viaPaste(composer, text);
    if (holds(composer, text)) return true;
  }
  viaInputEvents(composer, text);
  return holds(composer, text);
}

/**
 * A writer for a streamed text: `write` may be called on every delta; the composer is written
 * at most once per animation frame, with the latest text. `flush` writes what is pending now.
 * `composer` may be a function: the composer as it is at each write (sites re-render it).
 */
export function streamWriter(
  composer: HTMLElement | (() => HTMLElement),
  kind: EditorKind,
  schedule: (callback: () => void) => number = (callback) => requestAnimationFrame(callback),
  cancel: (handle: number) => void = (handle) => cancelAnimationFrame(handle),
) {
  let pending: string | null = null;
  let frame: number | null = null;
  let written: string | null = null;
  const run = () => {
    frame = null;
    if (pending === null || pending === written) return;
    written = pending;
    writeDraft(typeof composer === 'function' ? composer() : composer, pending, kind);
  };
  return {
    write(text: string): void {
      pending = text;
      frame ??= schedule(run);
    },
    /** Writes the pending text now, if any. */
    flush(): void {
      if (frame !== null) cancel(frame);
      run();
    },
    cancel(): void {
      if (frame !== null) cancel(frame);
      frame = null;
      pending = null;
    },
  };
}
