/**
 * WCAG 2.1 A and AA checks by axe-core on what is on screen now (toasts included). Running
 * animations and transitions are let finish first: an element caught mid-fade has a blended
 * colour and fails contrast for a moment. A toast on its way out (`data-removed`) is not
 * checked: it is leaving the screen.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function expectNoViolations(page: Page, label: string) {
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running'),
      undefined,
      { timeout: 3_000 },
    )
    // An endless animation (a spinner) never settles: check the page as it is.
    .catch(() => undefined);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-sonner-toast][data-removed="true"]')
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `accessibility violations on ${label}`).toEqual([]);
}
