import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { cn } from '@/lib/utils';

export interface RadioCardOption<Value extends string> {
  value: Value;
  label: ReactNode;
}

interface RadioCardGroupProps<Value extends string> {
  /** The question; it names the group. */
  legend: ReactNode;
  options: readonly RadioCardOption<Value>[];
  /** The react-hook-form field the radios belong to (`form.register('reason')`). */
  registration: UseFormRegisterReturn;
  /** The field's error; it describes the group and marks each radio invalid. */
  error?: string | undefined;
  /** Classes for the grid of cards (e.g. `sm:grid-cols-2`). */
  className?: string;
}

/**
 * One choice among a few, each a bordered card with its radio: a fieldset whose legend names
 * the group, wired to a react-hook-form field. The survey forms (cancellation, post-upgrade)
 * ask their "why" with it.
 */
export function RadioCardGroup<Value extends string>({
  legend,
  options,
  registration,
  error,
  className,
}: RadioCardGroupProps<Value>) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className={cn('grid gap-2', className)}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-lg border border-border px-3 py-2.5 text-sm transition-colors hover:bg-muted',
              'has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-accent-foreground',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            )}
          >
            <input
              type="radio"
              value={option.value}
              className="size-4 shrink-0 accent-primary"
              aria-invalid={error ? true : undefined}
              {...registration}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
