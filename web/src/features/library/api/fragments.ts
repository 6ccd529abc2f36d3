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

/** A prompt's `{{variables}}`: the form to fill, the segments to fill it from, its errors. */
export const LibraryTemplateFields = graphql(`
  fragment LibraryTemplateFields on PromptTemplate {
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
    errors {
      message
      line
      column
    }
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
    template {
      ...LibraryTemplateFields
    }
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
