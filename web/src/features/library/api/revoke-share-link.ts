import { useMutation } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

import { useLibraryChanged } from './use-library-changed';

export const RevokeShareLinkDocument = graphql(`
  mutation RevokeShareLink($id: ID!) {
    revokeShareLink(id: $id)
  }
`);

/** The link answers 404 from then on. */
export async function revokeShareLink(id: string) {
  const data = await request(
    RevokeShareLinkDocument,
    { id },
    { feature: 'library', component: 'SharedLinks' },
  );
  return data.revokeShareLink;
}

export function useRevokeShareLink() {
  const changed = useLibraryChanged();
  return useMutation({ mutationFn: revokeShareLink, onSuccess: changed });
}
