import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { copyOrExplain } from '@/lib/clipboard';
import { notify } from '@/lib/toasts';

/** How long the button says "Copied" before it offers to copy again. */
export const COPIED_FEEDBACK_MS = 2000;

/**
 * Copy: puts `text` on the clipboard, toasts "Copied" and says so on the button for a moment;
 * when the browser refuses, a toast asks the user to copy the `what` ("prompt") by hand.
 */
export function CopyButton({
  text,
  what,
  'aria-label': ariaLabel,
}: {
  text: string;
  what: string;
  /** Where several Copy buttons share a screen, which one this is ("Copy Model A’s answer"). */
  'aria-label'?: string | undefined;
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={ariaLabel}
      onClick={async () => {
        if (!(await copyOrExplain(text, what))) return;
        notify.success('Copied');
        setCopied(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
      }}
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}
