import { useMutation } from '@tanstack/react-query';

import { announceProgress } from '@/lib/app-events';
import { graphql } from '@/lib/gql';
import type { AccessLevel, ShareType } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

import { useLibraryChanged } from './use-library-changed';

export const CreateShareLinkDocument = graphql(`
  mutation CreateShareLink(
    $shareType: ShareType!
    $itemId: ID
    $name: String!
    $accessLevel: AccessLevel
    $inputText: String
    $generatedPrompt: String
  ) {
    createShareLink(
      shareType: $shareType
      itemId: $itemId
      name: $name
      accessLevel: $accessLevel
      inputText: $inputText
      generatedPrompt: $generatedPrompt
    ) {
      ...SharedItemFields
    }
  }
`);

export interface CreateShareLinkInput {
  shareType: ShareType;
  /** A saved prompt, a folder, or folders joined by commas; none for a generation result. */
  itemId?: string;
  name: string;
  accessLevel: AccessLevel;
  /** A generation result: the task, and the prompt written for it. */
  inputText?: string;
  generatedPrompt?: string;
}

/**
 * A link to a saved prompt, a folder, several folders or a generation result: LINK_ONLY (by
 * link only) or PUBLIC (gallery).
 */
export async function createShareLink(input: CreateShareLinkInput) {
  const data = await request(
    CreateShareLinkDocument,
    { ...input, name: input.name.trim() },
    { feature: 'library', component: 'ShareDialog' },
  );
  return data.createShareLink;
}

export function useCreateShareLink() {
  const changed = useLibraryChanged();
  return useMutation({
    mutationFn: createShareLink,
    onSuccess: async () => {
      announceProgress('share');
      await changed();
    },
  });
}
