/**
 * Prompt variables (issue 22) in the browser: the server parses `{{name: type = default}}` and
 * sends each prompt's template (`PromptTemplate`: its variables and the segments to join); this
 * module checks the values a user types and fills the prompt from the segments, exactly as the
 * server's `Template::fill` does (a value is trimmed at its end; an empty one falls back to the
 * default; a value must fit its type), so a form needs no round trip and guests can fill a
 * shared prompt. It also keeps the values a user filled in, per prompt and per account.
 */
import type { VariableType } from './gql/graphql';

/** What the app needs of a `PromptVariable`. */
export interface TemplateVariable {
  name: string;
  type: VariableType;
  options: readonly string[];
  default: string | null;
  required: boolean;
}

/** What the app needs of a `PromptSegment`: text as it is, or a variable's name. */
export interface TemplateSegment {
  text: string | null;
  variable: string | null;
}

/** What the app needs of a `PromptTemplate`. */
export interface TemplateShape {
  variables: readonly TemplateVariable[];
  segments: readonly TemplateSegment[];
}

export type VariableValues = Record<string, string>;

/** The longest value a variable may be filled with (`domain::variables::MAX_VALUE_CHARS`). */
export const MAX_VALUE_CHARS = 10_000;

/** Whether a prompt has a form to fill before it is used. */
export function hasVariables(template: TemplateShape | null | undefined): boolean {
  return (template?.variables.length ?? 0) > 0;
}

/** `{{name}}`, as the library shows a variable. */
export function variableToken(name: string): string {
  return `{{${name}}}`;
}

/** A variable's type in words, for a field's hint. */
export function describeType(variable: TemplateVariable): string {
  switch (variable.type) {
    case 'LONG':
      return 'Several lines of text';
    case 'NUMBER':
      return 'A number';
    case 'OPTIONS':
      return `One of: ${variable.options.join(', ')}`;
    default:
      return 'One line of text';
  }
}

/** The value a variable takes from what was typed: trimmed at its end, else its default. */
export function effectiveValue(
  variable: TemplateVariable,
  typed: string | undefined,
): string | null {
  const value = (typed ?? '').trimEnd();
  if (value.trim() !== '') return value;
  return variable.default;
}

/** Why a value does not fit its variable, in plain words; null when it does. */
export function checkValue(variable: TemplateVariable, typed: string | undefined): string | null {
  const value = effectiveValue(variable, typed);
  if (value === null) {
    return variable.type === 'OPTIONS' ? `Choose a ${variable.name}.` : `Fill in ${variable.name}.`;
  }
  if ([...value].length > MAX_VALUE_CHARS) {
    return `At most ${MAX_VALUE_CHARS.toLocaleString('en-US')} characters.`;
  }
  switch (variable.type) {
    case 'TEXT':
      return value.includes('\n') ? 'Keep it to one line.' : null;
    case 'NUMBER': {
      const n = value.trim() === '' ? NaN : Number(value.trim());
      return Number.isFinite(n) ? null : 'Enter a number, such as 3 or 2.5.';
    }
    case 'OPTIONS':
      return variable.options.includes(value.trim())
        ? null
        : `Choose one of: ${variable.options.join(', ')}.`;
    default:
      return null;
  }
}

/** Every variable that does not fit, by name. Empty: the prompt can be filled. */
export function checkValues(template: TemplateShape, values: VariableValues): VariableValues {
  const errors: VariableValues = {};
  for (const variable of template.variables) {
    const error = checkValue(variable, values[variable.name]);
    if (error) errors[variable.name] = error;
  }
  return errors;
}

/**
 * The segments joined, each variable replaced by its value (else its default). A variable with
 * neither stays as `{{name}}`, which is what the preview shows; `fillTemplate` refuses it.
 */
export function joinSegments(template: TemplateShape, values: VariableValues): string {
  const byName = new Map(template.variables.map((v) => [v.name, v]));
  return template.segments
    .map((segment) => {
      if (segment.variable === null) return segment.text ?? '';
      const variable = byName.get(segment.variable);
      const value = variable
        ? effectiveValue(variable, values[segment.variable])
        : (values[segment.variable] ?? null);
      return value ?? variableToken(segment.variable);
    })
    .join('');
}

/** The filled prompt, or every variable that could not be filled. */
export function fillTemplate(
  template: TemplateShape,
  values: VariableValues,
): { ok: true; text: string } | { ok: false; errors: VariableValues } {
  const errors = checkValues(template, values);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, text: joinSegments(template, values) };
}

/**
 * The form's first values: the defaults, over which what the user filled last time (only for
 * variables the prompt still has, and options it still offers).
 */
export function initialValues(template: TemplateShape, remembered: VariableValues): VariableValues {
  const values: VariableValues = {};
  for (const variable of template.variables) {
    const kept = remembered[variable.name];
    const fits =
      typeof kept === 'string' &&
      (variable.type !== 'OPTIONS' || variable.options.includes(kept.trim()));
    values[variable.name] = fits ? kept : (variable.default ?? '');
  }
  return values;
}

/** Every remembered-values entry's key starts with this (removed on sign-out). */
export const REMEMBERED_VALUES_PREFIX = 'promptValues:';

/**
 * Where a prompt's values are kept: per account (`guest` signed out) and per prompt (`prompt:`
 * a saved prompt's id, `share:` a share link's id and the prompt's place in it), so one
 * account never sees another's values in a shared browser.
 */
export function rememberedValuesKey(owner: string | null, prompt: string): string {
  return `${REMEMBERED_VALUES_PREFIX}${owner ?? 'guest'}:${prompt}`;
}

export function loadRememberedValues(key: string): VariableValues {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

export function saveRememberedValues(key: string, values: VariableValues): void {
  try {
    localStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage can be full or disabled (private mode): the form still works, it just forgets.
  }
}

/** One error in a prompt's `{{variables}}`, where it is. */
export interface VariableProblem {
  line: number | null;
  column: number | null;
  message: string;
}

/**
 * A save refused because the prompt's `{{variables}}` are written wrong is BAD_USER_INPUT on
 * `text` with each error as "Line 2, column 3: …" in `details`: one of those, taken apart.
 */
export function parseVariableProblem(detail: string): VariableProblem {
  const match = /^Line (\d+), column (\d+): (.*)$/s.exec(detail);
  if (!match) return { line: null, column: null, message: detail };
  return { line: Number(match[1]), column: Number(match[2]), message: match[3] ?? '' };
}
