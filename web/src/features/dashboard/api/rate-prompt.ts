import { useMutation, useQueryClient } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { GenerationFieldsFragment, Rating } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

import { generationsQueryKey } from './get-generations';

export const RatePromptMutation = graphql(`
  mutation RatePrompt($generationId: ID!, $rating: Rating) {
    ratePrompt(generationId: $generationId, rating: $rating) {
      id
      rating
    }
  }
`);

export interface RatePromptInput {
  generationId: string;
  /** null clears the rating. */
  rating: Rating | null;
}

export async function ratePrompt({ generationId, rating }: RatePromptInput) {
  const data = await request(
    RatePromptMutation,
    { generationId, rating },
    { feature: 'dashboard', component: 'ResultCard' },
  );
  return data.ratePrompt;
}

/** Likes, dislikes or clears; the history list picks up the new rating. */
export function useRatePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ratePrompt,
    onSuccess: (updated, { generationId }) => {
      queryClient.setQueriesData<GenerationFieldsFragment[]>(
        { queryKey: generationsQueryKey },
        (list) => list?.map((g) => (g.id === generationId ? { ...g, rating: updated.rating } : g)),
      );
    },
  });
}
