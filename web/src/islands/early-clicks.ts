/**
 * Clicks that arrive before the islands are hydrated. The islands' code runs only once the
 * pre-rendered page has been painted (site.tsx), so a quick visitor (or a test) can press a
 * button (the menu, a carousel step, Play) before React listens. Such a click is held, not
 * lost: it is replayed on the same button once the islands have been hydrated (React then
 * finishes hydrating that island first and handles it). Links and form fields are left alone:
 * links work without JavaScript, and the forms' fields and buttons wait for hydration
 * (`useHydrated`).
 */

const HELD = 'button:not([disabled]), [role="button"], [role="tab"]';

/** Starts holding early clicks on buttons inside islands; the returned function replays them. */
export function holdEarlyClicks(doc: Document = document): () => void {
  const held: HTMLElement[] = [];
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const control = event.target.closest<HTMLElement>(HELD);
    if (!control?.closest('[data-island]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(control)) held.push(control);
  };
  doc.addEventListener('click', onClick, true);
  return () => {
    doc.removeEventListener('click', onClick, true);
    for (const control of held.splice(0)) control.click();
  };
}
