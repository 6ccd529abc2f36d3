import { act, useId, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import { islandRenderer } from '@/islands/server';
import { documentNavigation } from '@/lib/site-navigation';
import { createTestQueryClient } from '@/testing/render';

import { island, IslandRendererProvider, IslandRoot } from '../island';

function Counter({ start, label }: { start: number; label: string }) {
  const id = useId();
  const [count, setCount] = useState(start);
  return (
    <div>
      <span id={id}>{label}</span>
      <button type="button" aria-describedby={id} onClick={() => setCount((n) => n + 1)}>
        {count}
      </button>
    </div>
  );
}

const CounterIsland = island('counter', Counter);

function Page() {
  return (
    <main>
      <h1>Static heading</h1>
      <CounterIsland start={2} label="first" />
      <CounterIsland start={10} label="second" />
    </main>
  );
}

describe('islands', () => {
  it('render as the plain component outside the pre-render', () => {
    const html = renderToString(<Page />);
    expect(html).not.toContain('data-island');
    expect(html).toContain('Static heading');
  });

  it('pre-render as marked roots that hydrate in place, with matching ids', async () => {
    const html = renderToString(
      <IslandRendererProvider renderer={islandRenderer('/')}>
        <Page />
      </IslandRendererProvider>,
    );
    document.body.innerHTML = html;
    const markers = [...document.querySelectorAll<HTMLElement>('[data-island="counter"]')];
    expect(markers).toHaveLength(2);
    expect(markers.map((m) => m.dataset.props)).toEqual([
      JSON.stringify({ start: 2, label: 'first' }),
      JSON.stringify({ start: 10, label: 'second' }),
    ]);
    expect(markers[0]!.style.display).toBe('contents');
    // Each island has its own id prefix: no id appears twice on the page.
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);

    const recoverable = vi.fn();
    // React reports a hydration mismatch (an id, an attribute) with console.error.
    const consoleError = vi.spyOn(console, 'error');
    const queryClient = createTestQueryClient();
    const navigation = documentNavigation('/');
    const buttons = markers.map((m) => m.querySelector('button')!);
    await act(async () => {
      for (const marker of markers) {
        const props = JSON.parse(marker.dataset.props!) as { start: number; label: string };
        hydrateRoot(
          marker,
          <IslandRoot queryClient={queryClient} navigation={navigation}>
            <Counter {...props} />
          </IslandRoot>,
          { identifierPrefix: marker.dataset.islandId!, onRecoverableError: recoverable },
        );
      }
      await Promise.resolve();
    });
    await act(async () => {
      buttons[1]!.click();
      await Promise.resolve();
    });
    // Hydrated, not re-rendered: the same button elements, now live.
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(markers[1]!.querySelector('button')).toBe(buttons[1]);
    expect(buttons[1]!.textContent).toBe('11');
    expect(buttons[0]!.textContent).toBe('2');
  });
});
