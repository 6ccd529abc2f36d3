import { graphql } from '@/lib/gql';
import type { GenerateImagePromptMutationVariables } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

/** An image prompt for Midjourney, Stable Diffusion or GPT Image (paid plans). */
export const GenerateImagePromptMutation = graphql(`
  mutation GenerateImagePrompt(
    $description: String!
    $model: ImageModel!
    $contextId: ID
    $noContext: Boolean!
    $variant: Int!
    $comparisonId: ID
  ) {
    generateImagePrompt(
      description: $description
      model: $model
      contextId: $contextId
      noContext: $noContext
      variant: $variant
      comparisonId: $comparisonId
    ) {
      ...GenerationResultFields
    }
  }
`);

export async function generateImagePrompt(
  variables: GenerateImagePromptMutationVariables,
  signal?: AbortSignal,
) {
  const data = await request(GenerateImagePromptMutation, variables, {
    feature: 'dashboard',
    component: 'PromptGenerator',
    signal,
  });
  return data.generateImagePrompt;
}
