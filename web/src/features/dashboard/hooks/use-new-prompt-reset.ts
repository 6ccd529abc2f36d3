import { useEffect, useState } from 'react';

import { appEvents } from '@/lib/app-events';

/**
 * The "new prompt" shortcut pressed on /dashboard resets the page. Returns a key that changes
 * on each reset: use it as the `key` of the resettable part so React starts it afresh.
 */
export function useNewPromptReset(onReset?: () => void): number {
  const [resetKey, setResetKey] = useState(0);
  useEffect(
    () =>
      appEvents.on('newPrompt', () => {
        setResetKey((k) => k + 1);
        onReset?.();
      }),
    [onReset],
  );
  return resetKey;
}
