import { Columns2, Wand2 } from 'lucide-react';

import { cn } from '@/lib/utils';

export type WorkspaceMode = 'generate' | 'compare';

const MODES: { id: WorkspaceMode; label: string; icon: typeof Wand2 }[] = [
  { id: 'generate', label: 'Generate', icon: Wand2 },
  { id: 'compare', label: 'Comparing', icon: Columns2 },
];

/** Generate one prompt, or run the same task through two tiers side by side. */
export function ModeToggle({
  value,
  onChange,
}: {
  value: WorkspaceMode;
  onChange: (mode: WorkspaceMode) => void;
}) {
  return (
    <fieldset>
      <legend className="sr-only">Mode</legend>
      <div className="inline-flex rounded-lg border border-border bg-muted p-1">
        {MODES.map(({ id, label, icon: Icon }) => (
          <label
            key={id}
            className={cn(
              'relative flex cursor-pointer items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
              'has-[:checked]:bg-card has-[:checked]:text-foreground has-[:checked]:shadow-sm',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ring',
            )}
          >
            <input
              type="radio"
              name="workspace-mode"
              value={id}
              checked={value === id}
              onChange={() => onChange(id)}
              className="absolute inset-0 z-10 cursor-pointer appearance-none rounded-md opacity-0"
            />
            <Icon className="size-4" aria-hidden="true" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
