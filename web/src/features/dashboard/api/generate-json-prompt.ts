import { graphql } from '@/lib/gql';
import type { GenerateJsonPromptMutationVariables } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

/** A JSON-structured prompt (paid plans). */
export const GenerateJsonPromptMutation = graphql(`
  mutation GenerateJsonPrompt(
    $taskOrPrompt: String!
    $contextId: ID
    $noContext: Boolean!
    $variant: Int!
    $comparisonId: ID
  ) {
    generateJsonPrompt(
      taskOrPrompt: $taskOrPrompt
      contextId: $contextId
      noContext: $noContext
      variant: $variant
      comparisonId: $comparisonId
    ) {
      ...GenerationResultFields
    }
  }
`);

export async function generateJsonPrompt(
  variables: GenerateJsonPromptMutationVariables,
  signal?: AbortSignal,
) {
  const data = await request(GenerateJsonPromptMutation, variables, {
    feature: 'dashboard',
    component: 'PromptGenerator',
    signal,
  });
  return data.generateJsonPrompt;
}
