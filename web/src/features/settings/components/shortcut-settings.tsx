import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import {
  DEFAULT_NEW_PROMPT_SHORTCUT,
  formatShortcut,
  settingsStore,
  shortcutFromEvent,
  useSettings,
} from '@/lib/settings';
import { notify } from '@/lib/toasts';

import { SettingRow, SettingsSection } from './settings-section';

/**
 * The "new prompt" shortcut. "Change" starts recording: the next key combination with Ctrl,
 * Alt or Meta becomes the shortcut; Escape cancels.
 */
export function ShortcutSettings() {
  const settings = useSettings();
  const [recording, setRecording] = useState(false);
  const [hint, setHint] = useState<string | null>(null);
  const recorderRef = useRef<HTMLButtonElement>(null);
  const current = settings.shortcuts.newPrompt;

  useEffect(() => {
    if (!recording) return;
    recorderRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      // Capture phase + stopPropagation: the global shortcut handler must not act on this.
      event.preventDefault();
      event.stopPropagation();
      if (event.key === 'Escape') {
        setRecording(false);
        setHint(null);
        return;
      }
      const shortcut = shortcutFromEvent(event);
      if (!shortcut) {
        if (!['Control', 'Shift', 'Alt', 'Meta'].includes(event.key)) {
          setHint('Use Ctrl, Alt or Meta with a key, for example Ctrl+Shift+K.');
        }
        return;
      }
      settingsStore.update({ shortcuts: { ...settings.shortcuts, newPrompt: shortcut } });
      setRecording(false);
      setHint(null);
      notify.success(`New prompt shortcut set to ${formatShortcut(shortcut)}.`);
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [recording, settings.shortcuts]);

  const isDefault = formatShortcut(current) === formatShortcut(DEFAULT_NEW_PROMPT_SHORTCUT);

  return (
    <SettingsSection id="shortcuts" title="Keyboard shortcuts">
      <SettingRow
        label="New prompt"
        descriptionId="shortcut-new-prompt-description"
        description={
          recording ? (
            <span aria-live="polite">
              {hint ?? 'Press the new key combination, or Escape to cancel.'}
            </span>
          ) : (
            'Starts a new prompt on the dashboard, from anywhere in the app.'
          )
        }
        control={
          <div className="flex flex-wrap items-center gap-2">
            <kbd
              className="rounded-md border border-border bg-muted px-2.5 py-1.5 font-mono text-sm"
              aria-label={`Current shortcut: ${formatShortcut(current)}`}
            >
              {formatShortcut(current)}
            </kbd>
            <Button
              ref={recorderRef}
              variant={recording ? 'default' : 'outline'}
              size="sm"
              aria-describedby="shortcut-new-prompt-description"
              aria-pressed={recording}
              onClick={() => {
                setHint(null);
                setRecording((r) => !r);
              }}
            >
              {recording ? 'Press keys…' : 'Change shortcut'}
            </Button>
            {!isDefault && !recording ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  settingsStore.update({
                    shortcuts: { ...settings.shortcuts, newPrompt: DEFAULT_NEW_PROMPT_SHORTCUT },
                  })
                }
              >
                Reset to default
              </Button>
            ) : null}
          </div>
        }
      />
    </SettingsSection>
  );
}
