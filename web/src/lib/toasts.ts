/**
 * Toasts (spec point 4): the queue holds at most one toast. Showing a new one dismisses
 * whatever is on screen, so messages never pile up. Use `notify` rather than sonner's `toast`.
 * Notices that must each be seen (achievement unlocks) go through `notify.queued`: they wait
 * their turn and show one after another, each once the toast before it has closed.
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

type Options = Pick<ExternalToast, 'description' | 'duration' | 'id' | 'action'>;
type Kind = 'message' | 'success' | 'error' | 'info';
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

/** The id of the toast on screen, while one is. */
let onScreenId: string | number | null = null;
/** `notify.queued` toasts waiting for the screen to be free, oldest first. */
const waiting: { kind: Kind; text: string; options?: Options | undefined }[] = [];
/** Toasts asked for and not on screen yet (sonner loads, the Toaster mounts). */
let starting = 0;

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
    return () => {
      // Its toasts went with it: the next Toaster starts with a free screen.
      onScreenId = null;
      waitForMount();
    };
  }, []);
}

function withToaster(action: (toast: Sonner['toast']) => void) {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  void Promise.all([loadSonner(), mounted]).then(([{ toast }]) => action(toast));
}

function closed(id: string | number) {
  if (onScreenId !== id) return;
  onScreenId = null;
  showNextQueued();
}

function show(kind: Kind, text: string, options?: Options) {
  starting += 1;
  withToaster((toast) => {
    starting -= 1;
    toast.dismiss();
    const fn = kind === 'message' ? toast : toast[kind];
    const id = fn(text, {
      ...options,
      onDismiss: () => closed(id),
      onAutoClose: () => closed(id),
    });
    onScreenId = id;
  });
}

function showNextQueued() {
  if (starting > 0 || onScreenId !== null) return;
  const next = waiting.shift();
  if (next) show(next.kind, next.text, next.options);
}

function queue(kind: Kind, text: string, options?: Options) {
  waiting.push({ kind, text, options });
  showNextQueued();
}

export const notify = {
  message: (text: string, options?: Options) => show('message', text, options),
  success: (text: string, options?: Options) => show('success', text, options),
  error: (text: string, options?: Options) => show('error', text, options),
  info: (text: string, options?: Options) => show('info', text, options),
  /**
   * Waits until no toast is on screen, then shows; several show one after another, in order.
   * (An ordinary toast still replaces one on screen.)
   */
  queued: {
    success: (text: string, options?: Options) => queue('success', text, options),
  },
  dismiss: () => {
    if (wanted) withToaster((toast) => toast.dismiss());
  },
};
