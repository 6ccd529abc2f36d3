import { Lock } from 'lucide-react';

import { SPECIAL_GENERATORS, TEXT_TIERS, type GeneratorInfo } from '@/config/generators';
import type { GeneratorKind } from '@/lib/gql/graphql';
import { cn } from '@/lib/utils';

function Option({
  info,
  name,
  checked,
  locked,
  onSelect,
}: {
  info: GeneratorInfo;
  name: string;
  checked: boolean;
  locked: boolean;
  onSelect: (id: GeneratorKind) => void;
}) {
  return (
    <label
      className={cn(
        'relative flex cursor-pointer flex-col gap-0.5 rounded-lg border border-border bg-card px-3 py-2.5 transition-colors hover:border-primary/40',
        'has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-accent-foreground',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
      )}
    >
      <input
        type="radio"
        name={name}
        value={info.id}
        checked={checked}
        onChange={() => onSelect(info.id)}
        className="absolute inset-0 z-10 cursor-pointer appearance-none rounded-lg opacity-0"
      />
      <span className="flex items-center gap-1.5 text-sm font-semibold">
        {info.label}
        {locked ? (
          <span className="ml-auto inline-flex items-center gap-1 rounded-full border border-primary/30 bg-accent px-1.5 py-0.5 text-[0.625rem] font-semibold tracking-wide text-accent-foreground uppercase">
            <Lock className="size-3" aria-hidden="true" />
            Pro
          </span>
        ) : null}
      </span>
      <span className={cn('text-xs text-muted-foreground', checked && 'text-accent-foreground/80')}>
        {info.tagline}
      </span>
    </label>
  );
}

/**
 * The three tiers and the special generators as one radio group. Paid-only generators carry
 * a "Pro" badge for Free users but stay selectable: the server explains the plan when asked.
 */
export function ModelPicker({
  value,
  onChange,
  isFree,
}: {
  value: GeneratorKind;
  onChange: (id: GeneratorKind) => void;
  isFree: boolean;
}) {
  const name = 'generator';
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Model</legend>
      <div role="group" aria-labelledby="model-tiers" className="grid gap-2">
        <p id="model-tiers" className="text-xs text-muted-foreground">
          Prompt tiers
        </p>
        <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-3">
          {TEXT_TIERS.map((info) => (
            <Option
              key={info.id}
              info={info}
              name={name}
              checked={value === info.id}
              locked={false}
              onSelect={onChange}
            />
          ))}
        </div>
      </div>
      <div role="group" aria-labelledby="model-special" className="grid gap-2">
        <p id="model-special" className="text-xs text-muted-foreground">
          Image, video and JSON
        </p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
          {SPECIAL_GENERATORS.map((info) => (
            <Option
              key={info.id}
              info={info}
              name={name}
              checked={value === info.id}
              locked={isFree && info.paid}
              onSelect={onChange}
            />
          ))}
        </div>
      </div>
    </fieldset>
  );
}
