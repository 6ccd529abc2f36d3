import { useMutation } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';
import { useUserChanged } from '@/lib/session';

export const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($givenName: String!, $familyName: String!) {
    updateProfile(givenName: $givenName, familyName: $familyName) {
      ...SessionUserFields
    }
  }
`);

export interface UpdateProfileInput {
  givenName: string;
  familyName: string;
}

/** Renames the signed-in user; the server checks the names and answers with the user. */
export async function updateProfile(input: UpdateProfileInput) {
  const data = await request(UpdateProfileDocument, input, {
    feature: 'settings',
    component: 'ProfileNameForm',
  });
  return data.updateProfile;
}

/** Keeps the session's copy of the user (the header, the menus) in step with the new name. */
export function useUpdateProfile() {
  const userChanged = useUserChanged();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => userChanged(user),
  });
}
