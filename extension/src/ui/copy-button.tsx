/** Copies a text to the clipboard and says so ("Copied") for a moment, or that it could not. */
import { useEffect, useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

export function CopyButton({
  text,
  label = 'Copy',
  description,
  className = 'btn btn-outline btn-sm',
}: {
  text: string;
  label?: string;
  /** What is copied, for screen readers ("Copy <description>"). */
  description?: string;
  className?: string;
}) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  const shown = state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : label;
  return (
    <button
      type="button"
      className={className}
      onClick={() => void copy()}
      aria-label={description && state === 'idle' ? `${label} ${description}` : undefined}
    >
      {shown}
    </button>
  );
}
