import { queryOptions, useQuery } from '@tanstack/react-query';

import { isApiError } from '@/lib/errors';
import { graphql } from '@/lib/gql';
import type { SharedItemQuery } from '@/lib/gql/graphql';
import { request } from '@/lib/graphql-client';

/** A shared prompt's `{{variables}}`: the form a visitor fills, filled in the browser. */
export const SharedTemplateFields = graphql(`
  fragment SharedTemplateFields on PromptTemplate {
    variables {
      name
      type
      options
      default
      required
    }
    segments {
      text
      variable
    }
  }
`);

export const SharedItemDocument = graphql(`
  query SharedItem($id: ID!) {
    sharedItem(id: $id) {
      id
      shareType
      name
      description
      accessLevel
      slug
      url
      embedUrl
      viewCount
      createdAt
      prompts {
        title
        text
        description
        generator
        tags
        template {
          ...SharedTemplateFields
        }
      }
      folders {
        name
        prompts {
          title
          text
          description
          generator
          tags
          template {
            ...SharedTemplateFields
          }
        }
      }
    }
  }
`);

export type SharedItem = SharedItemQuery['sharedItem'];
export type SharedPrompt = SharedItem['prompts'][number];

/** A live share link (public). Revoked or unknown: null (the not-found view). */
export async function getSharedItem(
  id: string,
  component: string,
  signal?: AbortSignal,
): Promise<SharedItem | null> {
  try {
    const data = await request(
      SharedItemDocument,
      { id },
      { feature: 'sharing', component, signal },
    );
    return data.sharedItem;
  } catch (error) {
    if (isApiError(error, 'NOT_FOUND')) return null;
    throw error;
  }
}

export function sharedItemQueryOptions(id: string, component = 'SharePage') {
  return queryOptions({
    queryKey: ['sharing', 'item', id] as const,
    queryFn: ({ signal }) => getSharedItem(id, component, signal),
  });
}

export function useSharedItem(id: string, component?: string) {
  return useQuery(sharedItemQueryOptions(id, component));
}
