import { useMutation } from '@tanstack/react-query';

import { graphql } from '@/lib/gql';
import { request } from '@/lib/graphql-client';

import { useLibraryChanged } from './use-library-changed';

export const UpdateSavedPromptDocument = graphql(`
  mutation UpdateSavedPrompt(
    $id: ID!
    $title: String
    $text: String
    $tags: [String!]
    $description: String
    $keepAsPlainText: Boolean! = false
  ) {
    updateSavedPrompt(
      id: $id
      title: $title
      text: $text
      tags: $tags
      description: $description
      keepAsPlainText: $keepAsPlainText
    ) {
      ...SavedPromptFields
    }
  }
`);

export interface UpdateSavedPromptInput {
  id: string;
  title?: string;
  text?: string;
  tags?: string[];
  /**
   * Save a text whose `{{variables}}` are written wrong as plain text; without it the server
   * refuses such a text (`variableProblems`).
   */
  keepAsPlainText?: boolean;
}

/** Edits a saved prompt; the server keeps the previous content as a version. */
export async function updateSavedPrompt(input: UpdateSavedPromptInput) {
  const data = await request(UpdateSavedPromptDocument, input, {
    feature: 'library',
    component: 'PromptDetail',
  });
  return data.updateSavedPrompt;
}

export function useUpdateSavedPrompt() {
  const changed = useLibraryChanged();
  return useMutation({ mutationFn: updateSavedPrompt, onSuccess: changed });
}
