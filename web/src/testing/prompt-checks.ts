/**
 * Prompt-check fixtures: `analyzePrompt` answers shaped as the server sends them (the
 * PromptChecks document's fields), and a handler that lints like the server's no-output-format
 * rule, for tests that type and apply a fix.
 */
import type { PromptChecksQuery } from '@/lib/gql/graphql';

import type { GraphQLReply } from './graphql-mock';

type Analysis = PromptChecksQuery['analyzePrompt'];
type Finding = Analysis['lint'][number];
type ModelCount = Analysis['models'][number];

export const OUTPUT_FORMAT_MESSAGE =
  'No output format: say what shape the answer should take, or the model will guess.';
export const OUTPUT_FORMAT_LINE = 'Output format: Markdown, with a short heading for each part.';

export function makeFinding(overrides: Partial<Finding> = {}): Finding {
  return {
    rule: 'no-output-format',
    severity: 'INFO',
    message: OUTPUT_FORMAT_MESSAGE,
    start: null,
    end: null,
    fix: null,
    ...overrides,
  };
}

export function makeModelCount(overrides: Partial<ModelCount> = {}): ModelCount {
  return {
    modelId: 'fake/m-a',
    tokens: 12,
    exact: false,
    inputCostUsd: 0.000012,
    runCostUsd: 0.002,
    ...overrides,
  };
}

/** Characters / 4, rounded up, as the server estimates. */
export function estimateTokens(text: string): number {
  return Math.ceil(Array.from(text).length / 4);
}

export function makeAnalysis(text = '', overrides: Partial<Analysis> = {}): Analysis {
  return { lint: [], estimatedTokens: estimateTokens(text), models: [], ...overrides };
}

export function analysisReply(analysis: Analysis): GraphQLReply {
  return { data: { analyzePrompt: analysis } };
}

/**
 * Like the server for a prompt of four words or more that names no format: one finding whose
 * fix appends the output-format line (the rule's own edit: from the end of the trimmed text).
 */
export function lintLikeServer(variables: Record<string, unknown>): GraphQLReply {
  const text = String(variables.text);
  const words = text.split(/\s+/).filter(Boolean).length;
  const lint =
    words >= 4 && !/format|bullet|list|table|json|markdown|output/i.test(text)
      ? [
          makeFinding({
            fix: {
              label: 'Add an output format',
              edits: [
                {
                  start: text.trimEnd().length,
                  end: text.length,
                  text: `\n\n${OUTPUT_FORMAT_LINE}`,
                },
              ],
            },
          }),
        ]
      : [];
  return analysisReply(makeAnalysis(text, { lint }));
}
