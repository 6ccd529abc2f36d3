import { describe, expect, it } from 'vitest';

import { islandRegistry } from '../registry';

describe('the island registry', () => {
  it('finds every island under the name its marker carries', async () => {
    const names = Object.keys(islandRegistry);
    expect(names).toEqual(
      expect.arrayContaining(['site-header', 'teams-banner', 'pricing-plan-links', 'contact-form']),
    );
    for (const name of names) {
      const entry = islandRegistry[name]!;
      const definition = typeof entry === 'function' ? await entry() : entry;
      expect(definition.name).toBe(name);
    }
  });
});
