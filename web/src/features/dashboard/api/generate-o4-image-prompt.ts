import { graphql } from '@/lib/gql';
import type { GenerateO4ImagePromptMutationVariables } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

/** An image prompt for 4o image generation (paid plans). */
export const GenerateO4ImagePromptMutation = graphql(`
  mutation GenerateO4ImagePrompt(
    $description: String!
    $contextId: ID
    $noContext: Boolean!
    $variant: Int!
    $comparisonId: ID
  ) {
    generateO4ImagePrompt(
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

export async function generateO4ImagePrompt(
  variables: GenerateO4ImagePromptMutationVariables,
  signal?: AbortSignal,
) {
  const data = await request(GenerateO4ImagePromptMutation, variables, {
    feature: 'dashboard',
    component: 'PromptGenerator',
    signal,
  });
  return data.generateO4ImagePrompt;
}
