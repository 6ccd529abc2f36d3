import type { ComponentProps } from 'react';

import { cn } from '@/lib/utils';

/** Long-form text (guide articles, policies): typography from `.prose-page` in index.css. */
export function Prose({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('prose-page', className)} {...props} />;
}
