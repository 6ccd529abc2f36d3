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
  ) {
    createShareLink(
      shareType: $shareType
      itemId: $itemId
      name: $name
      accessLevel: $accessLevel
    ) {
      ...SharedItemFields
    }
  }
`);

export interface CreateShareLinkInput {
  shareType: ShareType;
  itemId: string;
  name: string;
  accessLevel: AccessLevel;
}

/** A link to a saved prompt or a folder: LINK_ONLY (by link only) or PUBLIC (gallery). */
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
