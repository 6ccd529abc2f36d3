/**
 * Pure rules of the content script: what an inserted prompt does to the draft, and the
 * variables form's fields, checks and filled text (with the web app's own filling rules,
 * `web/src/lib/prompt-template.ts`, so a prompt reads the same wherever it is used).
 */
import {
  checkValues,
  describeType,
  fillTemplate,
  hasVariables,
  initialValues,
  type VariableValues,
} from '@web/lib/prompt-template';

import type { PromptSummary, PromptVariableInfo } from '@/shared/messages';

/** The draft after inserting `text`: it replaces an empty draft, else comes after a blank line. */
export function withInserted(draft: string, text: string): string {
  if (draft.trim() === '') return text;
  return `${draft.replace(/\s+$/, '')}\n\n${text}`;
}

export type FieldKind = 'text' | 'textarea' | 'number' | 'select';

export interface VariableField {
  name: string;
  /** The form control to show. */
  kind: FieldKind;
  label: string;
  hint: string;
  options: string[];
  required: boolean;
  value: string;
}

const KINDS: Record<PromptVariableInfo['type'], FieldKind> = {
  TEXT: 'text',
  LONG: 'textarea',
  NUMBER: 'number',
  OPTIONS: 'select',
};

/** Whether a prompt asks for values before it is inserted. */
export function needsValues(prompt: PromptSummary): boolean {
  return hasVariables(prompt.template);
}

/** The variables form's fields, with the defaults filled in. */
export function variableFields(prompt: PromptSummary): VariableField[] {
  const values = initialValues(prompt.template, {});
  return prompt.template.variables.map((variable) => ({
    name: variable.name,
    kind: KINDS[variable.type] ?? 'text',
    label: variable.name.replace(/[_-]+/g, ' '),
    hint: describeType(variable),
    options: [...variable.options],
    required: variable.required,
    value: values[variable.name] ?? '',
  }));
}

/** The prompt's text with the values, or why each value that does not fit does not. */
export function fillPrompt(
  prompt: PromptSummary,
  values: VariableValues,
): { ok: true; text: string } | { ok: false; errors: VariableValues } {
  if (!hasVariables(prompt.template)) return { ok: true, text: prompt.text };
  return fillTemplate(prompt.template, values);
}

export { checkValues };
