import { queryOptions, useQuery } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type { PromptVersionsQuery } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

import { libraryKeys } from './keys';

export const PromptVersionsDocument = graphql(`
  query PromptVersions($promptId: ID!) {
    promptVersions(promptId: $promptId) {
      id
      title
      text
      tags
      createdAt
      diff {
        outcome
        message
        lines {
          kind
          text
        }
      }
    }
  }
`);

export type PromptVersion = PromptVersionsQuery['promptVersions'][number];
export type VersionDiff = PromptVersion['diff'];
export type DiffLine = VersionDiff['lines'][number];

/**
 * A prompt's earlier versions, newest first, each with its diff against the current text (or
 * why there is none: TOO_LARGE past the server's line cap, TIMED_OUT past its deadline).
 */
export async function getPromptVersions(promptId: string, signal?: AbortSignal) {
  const data = await request(
    PromptVersionsDocument,
    { promptId },
    { feature: 'library', component: 'PromptVersions', signal },
  );
  return data.promptVersions;
}

export function promptVersionsQueryOptions(promptId: string) {
  return queryOptions({
    queryKey: libraryKeys.versions(promptId),
    queryFn: ({ signal }) => getPromptVersions(promptId, signal),
  });
}

export function usePromptVersions(promptId: string) {
  return useQuery(promptVersionsQueryOptions(promptId));
}
