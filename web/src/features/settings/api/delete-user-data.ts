import { useMutation } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

export const DeleteUserDataMutation = graphql(`
  mutation DeleteUserData {
    deleteUserData {
      success
      message
    }
  }
`);

/** Deletes everything the signed-in user owns (identity comes from the session). */
export async function deleteUserData() {
  const data = await request(
    DeleteUserDataMutation,
    {},
    { feature: 'settings', component: 'DeleteAccountDialog' },
  );
  return data.deleteUserData;
}

export function useDeleteUserData() {
  return useMutation({ mutationFn: deleteUserData });
}
