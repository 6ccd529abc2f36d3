/** The clipboard: copying text, and copying with a toast that says when it could not. */
import { notify } from './toasts';

/**
 * Copies text to the clipboard. Uses the async Clipboard API (secure contexts: https and
 * localhost) and falls back to a hidden textarea with execCommand for older browsers.
 * Rejects when neither works, so callers can say so.
 */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.appendChild(textarea);
  textarea.select();
  try {
    if (!document.execCommand('copy')) throw new Error('copy refused');
  } finally {
    textarea.remove();
  }
}

/**
 * Copies `text`, or says in a toast that it could not (naming `what`: "prompt", "answer"), so
 * the user copies it by hand. True when it was copied.
 */
export async function copyOrExplain(text: string, what: string): Promise<boolean> {
  try {
    await copyText(text);
    return true;
  } catch {
    notify.error(`Could not copy the ${what}. Select the text and copy it by hand.`);
    return false;
  }
}
