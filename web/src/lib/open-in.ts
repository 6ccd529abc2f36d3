/**
 * "Open in" ChatGPT, Claude, Gemini or Perplexity, wherever a prompt is offered (the dashboard's
 * result, a saved prompt): copy first, then open the site in a new tab, because pre-filled links
 * are unofficial and may arrive empty.
 */
import type { OpenInTarget } from '@/config/site';
import { copyOrExplain } from '@/lib/clipboard';
import { notify } from '@/lib/toasts';

export const OPEN_IN_HINT =
  'Pre-filled links are unofficial and may not fill in the prompt, so it is copied to your clipboard first: paste it if the chat opens empty.';

/** The menu's one-line note. */
export const OPEN_IN_NOTE = 'Copies the prompt, then opens the site in a new tab.';

export async function openIn(target: OpenInTarget, prompt: string): Promise<void> {
  const copied = await copyOrExplain(prompt, 'prompt');
  window.open(target.href(prompt), '_blank', 'noopener,noreferrer');
  if (copied) notify.success('Copied', { description: `Paste it into ${target.label} if needed.` });
}
