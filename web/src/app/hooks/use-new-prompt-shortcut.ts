import { useEffect } from 'react';

import { paths } from '@/config/paths';
import { appEvents } from '@/lib/app-events';
import { matchesShortcut, useSettings } from '@/lib/settings';
import { useSiteNavigation } from '@/lib/site-navigation';

/**
 * The "new prompt" shortcut (default Ctrl+Shift+O, spec "Keyboard shortcut"): on /dashboard it
 * resets the page, anywhere else it goes to /dashboard.
 */
export function useNewPromptShortcut() {
  const { shortcuts } = useSettings();
  // The router's in the app; a page load on the pre-rendered pages (their islands entry).
  const { pathname, navigate } = useSiteNavigation();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      if (!matchesShortcut(event, shortcuts.newPrompt)) return;
      event.preventDefault();
      if (pathname.replace(/\/+$/, '') === paths.app.dashboard.path) {
        appEvents.emit('newPrompt', { at: Date.now() });
      } else {
        navigate(paths.app.dashboard.getHref());
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [shortcuts.newPrompt, navigate, pathname]);
}
