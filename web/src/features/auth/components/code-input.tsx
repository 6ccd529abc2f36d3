import type { ComponentProps } from 'react';

import { Input } from '@/components/ui/input';

/** Keeps only the digits of what was typed or pasted ("482 913" → "482913"). */
export const digitsOnly = { setValueAs: (value: string) => value.replace(/\D/g, '') };

/** The field for a 6-digit code from an email: numeric keyboard, one-time-code autofill. */
export function CodeInput(props: ComponentProps<'input'>) {
  return (
    <Input
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      pattern="[0-9]*"
      className="text-center font-mono text-2xl tracking-[0.5em] sm:text-2xl"
      {...props}
    />
  );
}
