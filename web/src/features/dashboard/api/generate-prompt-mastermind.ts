import { graphql } from '@/lib/gql';
import type { GeneratePromptMastermindMutationVariables } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

/** Mastermind: the most thorough prompt (Free quota applies). */
export const GeneratePromptMastermindMutation = graphql(`
  mutation GeneratePromptMastermind(
    $description: String!
    $contextId: ID
    $noContext: Boolean!
    $variant: Int!
    $comparisonId: ID
    $showReasoning: Boolean!
  ) {
    generatePromptMastermind(
      description: $description
      contextId: $contextId
      noContext: $noContext
      variant: $variant
      comparisonId: $comparisonId
      showReasoning: $showReasoning
    ) {
      ...GenerationResultFields
    }
  }
`);

export async function generatePromptMastermind(
  variables: GeneratePromptMastermindMutationVariables,
  signal?: AbortSignal,
) {
  const data = await request(GeneratePromptMastermindMutation, variables, {
    feature: 'dashboard',
    component: 'PromptGenerator',
    signal,
  });
  return data.generatePromptMastermind;
}
