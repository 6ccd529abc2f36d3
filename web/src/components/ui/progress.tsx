import type { ComponentProps } from 'react';

import { cn } from '@/lib/utils';

/**
 * A determinate progress bar: `value` of `max`, announced as a progressbar with that range.
 * Name it with `aria-label` or `aria-labelledby`; `aria-valuetext` says it in words.
 */
export function Progress({
  value,
  max,
  className,
  indicatorClassName,
  ...props
}: Omit<ComponentProps<'div'>, 'children'> & {
  value: number;
  max: number;
  indicatorClassName?: string;
}) {
  const safeMax = Math.max(1, max);
  const clamped = Math.min(Math.max(0, value), safeMax);
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={clamped}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <div
        className={cn('h-full rounded-full bg-primary transition-[width]', indicatorClassName)}
        style={{ width: `${(clamped / safeMax) * 100}%` }}
      />
    </div>
  );
}
