/**
 * `analyzePrompt` for the prompt checks: the linter's findings with their fixes, and the
 * prompt's tokens and the cost of one run on each of the operator's models. Asked 400 ms
 * after the text stops changing, never for empty text. Each text has its own cache entry, and
 * every answer carries the text it was computed for, so an answer that arrives late never
 * stands for newer text (and its fixes are not applied to it).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { PromptChecksQuery } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export const PromptChecksDocument = graphql(`
  query PromptChecks(
    $text: String!
    $values: JSON
    $contextId: ID
    $thirdParty: Boolean
    $plainText: Boolean! = false
  ) {
    analyzePrompt(
      text: $text
      values: $values
      contextId: $contextId
      thirdParty: $thirdParty
      plainText: $plainText
    ) {
      lint {
        rule
        severity
        message
        start
        end
        fix {
          label
          edits {
            start
            end
            text
          }
        }
      }
      estimatedTokens
      models {
        modelId
        tokens
        exact
        inputCostUsd
        runCostUsd
      }
    }
  }
`);

/** How long the text must rest before it is analysed. */
export const ANALYZE_DEBOUNCE_MS = 400;

export type PromptAnalysis = PromptChecksQuery['analyzePrompt'];
export type LintFinding = PromptAnalysis['lint'][number];
export type ModelTokenCount = PromptAnalysis['models'][number];

export interface AnalysisInput {
  text: string;
  /** The variables' values the user filled in (unfilled ones are then flagged). */
  values?: Record<string, string> | null | undefined;
  /** A Context Genie of the user's whose `name: value` lines fill matching variables. */
  contextId?: string | null | undefined;
  /** Whether the prompt goes to a third party's model (the server decides when unset). */
  thirdParty?: boolean | null | undefined;
  /** A one-off task sent as it is: no fix adds a `{{variable}}`. */
  plainText?: boolean | undefined;
}

/** An analysis and the text it was computed for. */
export interface AnalyzedText {
  text: string;
  analysis: PromptAnalysis;
}

export const promptChecksKeys = {
  all: ['promptChecks'] as const,
  analysis: ({ text, values, contextId, thirdParty, plainText }: AnalysisInput) =>
    [
      'promptChecks',
      text,
      values ?? null,
      contextId ?? null,
      thirdParty ?? null,
      plainText ?? false,
    ] as const,
};

export async function analyzePrompt(
  input: AnalysisInput,
  signal?: AbortSignal,
): Promise<AnalyzedText> {
  const data = await request(
    PromptChecksDocument,
    {
      text: input.text,
      values: input.values ?? null,
      contextId: input.contextId ?? null,
      thirdParty: input.thirdParty ?? null,
      plainText: input.plainText ?? false,
    },
    { feature: 'prompt-checks', component: 'PromptChecks', signal },
  );
  return { text: input.text, analysis: data.analyzePrompt };
}

export function promptAnalysisQueryOptions(input: AnalysisInput) {
  return queryOptions({
    queryKey: promptChecksKeys.analysis(input),
    queryFn: ({ signal }) => analyzePrompt(input, signal),
    // The last answer stays on screen while the next text is checked (no jumping layout);
    // `AnalyzedText.text` says which text it is for.
    placeholderData: keepPreviousData,
    // The same text gives the same advice; the prices change with the server's config only.
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export interface PromptAnalysisState {
  /** The latest answer (for `data.text`, which may be older than the text now). */
  data: AnalyzedText | undefined;
  /** `data` is for the text as it is now: its fixes may be applied. */
  isCurrent: boolean;
  /** The text changed since the last answer, or is being analysed. */
  isChecking: boolean;
  /** The last request failed (the text has no analysis). */
  error: unknown;
  retry: () => void;
}

/** The analysis of `input.text`, asked once it has rested for `debounceMs`. */
export function usePromptAnalysis(
  input: AnalysisInput,
  { debounceMs = ANALYZE_DEBOUNCE_MS }: { debounceMs?: number } = {},
): PromptAnalysisState {
  const empty = input.text.trim() === '';
  const debouncedText = useDebouncedValue(input.text, debounceMs);
  const enabled = debouncedText.trim() !== '' && !empty;
  const query = useQuery({
    ...promptAnalysisQueryOptions({ ...input, text: debouncedText }),
    enabled,
  });
  const data = empty ? undefined : query.data;
  const isCurrent = data !== undefined && data.text === input.text && !query.isPlaceholderData;
  return {
    data,
    isCurrent,
    isChecking: !empty && !isCurrent && (debouncedText !== input.text || query.isFetching),
    error: empty || debouncedText !== input.text ? null : query.error,
    retry: () => void query.refetch(),
  };
}
