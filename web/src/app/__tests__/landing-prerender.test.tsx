/**
 * The pre-rendered landing page (what a visitor and a crawler get before any JavaScript) makes
 * no claim about the deployment: its figures, rating and reviews come from the server at run
 * time, into islands that are empty in the HTML.
 */
import { describe, expect, it } from 'vitest';

import { renderPage } from '@/entry-server';

describe('the pre-rendered landing page', () => {
  it('claims no users, saved prompts, rating or reviews', async () => {
    const { html } = await renderPage('/');
    const text = html.replace(/<[^>]+>/g, ' ');
    for (const claim of [
      /\d[\d,]*\+ users/,
      /prompts saved/i,
      /\d\.\d rating/,
      /\d\.\d \/ 5/,
      /Rated \d/,
      /\d+\+? (extension store )?ratings/,
      /out of 5 stars/,
    ]) {
      expect(text).not.toMatch(claim);
    }
    expect(html).not.toContain('id="stats"');
    expect(html).not.toContain('id="reviews"');
    // Where they go once the server has them.
    for (const island of ['hero-proof', 'stats', 'reviews', 'extension-rating']) {
      expect(html).toContain(`data-island="${island}"`);
    }
  });
});
