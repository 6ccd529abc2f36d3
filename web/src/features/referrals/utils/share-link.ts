import { copyText } from '@/lib/clipboard';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

/**
 * Shares a link with the system share sheet (Web Share API) where the browser has one, else
 * copies it. Closing the share sheet is not an error; a share sheet that fails falls back to
 * copying. Rejects only when copying fails too.
 */
export async function shareLink(share: {
  title: string;
  text: string;
  url: string;
}): Promise<ShareOutcome> {
  const data: ShareData = share;
  if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') {
        return 'cancelled';
      }
      // NotAllowedError (no user gesture left), a broken share target...: copy instead.
    }
  }
  await copyText(share.url);
  return 'copied';
}
