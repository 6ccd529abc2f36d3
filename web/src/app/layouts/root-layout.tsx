import { Outlet, ScrollRestoration } from 'react-router';

import { NavigationProgress } from '@/components/navigation-progress';
import { SupportChat } from '@/features/support/components/support-chat';

import { useApplySettings } from '../hooks/use-apply-settings';
import { useAuthEventEffects } from '../hooks/use-auth-event-effects';
import { useNewPromptShortcut } from '../hooks/use-new-prompt-shortcut';
import { RouterSiteNavigation } from '../router-navigation';

/** App-wide effects; inside RouterSiteNavigation, which the shortcut uses. */
function AppEffects() {
  useApplySettings();
  useAuthEventEffects();
  useNewPromptShortcut();
  return null;
}

/** Wraps every page: app-wide effects that need the router. */
export function RootLayout() {
  return (
    <RouterSiteNavigation>
      <AppEffects />
      <a
        href="#main"
        className="sr-only z-[70] rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <SupportChat />
      <Outlet />
      <ScrollRestoration />
    </RouterSiteNavigation>
  );
}
