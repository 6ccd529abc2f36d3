/**
 * The Context Genie picker, shared by the features that send a Genie with a request (the
 * dashboard's generations, the assistant chat): the default choice (the active Genie, if any;
 * its value is the empty string), "No context" (none, not even the active one) or another of the
 * user's Genies. Each feature loads the Genies with its own query and maps the choice to its own
 * request fields.
 */
import { cloneElement, useId } from 'react';

import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

/** The picker's "No context" value; the empty value is the default choice. */
export const NO_CONTEXT = '__no_context__';

/** What the picker needs of a Genie. */
export interface GenieOption {
  id: string;
  name: string;
  isActive: boolean;
}

/**
 * "No context" differs from the default choice only while a Genie is active (or, before the
 * Genies have loaded, may be).
 */
function offersNoContext(contexts: readonly GenieOption[] | undefined): boolean {
  return !contexts || contexts.some((c) => c.isActive);
}

export function ContextGenieSelect({
  contexts,
  value,
  onChange,
  purpose = 'added to this prompt',
  disabled,
  inline = false,
}: {
  /** Undefined while they load. */
  contexts: readonly GenieOption[] | undefined;
  value: string;
  onChange: (value: string) => void;
  /** What the Genie's context is for, after "Saved context …". */
  purpose?: string;
  disabled?: boolean;
  /** A compact picker with its label beside it, its description for screen readers only. */
  inline?: boolean;
}) {
  const id = useId();
  const active = contexts?.find((c) => c.isActive);
  const description = active
    ? `Saved context ${purpose}: your active Genie unless you choose otherwise.`
    : `Saved context ${purpose}.`;
  const select = (
    <Select
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      className={inline ? 'h-8 w-44 py-1 text-xs sm:w-52 sm:text-xs' : undefined}
    >
      <option value="">
        {active
          ? `Active Genie: ${active.name}`
          : contexts
            ? 'No context'
            : 'Your active Genie, if any'}
      </option>
      {offersNoContext(contexts) ? <option value={NO_CONTEXT}>No context</option> : null}
      {contexts
        ?.filter((c) => !c.isActive)
        .map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
    </Select>
  );
  if (!inline) {
    return (
      <FormField label="Context Genie" description={description}>
        {select}
      </FormField>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        Context Genie
      </Label>
      {cloneElement(select, { id, 'aria-describedby': `${id}-description` })}
      <span id={`${id}-description`} className="sr-only">
        {description}
      </span>
    </div>
  );
}

/**
 * The picker's choice as it stands now: a Genie picked earlier may have been deleted or become
 * the active one since, and "No context" is the default once no Genie is active.
 */
export function currentGenieChoice(
  picked: string,
  contexts: readonly GenieOption[] | undefined,
): string {
  if (picked === NO_CONTEXT) return offersNoContext(contexts) ? NO_CONTEXT : '';
  return contexts?.some((c) => c.id === picked && !c.isActive) ? picked : '';
}
