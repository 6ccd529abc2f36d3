import { useMutation } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';
import { useUserChanged } from '@/lib/session';

export const EquipTitleMutation = graphql(`
  mutation EquipTitle($title: String) {
    equipTitle(title: $title) {
      ...SessionUserFields
    }
  }
`);

/** Wears an unlocked achievement's title beside the user's name; null takes it off. */
export async function equipTitle(title: string | null) {
  const data = await request(
    EquipTitleMutation,
    { title },
    { feature: 'achievements', component: 'QuestCard' },
  );
  return data.equipTitle;
}

/** The returned user becomes the session user, so the header shows the title at once. */
export function useEquipTitle() {
  const userChanged = useUserChanged();
  return useMutation({ mutationFn: equipTitle, onSuccess: userChanged });
}
