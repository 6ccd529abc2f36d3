import { lazy, Suspense } from 'react';

import { useSettings, resolveTheme } from '@/lib/settings';
import { loadSonner, TOAST_LIMIT, useToasterMounted, useToasterWanted } from '@/lib/toasts';

const SonnerToaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/**
 * The single toast region. At most one toast is visible (spec point 4). It renders nothing
 * until the first toast is asked for, then loads sonner.
 */
export function Toaster() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedToaster />
    </Suspense>
  );
}

function LoadedToaster() {
  const { theme } = useSettings();
  // Runs after sonner's own effects: it is listening by then.
  useToasterMounted();
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
