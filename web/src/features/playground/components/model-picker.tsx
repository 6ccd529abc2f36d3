import { useId } from 'react';

import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

import type { PlaygroundModel } from '../api/get-playground-setup';
import { familyLabel, formatPerMillion } from '../utils/format';

function priceText(model: PlaygroundModel): string {
  const { inputPerMillionUsd: input, outputPerMillionUsd: output } = model;
  if (input == null && output == null) return 'No price';
  const parts = [
    input != null ? `${formatPerMillion(input)} in` : null,
    output != null ? `${formatPerMillion(output)} out` : null,
  ].filter(Boolean);
  return `${parts.join(' · ')} per 1M tokens`;
}

/**
 * The models to compare, as checkbox cards (native checkboxes: keyboard and screen readers
 * work as usual): provider/model, its maker and its price per million tokens when the
 * operator's table has one. Once `max` are chosen the others are disabled.
 */
export function ModelPicker({
  models,
  selected,
  onChange,
  min,
  max,
  disabled = false,
  error,
}: {
  models: PlaygroundModel[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  min: number;
  max: number;
  disabled?: boolean;
  error?: string | undefined;
}) {
  const hintId = useId();
  const errorId = useId();
  const full = selected.length >= max;

  const toggle = (id: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    // Columns follow the list's order, whatever order the boxes were ticked in.
    onChange(models.map((m) => m.id).filter((m) => next.has(m)));
  };

  return (
    <fieldset
      className="grid min-w-0 gap-2"
      aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
    >
      <legend className="text-sm font-medium">Models</legend>
      <p id={hintId} className="text-xs text-muted-foreground">
        Choose {min} to {max}. {selected.length} chosen.
      </p>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {models.map((model) => {
          const checked = selected.includes(model.id);
          const off = disabled || (!checked && full);
          const asOf = model.priceAsOf ? `Price as of ${model.priceAsOf}` : undefined;
          return (
            <label
              key={model.id}
              className={cn(
                'flex min-w-0 items-start gap-3 rounded-lg border border-border bg-card px-3 py-2.5 text-sm transition-colors',
                off ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-muted',
                'has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-accent-foreground',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              )}
            >
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-primary"
                checked={checked}
                disabled={off}
                aria-invalid={error ? true : undefined}
                onChange={(event) => toggle(model.id, event.target.checked)}
              />
              <span className="grid min-w-0 gap-1">
                <span className="font-medium break-all">{model.id}</span>
                <span className="flex flex-wrap items-center gap-1.5 text-xs">
                  <Badge variant="outline">{familyLabel(model.family)}</Badge>
                  {model.own ? <Badge variant="outline">Your key</Badge> : null}
                  <span title={asOf}>{priceText(model)}</span>
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
