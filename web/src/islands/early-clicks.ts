/**
 * Clicks that arrive before an island is hydrated. The islands' code runs only once the
 * pre-rendered page has been painted, and an island below the fold only once it comes near the
 * screen (islands/hydrate.tsx), so a quick visitor (or a test) can press a button (the menu, a
 * carousel step, Play) before React listens there. Such a click is held, not lost: it is
 * pressed again once that island is live (React then finishes hydrating it and handles it).
 * Links and form fields are left alone: links work without JavaScript, and the forms' fields
 * and buttons wait for hydration (`useHydrated`).
 */

const HELD = 'button:not([disabled]), [role="button"], [role="tab"]';

/** Set on an island's marker element once its root exists. */
export const LIVE_ATTRIBUTE = 'data-island-live';

export interface EarlyClicks {
  /** Marks `island` live and presses again the buttons in it that were clicked before. */
  release: (island: Element) => void;
}

/** Starts holding early clicks on buttons inside islands that are not live yet. */
export function holdEarlyClicks(doc: Document = document): EarlyClicks {
  const held: HTMLElement[] = [];
  doc.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element)) return;
      const control = event.target.closest<HTMLElement>(HELD);
      const island = control?.closest('[data-island]');
      if (!control || !island || island.hasAttribute(LIVE_ATTRIBUTE)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (!held.includes(control)) held.push(control);
    },
    true,
  );
  return {
    release: (island) => {
      island.setAttribute(LIVE_ATTRIBUTE, '');
      for (const control of held.filter((c) => island.contains(c))) {
        held.splice(held.indexOf(control), 1);
        control.click();
      }
    },
  };
}
