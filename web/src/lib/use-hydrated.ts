import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates a pre-rendered page (and while pre-rendering), true once the page
 * is live. Forms on pre-rendered pages keep their submit buttons disabled until then, so an
 * early click cannot trigger the browser's own form submission (a page reload).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
