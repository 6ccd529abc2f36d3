import { useMutation, useQueryClient } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

import { userContextsQueryKey } from './get-user-contexts';

export const DeleteUserContextMutation = graphql(`
  mutation DeleteUserContext($id: ID!) {
    deleteUserContext(id: $id)
  }
`);

export async function deleteUserContext(id: string) {
  const data = await request(
    DeleteUserContextMutation,
    { id },
    { feature: 'dashboard', component: 'ContextGenies' },
  );
  return data.deleteUserContext;
}

export function useDeleteUserContext() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserContext,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userContextsQueryKey }),
  });
}
