import { graphql } from '@/lib/gql';
import type { GeneratePromptPrimerMutationVariables } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

/** Primer: a fast, compact prompt (Free quota applies). */
export const GeneratePromptPrimerMutation = graphql(`
  mutation GeneratePromptPrimer(
    $description: String!
    $contextId: ID
    $noContext: Boolean!
    $variant: Int!
    $comparisonId: ID
  ) {
    generatePromptPrimer(
      description: $description
      contextId: $contextId
      noContext: $noContext
      variant: $variant
      comparisonId: $comparisonId
    ) {
      ...GenerationResultFields
    }
  }
`);

export async function generatePromptPrimer(
  variables: GeneratePromptPrimerMutationVariables,
  signal?: AbortSignal,
) {
  const data = await request(GeneratePromptPrimerMutation, variables, {
    feature: 'dashboard',
    component: 'PromptGenerator',
    signal,
  });
  return data.generatePromptPrimer;
}
