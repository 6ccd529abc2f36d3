import { Toaster as SonnerToaster } from 'sonner';

import { useSettings, resolveTheme } from '@/lib/settings';
import { TOAST_LIMIT } from '@/lib/toasts';

/** The single toast region. At most one toast is visible (spec point 4). */
export function Toaster() {
  const { theme } = useSettings();
  return (
    <SonnerToaster
      visibleToasts={TOAST_LIMIT}
      theme={resolveTheme(theme)}
      position="top-center"
      closeButton
      richColors
      toastOptions={{ duration: 5000 }}
    />
  );
}
