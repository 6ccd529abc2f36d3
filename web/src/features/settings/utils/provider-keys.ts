/** The rules the server applies to a key's fields, checked first in the form for quick help. */
import type { ProviderVendor } from '@/lib/gql/graphql';

export const MAX_KEY_MODELS = 6;
export const KEY_NAME_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

export const VENDORS: { value: ProviderVendor; label: string }[] = [
  { value: 'OPENAI', label: 'OpenAI or OpenAI-compatible' },
  { value: 'ANTHROPIC', label: 'Anthropic' },
  { value: 'GEMINI', label: 'Google Gemini' },
];

export function vendorLabel(vendor: ProviderVendor): string {
  if (vendor === 'OPENAI') return 'OpenAI-compatible';
  return VENDORS.find((v) => v.value === vendor)?.label ?? vendor;
}

/** Model names typed one a line or separated by commas: trimmed, blanks and repeats dropped. */
export function parseModels(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\n,]/)) {
    const name = part.trim();
    if (name) seen.add(name);
  }
  return [...seen];
}

export interface KeyFormValues {
  name: string;
  vendor: ProviderVendor;
  baseUrl: string;
  models: string[];
  apiKey: string;
}

export type KeyFormErrors = Partial<Record<'name' | 'baseUrl' | 'models' | 'apiKey', string>>;

export function validateKeyForm(values: KeyFormValues): KeyFormErrors {
  const errors: KeyFormErrors = {};
  if (!values.name.trim()) errors.name = 'Give the key a name.';
  else if (!KEY_NAME_PATTERN.test(values.name.trim()))
    errors.name = 'Use letters, digits, dashes or underscores (up to 40).';
  if (values.models.length === 0) errors.models = 'Add at least one model name.';
  else if (values.models.length > MAX_KEY_MODELS)
    errors.models = `Up to ${MAX_KEY_MODELS} models per key.`;
  const baseUrl = values.baseUrl.trim();
  if (values.vendor === 'OPENAI' && baseUrl && !/^https?:\/\/\S+$/i.test(baseUrl))
    errors.baseUrl = 'Enter the full URL, starting with https://.';
  if (!values.apiKey.trim()) errors.apiKey = 'Paste the API key.';
  return errors;
}
