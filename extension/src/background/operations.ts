/**
 * The GraphQL operations the extension runs: each one is in the server's allowlist for the
 * extension (`crates/server/src/api/extension_scope.rs`), which refuses anything else. The
 * types are generated from the server's schema by the web app's codegen (`web/codegen.ts`
 * writes `src/gql/`), so both clients share one contract.
 */
import { graphql } from '@/gql';

export const RefreshExtensionSessionDocument = graphql(`
  mutation RefreshExtensionSession($refreshToken: String!) {
    refreshExtensionSession(refreshToken: $refreshToken) {
      accessToken
      expiresAt
      refreshToken
      refreshExpiresAt
      user {
        id
        email
        name
        planName
      }
    }
  }
`);

export const SignOutExtensionDocument = graphql(`
  mutation SignOutExtension($refreshToken: String!) {
    signOutExtension(refreshToken: $refreshToken)
  }
`);

export const ExtensionMeDocument = graphql(`
  query ExtensionMe {
    me {
      id
      email
      name
      planName
    }
  }
`);

export const ExtensionFoldersDocument = graphql(`
  query ExtensionFolders {
    folders {
      id
      name
      isDefault
      locked
    }
  }
`);

export const ExtensionSavedPromptFieldsFragment = graphql(`
  fragment ExtensionSavedPromptFields on SavedPrompt {
    id
    folderId
    title
    text
    updatedAt
    template {
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
  }
`);

export const ExtensionSearchPromptsDocument = graphql(`
  query ExtensionSearchPrompts($query: String!, $limit: Int!) {
    searchSavedPrompts(query: $query, limit: $limit) {
      ...ExtensionSavedPromptFields
    }
  }
`);

export const ExtensionFolderPromptsDocument = graphql(`
  query ExtensionFolderPrompts($folderId: ID!, $limit: Int!) {
    savedPrompts(folderId: $folderId, limit: $limit) {
      items {
        ...ExtensionSavedPromptFields
      }
    }
  }
`);

export const ExtensionSavePromptDocument = graphql(`
  mutation ExtensionSavePrompt($input: SavePromptInputGql!) {
    savePrompt(input: $input) {
      ...ExtensionSavedPromptFields
    }
  }
`);

export const ExtensionRecentGenerationsDocument = graphql(`
  query ExtensionRecentGenerations($limit: Int!) {
    generations(limit: $limit) {
      id
      description
      prompt
      createdAt
    }
  }
`);

export const ExtensionTrackUseDocument = graphql(`
  mutation ExtensionTrackUse {
    trackWeeklyActivity(activityType: "EXTENSION_USE") {
      success
    }
  }
`);

/** One event of a streamed or followed generation: the extension needs only the prompt. */
export const ExtensionGenerationEventFields = graphql(`
  fragment ExtensionGenerationEventFields on GenerationEvent {
    __typename
    ... on GenerationDelta {
      text
    }
    ... on GenerationReset {
      reset
    }
    ... on GenerationResult {
      generation {
        prompt
      }
    }
  }
`);

export const ExtensionStreamGenerationDocument = graphql(`
  subscription ExtensionStreamGeneration(
    $generator: GeneratorKind!
    $description: String!
    $streamId: ID
  ) {
    streamGeneration(generator: $generator, description: $description, streamId: $streamId) {
      ...ExtensionGenerationEventFields
    }
  }
`);

/** The same generation again, on a new socket, after the first one dropped (`generate.ts`). */
export const ExtensionFollowGenerationDocument = graphql(`
  subscription ExtensionFollowGeneration($streamId: ID!) {
    followGeneration(streamId: $streamId) {
      ...ExtensionGenerationEventFields
    }
  }
`);
