/** Layout checks shared by the specs that try the app at phone width. */
import { expect, type Page } from '@playwright/test';

/** Nothing on the page runs off its right edge (no sideways scrolling). */
export async function expectNoSidewaysOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}
