/**
 * Local settings (spec point 2 "Local settings"): belong to this browser, not the account, so
 * they live in localStorage and survive sign-out. Changes apply at once: the theme is a class
 * on <html> (and `public/theme-init.js` applies the saved one before first paint: keep the two
 * in step), the font a `data-font` attribute, animations a `data-animations` attribute.
 * The spec's "beta features" switch is not offered: no feature is in beta, and a switch that
 * changes nothing would mislead. A value saved by an earlier version is dropped when read.
 */
import { useSyncExternalStore } from 'react';

export const SETTINGS_STORAGE_KEY = 'superprompt.settings';

export const THEMES = ['light', 'dark', 'system'] as const;
export const FONT_FAMILIES = ['default', 'poppins', 'comic', 'serif', 'mono'] as const;

export type Theme = (typeof THEMES)[number];
export type FontFamily = (typeof FONT_FAMILIES)[number];

export interface Shortcut {
  key: string;
  ctrl: boolean;
  shift: boolean;
  alt: boolean;
  meta: boolean;
}

export const DEFAULT_NEW_PROMPT_SHORTCUT: Shortcut = {
  key: 'O',
  ctrl: true,
  shift: true,
  alt: false,
  meta: false,
};

export interface LocalSettings {
  theme: Theme;
  fontFamily: FontFamily;
  animations: boolean;
  shortcuts: { newPrompt: Shortcut };
}

export const DEFAULT_SETTINGS: LocalSettings = {
  theme: 'light',
  fontFamily: 'default',
  animations: true,
  shortcuts: { newPrompt: DEFAULT_NEW_PROMPT_SHORTCUT },
};

// Each field falls back on its own, so one bad value does not reset everything else. Checked by
// hand (not zod): settings are read on every page's first load.
function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function parseShortcut(value: unknown): Shortcut {
  if (
    isRecord(value) &&
    typeof value.key === 'string' &&
    value.key.length > 0 &&
    typeof value.ctrl === 'boolean' &&
    typeof value.shift === 'boolean' &&
    typeof value.alt === 'boolean' &&
    typeof value.meta === 'boolean'
  ) {
    const { key, ctrl, shift, alt, meta } = value;
    return { key, ctrl, shift, alt, meta };
  }
  return DEFAULT_NEW_PROMPT_SHORTCUT;
}

export function parseSettings(raw: unknown): LocalSettings {
  const input = isRecord(raw) ? raw : {};
  return {
    theme: oneOf(THEMES, input.theme, DEFAULT_SETTINGS.theme),
    fontFamily: oneOf(FONT_FAMILIES, input.fontFamily, DEFAULT_SETTINGS.fontFamily),
    animations: bool(input.animations, DEFAULT_SETTINGS.animations),
    shortcuts: isRecord(input.shortcuts)
      ? { newPrompt: parseShortcut(input.shortcuts.newPrompt) }
      : DEFAULT_SETTINGS.shortcuts,
  };
}

export function loadSettings(storage: Storage | undefined = safeStorage()): LocalSettings {
  try {
    const text = storage?.getItem(SETTINGS_STORAGE_KEY);
    return parseSettings(text ? (JSON.parse(text) as unknown) : {});
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function saveSettings(settings: LocalSettings, storage = safeStorage()): void {
  try {
    storage?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Full or disabled storage: the change still applies for this visit.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

// ---- store -------------------------------------------------------------------------------

type Listener = () => void;

export function createSettingsStore(storage: Storage | undefined = safeStorage()) {
  let current = loadSettings(storage);
  const listeners = new Set<Listener>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: (): LocalSettings => current,
    subscribe: (listener: Listener): (() => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    update: (patch: Partial<LocalSettings>): void => {
      current = parseSettings({ ...current, ...patch });
      saveSettings(current, storage);
      notify();
    },
    reset: (): void => {
      current = DEFAULT_SETTINGS;
      saveSettings(current, storage);
      notify();
    },
    /** Re-reads storage (another tab changed it). */
    reload: (): void => {
      current = loadSettings(storage);
      notify();
    },
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;

export const settingsStore = createSettingsStore();

export function useSettings(): LocalSettings {
  return useSyncExternalStore(settingsStore.subscribe, settingsStore.get, settingsStore.get);
}

// ---- applying ----------------------------------------------------------------------------

export function prefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)').matches
    : false;
}

export function resolveTheme(theme: Theme, systemDark = prefersDark()): 'light' | 'dark' {
  if (theme === 'system') return systemDark ? 'dark' : 'light';
  return theme;
}

export function applySettings(
  settings: LocalSettings,
  root: HTMLElement = document.documentElement,
) {
  const resolved = resolveTheme(settings.theme);
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
  root.dataset.font = settings.fontFamily;
  root.dataset.animations = settings.animations ? 'on' : 'off';
}

// ---- keyboard shortcuts ------------------------------------------------------------------

type KeyLike = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey'>;

const MODIFIER_KEYS = new Set(['Control', 'Shift', 'Alt', 'Meta', 'AltGraph', 'OS']);

/** The key part of a combination, independent of Shift and keyboard layout for letters/digits. */
export function normalizeKey(event: Pick<KeyboardEvent, 'key' | 'code'>): string {
  if (/^Key[A-Z]$/.test(event.code)) return event.code.slice(3);
  if (/^Digit[0-9]$/.test(event.code)) return event.code.slice(5);
  return event.key.length === 1 ? event.key.toUpperCase() : event.key;
}

export function matchesShortcut(event: KeyLike, shortcut: Shortcut): boolean {
  return (
    event.ctrlKey === shortcut.ctrl &&
    event.shiftKey === shortcut.shift &&
    event.altKey === shortcut.alt &&
    event.metaKey === shortcut.meta &&
    normalizeKey(event) === shortcut.key.toUpperCase()
  );
}

/**
 * Turns a key press into a shortcut, or null when it cannot be one: a lone modifier, or a key
 * without Ctrl, Alt or Meta (that would fire while typing).
 */
export function shortcutFromEvent(event: KeyLike): Shortcut | null {
  if (MODIFIER_KEYS.has(event.key)) return null;
  if (!event.ctrlKey && !event.altKey && !event.metaKey) return null;
  return {
    key: normalizeKey(event),
    ctrl: event.ctrlKey,
    shift: event.shiftKey,
    alt: event.altKey,
    meta: event.metaKey,
  };
}

export function formatShortcut(shortcut: Shortcut): string {
  const parts: string[] = [];
  if (shortcut.ctrl) parts.push('Ctrl');
  if (shortcut.alt) parts.push('Alt');
  if (shortcut.shift) parts.push('Shift');
  if (shortcut.meta) parts.push('Meta');
  parts.push(shortcut.key.length === 1 ? shortcut.key.toUpperCase() : shortcut.key);
  return parts.join('+');
}
