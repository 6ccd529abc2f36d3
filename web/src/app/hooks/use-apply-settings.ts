import { useEffect } from 'react';

import { applySettings, SETTINGS_STORAGE_KEY, settingsStore, useSettings } from '@/lib/settings';

/** Keeps <html> in step with the local settings, the OS theme, and other tabs. */
export function useApplySettings() {
  const settings = useSettings();

  useEffect(() => {
    applySettings(settings);
    if (settings.theme !== 'system' || typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => applySettings(settings);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [settings]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SETTINGS_STORAGE_KEY) settingsStore.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
