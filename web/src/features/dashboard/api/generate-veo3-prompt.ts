import { graphql } from '@/lib/gql';
import type { Veo3PromptGeneratorMutationVariables } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

/** A Veo 3 video prompt, optionally from a first-frame image sent as a data URL (paid plans). */
export const Veo3PromptGeneratorMutation = graphql(`
  mutation Veo3PromptGenerator(
    $description: String!
    $imageBase64: String
    $contextId: ID
    $noContext: Boolean!
    $variant: Int!
    $comparisonId: ID
  ) {
    veo3PromptGenerator(
      description: $description
      imageBase64: $imageBase64
      contextId: $contextId
      noContext: $noContext
      variant: $variant
      comparisonId: $comparisonId
    ) {
      ...GenerationResultFields
    }
  }
`);

export async function veo3PromptGenerator(
  variables: Veo3PromptGeneratorMutationVariables,
  signal?: AbortSignal,
) {
  const data = await request(Veo3PromptGeneratorMutation, variables, {
    feature: 'dashboard',
    component: 'PromptGenerator',
    signal,
  });
  return data.veo3PromptGenerator;
}
