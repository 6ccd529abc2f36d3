import { useMutation } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

import { useLibraryChanged } from './use-library-changed';

export const RestorePromptVersionDocument = graphql(`
  mutation RestorePromptVersion($promptId: ID!, $versionId: ID!) {
    restorePromptVersion(promptId: $promptId, versionId: $versionId) {
      ...SavedPromptFields
    }
  }
`);

/** Puts a version back; the content it replaces becomes a version too. */
export async function restorePromptVersion(input: { promptId: string; versionId: string }) {
  const data = await request(RestorePromptVersionDocument, input, {
    feature: 'library',
    component: 'PromptVersions',
  });
  return data.restorePromptVersion;
}

export function useRestorePromptVersion() {
  const changed = useLibraryChanged();
  return useMutation({ mutationFn: restorePromptVersion, onSuccess: changed });
}
