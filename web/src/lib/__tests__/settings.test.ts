import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  applySettings,
  createSettingsStore,
  DEFAULT_SETTINGS,
  formatShortcut,
  loadSettings,
  matchesShortcut,
  SETTINGS_STORAGE_KEY,
  shortcutFromEvent,
} from '../settings';

function key(init: Partial<KeyboardEventInit> & { key: string; code?: string }) {
  return new KeyboardEvent('keydown', { code: '', ...init });
}

describe('local settings: defaults and persistence', () => {
  beforeEach(() => localStorage.clear());

  it('starts from the spec defaults', () => {
    expect(loadSettings()).toEqual({
      theme: 'light',
      fontFamily: 'default',
      animations: true,
      shortcuts: { newPrompt: { key: 'O', ctrl: true, shift: true, alt: false, meta: false } },
    });
    expect(createSettingsStore().get()).toEqual(DEFAULT_SETTINGS);
  });

  it('saves every change to localStorage and a new store reads it back', () => {
    const store = createSettingsStore();
    store.update({ theme: 'dark', fontFamily: 'mono', animations: false });

    const saved = JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}') as unknown;
    expect(saved).toMatchObject({
      theme: 'dark',
      fontFamily: 'mono',
      animations: false,
    });
    expect(createSettingsStore().get()).toMatchObject({
      theme: 'dark',
      fontFamily: 'mono',
      animations: false,
    });
  });

  it('drops the retired beta switch saved by an earlier version, keeping the rest', () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ theme: 'dark', betaFeatures: true, animations: false }),
    );
    const settings = loadSettings();
    expect(settings).not.toHaveProperty('betaFeatures');
    expect(settings).toMatchObject({ theme: 'dark', animations: false });
  });

  it('notifies subscribers on change', () => {
    const store = createSettingsStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.update({ theme: 'system' });
    unsubscribe();
    store.update({ theme: 'light' });
    expect(calls).toBe(1);
  });

  it('falls back per field on bad stored values, and on unreadable JSON', () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ theme: 'purple', fontFamily: 'serif', animations: 'yes' }),
    );
    expect(loadSettings()).toMatchObject({ theme: 'light', fontFamily: 'serif', animations: true });

    localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json');
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('reset() goes back to the defaults', () => {
    const store = createSettingsStore();
    store.update({ theme: 'dark' });
    store.reset();
    expect(store.get()).toEqual(DEFAULT_SETTINGS);
    expect(createSettingsStore().get()).toEqual(DEFAULT_SETTINGS);
  });
});

describe('local settings: applying to <html>', () => {
  afterEach(() => {
    document.documentElement.className = '';
  });

  it('puts the dark class on for dark and off for light', () => {
    const root = document.documentElement;
    applySettings(
      { ...DEFAULT_SETTINGS, theme: 'dark', fontFamily: 'poppins', animations: false },
      root,
    );
    expect(root).toHaveClass('dark');
    expect(root.dataset.font).toBe('poppins');
    expect(root.dataset.animations).toBe('off');

    applySettings(DEFAULT_SETTINGS, root);
    expect(root).not.toHaveClass('dark');
    expect(root.dataset.animations).toBe('on');
  });
});

describe('keyboard shortcut', () => {
  const shortcut = DEFAULT_SETTINGS.shortcuts.newPrompt;

  it('matches Ctrl+Shift+O by default (key reported as "O" with Shift)', () => {
    expect(formatShortcut(shortcut)).toBe('Ctrl+Shift+O');
    expect(
      matchesShortcut(key({ key: 'O', code: 'KeyO', ctrlKey: true, shiftKey: true }), shortcut),
    ).toBe(true);
  });

  it('does not match other combinations', () => {
    expect(matchesShortcut(key({ key: 'o', code: 'KeyO', ctrlKey: true }), shortcut)).toBe(false);
    expect(matchesShortcut(key({ key: 'O', code: 'KeyO', shiftKey: true }), shortcut)).toBe(false);
    expect(
      matchesShortcut(
        key({ key: 'O', code: 'KeyO', ctrlKey: true, shiftKey: true, altKey: true }),
        shortcut,
      ),
    ).toBe(false);
    expect(
      matchesShortcut(key({ key: 'P', code: 'KeyP', ctrlKey: true, shiftKey: true }), shortcut),
    ).toBe(false);
  });

  it('records a new combination from a key press', () => {
    const recorded = shortcutFromEvent(
      key({ key: 'K', code: 'KeyK', ctrlKey: true, altKey: true }),
    );
    expect(recorded).toEqual({ key: 'K', ctrl: true, shift: false, alt: true, meta: false });
    expect(formatShortcut(recorded!)).toBe('Ctrl+Alt+K');
    expect(
      matchesShortcut(key({ key: 'k', code: 'KeyK', ctrlKey: true, altKey: true }), recorded!),
    ).toBe(true);
  });

  it('refuses a lone modifier or a key without Ctrl, Alt or Meta', () => {
    expect(
      shortcutFromEvent(key({ key: 'Control', code: 'ControlLeft', ctrlKey: true })),
    ).toBeNull();
    expect(shortcutFromEvent(key({ key: 'k', code: 'KeyK' }))).toBeNull();
    expect(shortcutFromEvent(key({ key: 'K', code: 'KeyK', shiftKey: true }))).toBeNull();
  });

  it('persists a recorded shortcut', () => {
    const store = createSettingsStore();
    const recorded = shortcutFromEvent(key({ key: 'J', code: 'KeyJ', metaKey: true }))!;
    store.update({ shortcuts: { newPrompt: recorded } });
    expect(createSettingsStore().get().shortcuts.newPrompt).toEqual(recorded);
  });
});
