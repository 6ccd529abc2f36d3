/**
 * Toasts (spec point 4): the queue holds at most one toast. Showing a new one dismisses
 * whatever is on screen, so messages never pile up. Use `notify` rather than sonner's `toast`.
 *
 * sonner is loaded with the first toast, not with the page: most visits never show one, and
 * the public pages keep their first-load JavaScript small. The first `notify` mounts the
 * `Toaster` (which watches `useToasterWanted`), and every toast waits until it is on screen,
 * in the order the calls were made.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

export const TOAST_LIMIT = 1;

type Options = Pick<ExternalToast, 'description' | 'duration' | 'id'>;
type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
/** sonner's module, loaded once. */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

let wanted = false;
const listeners = new Set<() => void>();

/** True once something asked for a toast: the `Toaster` mounts from then on. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

let onScreen!: () => void;
let mounted: Promise<void>;
function waitForMount() {
  mounted = new Promise((resolve) => (onScreen = resolve));
}
waitForMount();

/** Called by the loaded `Toaster`: toasts may show while it is mounted. */
export function useToasterMounted() {
  useEffect(() => {
    onScreen();
    return waitForMount;
  }, []);
}

function withToaster(action: (toast: Sonner['toast']) => void) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  void Promise.all([loadSonner(), mounted]).then(([{ toast }]) => action(toast));
}

function show(kind: 'message' | 'success' | 'error' | 'info', text: string, options?: Options) {
  withToaster((toast) => {
    toast.dismiss();
    const fn = kind === 'message' ? toast : toast[kind];
    fn(text, options);
  });
}

export const notify = {
  message: (text: string, options?: Options) => show('message', text, options),
  success: (text: string, options?: Options) => show('success', text, options),
  error: (text: string, options?: Options) => show('error', text, options),
  info: (text: string, options?: Options) => show('info', text, options),
  dismiss: () => {
    if (wanted) withToaster((toast) => toast.dismiss());
  },
};
