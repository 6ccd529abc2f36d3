import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { PlaygroundEstimateFieldsFragment } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

import { playgroundKeys } from './keys';

export const PlaygroundEstimateDocument = graphql(`
  query PlaygroundEstimate($prompt: String!, $models: [String!]!, $comparePrompt: String) {
    playgroundEstimate(prompt: $prompt, models: $models, comparePrompt: $comparePrompt) {
      ...PlaygroundEstimateFields
    }
  }
`);

export type PlaygroundEstimate = PlaygroundEstimateFieldsFragment;

export interface EstimateInput {
  prompt: string;
  models: readonly string[];
  /** The closed loop's enhanced version, run too. */
  comparePrompt?: string | null;
}

/** What a run of `prompt` on `models` would cost at most, and whether it must be confirmed. */
export async function getPlaygroundEstimate(input: EstimateInput, signal?: AbortSignal) {
  const data = await request(
    PlaygroundEstimateDocument,
    { prompt: input.prompt, models: [...input.models], comparePrompt: input.comparePrompt ?? null },
    { feature: 'playground', component: 'RunEstimate', signal },
  );
  return data.playgroundEstimate;
}

export function playgroundEstimateQueryOptions(input: EstimateInput) {
  return queryOptions({
    queryKey: playgroundKeys.estimate(input.prompt, input.models, input.comparePrompt ?? null),
    queryFn: ({ signal }) => getPlaygroundEstimate(input, signal),
    placeholderData: keepPreviousData,
    // The price table changes with the server's configuration only.
    staleTime: 60_000,
    retry: false,
  });
}

/** Asks only with `enabled` (a valid prompt and model count, already debounced). */
export function usePlaygroundEstimate(input: EstimateInput, enabled: boolean) {
  return useQuery({ ...playgroundEstimateQueryOptions(input), enabled });
}
