import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

import { cn } from '@/lib/utils';

import { Label } from './label';

interface FormFieldProps {
  label: ReactNode;
  /** The control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
  description?: ReactNode;
  /** The field's error: text, or text with a link (one message, never stacked with another). */
  error?: ReactNode;
  id?: string;
  className?: string;
  /** Extra element ids to describe the control with (e.g. a password checklist). */
  describedBy?: string | undefined;
  labelAction?: ReactNode;
}

/** Label + control + help text + error, wired together for assistive technology. */
export function FormField({
  label,
  children,
  description,
  error,
  id,
  className,
  describedBy,
  labelAction,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedByIds =
    [descriptionId, describedBy, errorId].filter(Boolean).join(' ') || undefined;

  const control = isValidElement(children)
    ? cloneElement(children, {
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedByIds,
      })
    : children;

  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={controlId}>{label}</Label>
        {labelAction}
      </div>
      {control}
      {description ? (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
