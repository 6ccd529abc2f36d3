import { Monitor, Moon, Sun } from 'lucide-react';

import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import {
  FONT_FAMILIES,
  settingsStore,
  useSettings,
  type FontFamily,
  type Theme,
} from '@/lib/settings';
import { cn } from '@/lib/utils';

import { SettingRow, SettingsSection } from './settings-section';

const THEME_OPTIONS: { value: Theme; label: string; icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
];

const FONT_LABELS: Record<FontFamily, string> = {
  default: 'Default (system)',
  poppins: 'Poppins',
  comic: 'Comic',
  serif: 'Serif',
  mono: 'Monospace',
};

export function AppearanceSettings() {
  const settings = useSettings();
  return (
    <SettingsSection
      id="appearance"
      title="Appearance"
      description="Saved in this browser and applied straight away."
    >
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-medium">Theme</legend>
        <div className="grid grid-cols-3 gap-2 sm:max-w-md">
          {THEME_OPTIONS.map(({ value, label, icon: Icon }) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer flex-col items-center gap-2 rounded-lg border border-border p-3 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                settings.theme === value
                  ? 'border-primary bg-accent text-accent-foreground'
                  : 'hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name="theme"
                value={value}
                checked={settings.theme === value}
                onChange={() => settingsStore.update({ theme: value })}
                className="sr-only"
              />
              <Icon className="size-5" aria-hidden="true" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      <SettingRow
        label="Font"
        labelFor="setting-font"
        description="The typeface used across the app."
        control={
          <div className="w-full sm:w-52">
            <Select
              id="setting-font"
              value={settings.fontFamily}
              onChange={(event) =>
                settingsStore.update({ fontFamily: event.target.value as FontFamily })
              }
            >
              {FONT_FAMILIES.map((font) => (
                <option key={font} value={font}>
                  {FONT_LABELS[font]}
                </option>
              ))}
            </Select>
          </div>
        }
      />

      <SettingRow
        label="Animations"
        labelFor="setting-animations"
        descriptionId="setting-animations-description"
        description="Transitions and motion effects."
        control={
          <Switch
            id="setting-animations"
            aria-describedby="setting-animations-description"
            checked={settings.animations}
            onCheckedChange={(animations) => settingsStore.update({ animations })}
          />
        }
      />
    </SettingsSection>
  );
}
