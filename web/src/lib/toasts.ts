/**
 * Toasts (spec point 4): the queue holds at most one toast. Showing a new one dismisses
 * whatever is on screen, so messages never pile up. Use `notify` rather than sonner's `toast`.
 */
import { toast, type ExternalToast } from 'sonner';

export const TOAST_LIMIT = 1;

type Options = Pick<ExternalToast, 'description' | 'duration' | 'id'>;

function show(kind: 'message' | 'success' | 'error' | 'info', text: string, options?: Options) {
  toast.dismiss();
  const fn = kind === 'message' ? toast : toast[kind];
  return fn(text, options);
}

export const notify = {
  message: (text: string, options?: Options) => show('message', text, options),
  success: (text: string, options?: Options) => show('success', text, options),
  error: (text: string, options?: Options) => show('error', text, options),
  info: (text: string, options?: Options) => show('info', text, options),
  dismiss: () => toast.dismiss(),
};
