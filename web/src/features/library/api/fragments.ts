/** The library's shared selections: a folder, a saved prompt and a share link. */
import { graphql } from '@/lib/gql';

export const FolderFields = graphql(`
  fragment FolderFields on Folder {
    id
    name
    promptCount
    locked
    lockReason
    isDefault
    createdAt
    updatedAt
  }
`);

export const SavedPromptFields = graphql(`
  fragment SavedPromptFields on SavedPrompt {
    id
    folderId
    title
    text
    description
    generator
    tier
    tags
    createdAt
    updatedAt
  }
`);

export const SharedPromptFields = graphql(`
  fragment SharedPromptFields on SharedPrompt {
    title
    text
    description
    generator
    tags
  }
`);

export const SharedItemFields = graphql(`
  fragment SharedItemFields on SharedItem {
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
    revokedAt
  }
`);
