/**
 * WCAG 2.1 A and AA checks by axe-core on what is on screen now (toasts included). An element
 * caught mid-fade has a blended colour and fails contrast for a moment, so the page is checked
 * as a visitor who asks for reduced motion sees it (the app then ends every transition at
 * once: index.css), after running animations are let finish. That matters for toasts: one
 * timing out brings the toast behind it to the front on a timer, with no request to wait for.
 * A toast on its way out (`data-removed`) is not checked: it is leaving the screen.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** How long the page must show no running animation before it is checked. */
const QUIET_MS = 500;

/**
 * Waits until no animation or transition has run for {@link QUIET_MS}, or 5 s at most (an
 * endless animation, a spinner, never settles: the page is then checked as it is). One quiet
 * moment is not enough: a toast that follows a request can start fading in just after it.
 */
async function settle(page: Page) {
  const deadline = Date.now() + 5_000;
  let quietSince: number | null = null;
  while (Date.now() < deadline) {
    const busy = await page.evaluate(() =>
      document.getAnimations().some((animation) => animation.playState === 'running'),
    );
    if (busy) quietSince = null;
    else if (quietSince === null) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return;
    await page.waitForTimeout(100);
  }
}

/** Runs `check` with `prefers-reduced-motion: reduce` emulated, then stops emulating it. */
async function withReducedMotion<T>(page: Page, check: () => Promise<T>): Promise<T> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    return await check();
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

export async function expectNoViolations(page: Page, label: string) {
  // A notice that follows a request (an achievement unlocked after a generation, say) appears
  // only once that request is answered: let the network go quiet first. The app's WebSocket
  // does not count as network activity.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  const results = await withReducedMotion(page, async () => {
    await settle(page);
    return new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .exclude('[data-sonner-toast][data-removed="true"]')
      .analyze();
  });
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `accessibility violations on ${label}`).toEqual([]);
}
