import { useMutation, useQueryClient } from '@tanstack/react-query';

import { announceProgress } from '@/lib/app-events';
import { graphql } from '@/lib/gql';
import type { CreateUserContextMutationVariables } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

import { userContextsQueryKey } from './get-user-contexts';

export const CreateUserContextMutation = graphql(`
  mutation CreateUserContext($name: String!, $content: String!, $isActive: Boolean!) {
    createUserContext(name: $name, content: $content, isActive: $isActive) {
      ...UserContextFields
    }
  }
`);

export async function createUserContext(variables: CreateUserContextMutationVariables) {
  const data = await request(CreateUserContextMutation, variables, {
    feature: 'dashboard',
    component: 'ContextGenieForm',
  });
  return data.createUserContext;
}

/** Saves a Context Genie (Free: 2 in all; the server answers PLAN_LIMIT past that). */
export function useCreateUserContext() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUserContext,
    onSuccess: () => announceProgress('contextGenie'),
    // Activating one deactivates the others on the server: reload the whole list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: userContextsQueryKey }),
  });
}
