/**
 * The form a prompt's `{{variables}}` make (issue 22), shared by the features that use a saved
 * or shared prompt (the library before Copy, Open in, Test and Use in chat; the share page for
 * visitors). One field per variable: text (one line), long (several), number (checked), options
 * (a select); a variable without a default must be filled, the defaults are filled in already.
 * Below, the prompt as it will be used, filled as the user types (`lib/prompt-template.ts`, no
 * round trip). The values are remembered per prompt and account (`storageKey`). Where the
 * feature passes `genie`, a Context Genie fills the variables its `name: value` lines name; the
 * user can still change them. The feature owns what submitting does (copy, open, navigate) and
 * renders its buttons as the children; a button elsewhere can submit it with `form={id}`.
 */
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';

import {
  ContextGenieSelect,
  currentGenieChoice,
  NO_CONTEXT,
  type GenieOption,
} from '@/components/context-genie-select';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/errors';
import { plural } from '@/lib/format';
import {
  checkValues,
  describeType,
  effectiveValue,
  fillTemplate,
  initialValues,
  loadRememberedValues,
  saveRememberedValues,
  variableToken,
  type TemplateShape,
  type TemplateVariable,
  type VariableValues,
} from '@/lib/prompt-template';
import { cn } from '@/lib/utils';

/** A Context Genie as a bundle of values, where the user is signed in. */
export interface GenieValues {
  /** The user's Genies; undefined while they load. */
  contexts: readonly GenieOption[] | undefined;
  /** The values a Genie gives, by variable name (`analyzePrompt`'s `contextValues`). */
  load: (contextId: string) => Promise<Record<string, unknown>>;
}

export function VariablesForm({
  id,
  template,
  storageKey,
  genie,
  onSubmit,
  children,
  className,
}: {
  /** The form's id, for a submit button outside it (`form={id}`). */
  id?: string;
  template: TemplateShape;
  /** Where the values are remembered (`rememberedValuesKey`). */
  storageKey: string;
  genie?: GenieValues | undefined;
  /** Called with the filled prompt once every field is valid. */
  onSubmit: (filled: string) => void | Promise<void>;
  /** The form's buttons. */
  children?: ReactNode;
  className?: string;
}) {
  const generated = useId();
  const formId = id ?? generated;
  const [values, setValues] = useState<VariableValues>(() =>
    initialValues(template, loadRememberedValues(storageKey)),
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const errors = checkValues(template, values);
  const fieldId = (index: number) => `${formId}-variable-${index}`;

  const setValue = (name: string, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const result = fillTemplate(template, values);
    if (!result.ok) {
      const first = template.variables.findIndex((v) => result.errors[v.name]);
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    saveRememberedValues(storageKey, values);
    void onSubmit(result.text);
  };

  const errorCount = Object.keys(errors).length;
  return (
    <form
      id={formId}
      onSubmit={submit}
      noValidate
      aria-label="Fill in the variables"
      className={cn('grid gap-4', className)}
    >
      {genie ? (
        <GenieFill
          genie={genie}
          template={template}
          onFill={(given) => setValues((current) => ({ ...current, ...given }))}
        />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {template.variables.map((variable, index) => (
          <VariableField
            key={variable.name}
            id={fieldId(index)}
            variable={variable}
            value={values[variable.name] ?? ''}
            error={attempted || touched.has(variable.name) ? errors[variable.name] : undefined}
            onChange={(value) => setValue(variable.name, value)}
            onBlur={() => setTouched((current) => new Set(current).add(variable.name))}
          />
        ))}
      </div>
      {attempted && errorCount > 0 ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorCount === 1
            ? 'One field needs a value that fits it.'
            : `${plural(errorCount, 'field')} need values that fit them.`}
        </p>
      ) : null}
      <FilledPreview template={template} values={values} />
      {children ? <div className="flex flex-wrap justify-end gap-2">{children}</div> : null}
    </form>
  );
}

function VariableField({
  id,
  variable,
  value,
  error,
  onChange,
  onBlur,
}: {
  id: string;
  variable: TemplateVariable;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const description = `${describeType(variable)}${
    variable.default !== null && variable.default !== '' ? ` · default: ${variable.default}` : ''
  }`;
  const common = {
    value,
    onBlur,
    'aria-required': variable.required || undefined,
  };
  return (
    <FormField
      id={id}
      className={variable.type === 'LONG' ? 'sm:col-span-2' : undefined}
      label={
        <>
          {variable.name}
          {variable.required ? (
            <>
              {' '}
              <span className="font-normal text-muted-foreground">(required)</span>
            </>
          ) : null}
        </>
      }
      description={description}
      error={error}
    >
      {variable.type === 'LONG' ? (
        <Textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} />
      ) : variable.type === 'OPTIONS' ? (
        <Select {...common} onChange={(e) => onChange(e.target.value)}>
          {variable.default === null || !variable.options.includes(variable.default) ? (
            <option value="">Choose…</option>
          ) : null}
          {variable.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      ) : (
        <Input
          {...common}
          // A text field with a number keyboard: the browser's number input drops what it
          // can't read without a word, where this says what is wrong.
          inputMode={variable.type === 'NUMBER' ? 'decimal' : undefined}
          autoComplete="off"
          placeholder={variable.default ?? undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}

/** The prompt as it will be used: the filled values marked, the unfilled ones as `{{name}}`. */
function FilledPreview({ template, values }: { template: TemplateShape; values: VariableValues }) {
  const headingId = useId();
  const byName = new Map(template.variables.map((v) => [v.name, v]));
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h4 id={headingId} className="text-sm font-medium">
        Preview
      </h4>
      <pre
        tabIndex={0}
        aria-label="Filled prompt"
        className="max-h-72 overflow-y-auto rounded-lg border border-border bg-muted/50 p-3 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap"
      >
        {template.segments.map((segment, index) => {
          if (segment.variable === null) return segment.text ?? '';
          const variable = byName.get(segment.variable);
          const value = variable ? effectiveValue(variable, values[segment.variable]) : null;
          return value === null ? (
            <span
              key={index}
              className="rounded border border-dashed border-destructive px-0.5 text-foreground"
            >
              {variableToken(segment.variable)}
            </span>
          ) : (
            <mark key={index} className="rounded bg-accent px-0.5 text-accent-foreground">
              {value}
            </mark>
          );
        })}
      </pre>
    </section>
  );
}

/** The Genie picker: choosing one fills the variables it has values for. */
function GenieFill({
  genie,
  template,
  onFill,
}: {
  genie: GenieValues;
  template: TemplateShape;
  onFill: (values: VariableValues) => void;
}) {
  // Nothing is filled until the user picks a Genie: "No context" where a Genie is active.
  const [picked, setPicked] = useState(NO_CONTEXT);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const choice = currentGenieChoice(picked, genie.contexts);

  const pick = async (value: string) => {
    setPicked(value);
    const target =
      value === NO_CONTEXT
        ? undefined
        : value === ''
          ? genie.contexts?.find((c) => c.isActive)
          : genie.contexts?.find((c) => c.id === value);
    const request = ++latest.current;
    if (!target) {
      setMessage(null);
      return;
    }
    setLoading(true);
    try {
      const given = await genie.load(target.id);
      if (request !== latest.current) return;
      const filled: VariableValues = {};
      for (const variable of template.variables) {
        const value = given[variable.name];
        if (typeof value === 'string' && value.trim() !== '') filled[variable.name] = value;
      }
      const count = Object.keys(filled).length;
      onFill(filled);
      setMessage({
        text:
          count > 0
            ? `Filled ${plural(count, 'field')} from ${target.name}. You can still change them.`
            : `${target.name} has no values for these fields. A Genie fills a field from a line such as “${template.variables[0]?.name ?? 'name'}: value”.`,
      });
    } catch (error) {
      if (request !== latest.current) return;
      setMessage({ text: `Could not read ${target.name}: ${errorMessage(error)}`, error: true });
    } finally {
      if (request === latest.current) setLoading(false);
    }
  };

  return (
    <div className="grid gap-1.5">
      <ContextGenieSelect
        contexts={genie.contexts}
        value={choice}
        onChange={(value) => void pick(value)}
        purpose="that fills the fields its “name: value” lines name"
        disabled={loading}
      />
      <p
        role="status"
        className={cn('text-xs', message?.error ? 'text-destructive' : 'text-muted-foreground')}
      >
        {loading ? 'Reading the Genie…' : (message?.text ?? '')}
      </p>
    </div>
  );
}
