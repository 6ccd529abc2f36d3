import type { ReactNode } from 'react';

import { cn } from '@/lib/utils';

/**
 * A result's text as text, in a <pre> (never as HTML: a prompt may contain markup such as
 * <script>), named for assistive technology. `compact` caps its height and lets it scroll
 * (side-by-side comparisons).
 */
export function PromptText({
  label,
  compact = false,
  children,
}: {
  label: string;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <div role="group" aria-label={label}>
      <pre
        // Scrollable regions must be reachable by keyboard.
        tabIndex={compact ? 0 : undefined}
        className={cn(
          'max-w-full rounded-lg border border-border bg-muted/50 p-4 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-foreground',
          compact && 'max-h-[28rem] overflow-y-auto',
        )}
      >
        {children}
      </pre>
    </div>
  );
}
