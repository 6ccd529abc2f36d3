import { useMutation, useQueryClient } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import type {
  UpdateUserContextMutationVariables,
  UserContextFieldsFragment,
} from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

import { userContextsQueryKey } from './get-user-contexts';

export const UpdateUserContextMutation = graphql(`
  mutation UpdateUserContext($id: ID!, $name: String, $content: String, $isActive: Boolean) {
    updateUserContext(id: $id, name: $name, content: $content, isActive: $isActive) {
      ...UserContextFields
    }
  }
`);

export async function updateUserContext(variables: UpdateUserContextMutationVariables) {
  const data = await request(UpdateUserContextMutation, variables, {
    feature: 'dashboard',
    component: 'ContextGenies',
  });
  return data.updateUserContext;
}

/**
 * Edits or (de)activates a Genie. Activation shows at once (only one may be active) and is
 * rolled back if the server refuses.
 */
export function useUpdateUserContext() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserContext,
    onMutate: async ({ id, isActive }) => {
      if (isActive == null) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: userContextsQueryKey });
      const previous = queryClient.getQueryData<UserContextFieldsFragment[]>(userContextsQueryKey);
      queryClient.setQueryData<UserContextFieldsFragment[]>(userContextsQueryKey, (list) =>
        list?.map((c) => ({
          ...c,
          isActive: c.id === id ? isActive : isActive ? false : c.isActive,
        })),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(userContextsQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: userContextsQueryKey }),
  });
}
