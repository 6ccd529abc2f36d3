import type { ComponentProps } from 'react';

import { cn } from '@/lib/utils';

import { inputClassName } from './input';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(inputClassName, 'h-auto min-h-28 resize-y leading-relaxed', className)}
      {...props}
    />
  );
}
