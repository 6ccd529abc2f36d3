import { graphql } from '@/lib/gql';
import type { GeneratePromptMutationVariables } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

/** AI Amplifier: a deeper, sectioned prompt (Free quota applies). */
export const GeneratePromptMutation = graphql(`
  mutation GeneratePrompt(
    $description: String!
    $contextId: ID
    $noContext: Boolean!
    $variant: Int!
    $comparisonId: ID
  ) {
    generatePrompt(
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

export async function generatePrompt(
  variables: GeneratePromptMutationVariables,
  signal?: AbortSignal,
) {
  const data = await request(GeneratePromptMutation, variables, {
    feature: 'dashboard',
    component: 'PromptGenerator',
    signal,
  });
  return data.generatePrompt;
}
