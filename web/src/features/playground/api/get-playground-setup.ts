import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { PlaygroundSetupQuery } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

import { playgroundKeys } from './keys';

export const PlaygroundSetupDocument = graphql(`
  query PlaygroundSetup {
    playgroundSetup {
      models {
        id
        provider
        model
        family
        inputPerMillionUsd
        outputPerMillionUsd
        priceAsOf
        own
      }
      allowed
      upgradeMessage
      minModels
      maxModels
      maxPromptChars
      maxOutputTokens
      confirmCostAboveUsd
    }
  }
`);

export type PlaygroundSetup = PlaygroundSetupQuery['playgroundSetup'];
export type PlaygroundModel = PlaygroundSetup['models'][number];

/** The operator's models (with prices), the limits, and whether the plan includes testing. */
export async function getPlaygroundSetup(signal?: AbortSignal) {
  const data = await request(
    PlaygroundSetupDocument,
    {},
    { feature: 'playground', component: 'PlaygroundRoute', signal },
  );
  return data.playgroundSetup;
}

export function playgroundSetupQueryOptions() {
  return queryOptions({
    queryKey: playgroundKeys.setup,
    queryFn: ({ signal }) => getPlaygroundSetup(signal),
    // The models include the user's own keys, added and deleted in Settings: ask again on each
    // visit (the cached setup shows meanwhile).
    refetchOnMount: 'always',
  });
}

export function usePlaygroundSetup() {
  return useQuery(playgroundSetupQueryOptions());
}
