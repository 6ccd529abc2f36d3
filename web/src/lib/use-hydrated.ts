import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates a pre-rendered page (and while pre-rendering), true once the page
 * is live. Forms on pre-rendered pages keep their submit buttons disabled until then, so an
 * early click cannot trigger the browser's own form submission (a page reload), and their
 * controlled fields read-only, so nothing typed before React holds the field's state is lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
