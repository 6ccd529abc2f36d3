/** How the playground writes models, money, times and tokens. */
import type { ModelFamily } from '@/lib/gql/graphql';

const FAMILY_LABELS: Record<ModelFamily, string> = {
  ANTHROPIC: 'Anthropic',
  OPENAI: 'OpenAI',
  GEMINI: 'Gemini',
  MISTRAL: 'Mistral',
  AMAZON: 'Amazon',
  META: 'Meta',
  OTHER: 'Other',
};

export function familyLabel(family: ModelFamily): string {
  return FAMILY_LABELS[family];
}

/**
 * US dollars as small as a test run's: "$1.25", "$0.0123", "$0.00042", "$0". Costs are
 * estimates in millionths of a dollar, so small ones keep two significant digits.
 */
export function formatUsd(amount: number): string {
  if (amount === 0) return '$0';
  if (amount >= 1) return `$${amount.toFixed(2)}`;
  if (amount >= 0.01) return `$${amount.toFixed(4).replace(/0{1,2}$/, '')}`;
  return `$${Number(amount.toPrecision(2)).toFixed(Math.max(2, 1 - Math.floor(Math.log10(amount))))}`;
}

/** A price per million tokens: "$0.15", "$15". */
export function formatPerMillion(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2).replace(/0$/, '')}`;
}

/** A latency: "420 ms", "2.4 s", "1 min 5 s". */
export function formatMs(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return `${minutes} min ${seconds} s`;
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** The first line of a prompt, cut near `max` characters at a word. */
export function excerpt(text: string, max = 90): string {
  const line = text.trim().split('\n')[0]?.trim() ?? '';
  if (line.length <= max) return line || 'Untitled prompt';
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
