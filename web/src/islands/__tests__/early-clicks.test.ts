import { describe, expect, it, vi } from 'vitest';

import { holdEarlyClicks, LIVE_ATTRIBUTE } from '../early-clicks';

describe('holdEarlyClicks', () => {
  it('holds a button click inside an island until the island is live, then presses it again', () => {
    document.body.innerHTML = `
      <div data-island="menu" id="menu"><button id="open">Menu</button><a id="link" href="#x">x</a></div>
      <div data-island="other" id="other"><button id="other-button">Other</button></div>
      <button id="outside">Outside</button>`;
    const clicked = vi.fn();
    document.addEventListener('click', (event) => {
      clicked((event.target as Element).id);
    });
    const early = holdEarlyClicks(document);

    document.getElementById('open')!.click();
    document.getElementById('other-button')!.click();
    document.getElementById('outside')!.click();
    document.getElementById('link')!.click();
    // Only what is outside an island, or not a button, went through.
    expect(clicked.mock.calls.map(([id]) => id as string)).toEqual(['outside', 'link']);

    early.release(document.getElementById('menu')!);
    expect(document.getElementById('menu')!.hasAttribute(LIVE_ATTRIBUTE)).toBe(true);
    expect(clicked).toHaveBeenLastCalledWith('open');
    // A live island's buttons are not held any more; the other island's click still waits.
    document.getElementById('open')!.click();
    expect(clicked.mock.calls.filter(([id]) => id === 'open')).toHaveLength(2);
    expect(clicked.mock.calls.some(([id]) => id === 'other-button')).toBe(false);
  });
});
