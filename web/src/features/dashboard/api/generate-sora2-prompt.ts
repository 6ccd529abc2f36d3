import { graphql } from '@/lib/gql';
import type { GenerateSora2PromptMutationVariables } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

/** A Sora 2 video prompt (paid plans). */
export const GenerateSora2PromptMutation = graphql(`
  mutation GenerateSora2Prompt(
    $description: String!
    $contextId: ID
    $noContext: Boolean!
    $variant: Int!
    $comparisonId: ID
  ) {
    generateSora2Prompt(
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

export async function generateSora2Prompt(
  variables: GenerateSora2PromptMutationVariables,
  signal?: AbortSignal,
) {
  const data = await request(GenerateSora2PromptMutation, variables, {
    feature: 'dashboard',
    component: 'PromptGenerator',
    signal,
  });
  return data.generateSora2Prompt;
}
