import { useId, type ComponentType, type ReactNode } from 'react';

import { cn } from '@/lib/utils';

export interface SegmentedOption<Value extends string> {
  value: Value;
  label: ReactNode;
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }> | undefined;
}

/**
 * A few mutually exclusive choices shown as one pill of segments (the dashboard's mode, a
 * result's Prompt/Changes view). Native radios under the hood: arrow keys move between
 * segments and the legend names the group for screen readers.
 */
export function SegmentedControl<Value extends string>({
  legend,
  options,
  value,
  onChange,
  className,
}: {
  /** Names the group (read by screen readers, not shown). */
  legend: string;
  options: readonly SegmentedOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
}) {
  // Each group its own name: two result cards side by side each have a view switch.
  const name = useId();
  return (
    <fieldset className={className}>
      <legend className="sr-only">{legend}</legend>
      <div className="inline-flex rounded-lg border border-border bg-muted p-1">
        {options.map(({ value: option, label, icon: Icon }) => (
          <label
            key={option}
            className={cn(
              'relative flex cursor-pointer items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
              'has-[:checked]:bg-card has-[:checked]:text-foreground has-[:checked]:shadow-sm',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ring',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="absolute inset-0 z-10 cursor-pointer appearance-none rounded-md opacity-0"
            />
            {Icon ? <Icon className="size-4" aria-hidden="true" /> : null}
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
