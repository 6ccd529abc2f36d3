/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation RefreshExtensionSession($refreshToken: String!) {\n    refreshExtensionSession(refreshToken: $refreshToken) {\n      accessToken\n      expiresAt\n      refreshToken\n      refreshExpiresAt\n      user {\n        id\n        email\n        name\n        planName\n      }\n    }\n  }\n": typeof types.RefreshExtensionSessionDocument,
    "\n  mutation SignOutExtension($refreshToken: String!) {\n    signOutExtension(refreshToken: $refreshToken)\n  }\n": typeof types.SignOutExtensionDocument,
    "\n  query ExtensionMe {\n    me {\n      id\n      email\n      name\n      planName\n    }\n  }\n": typeof types.ExtensionMeDocument,
    "\n  query ExtensionFolders {\n    folders {\n      id\n      name\n      isDefault\n      locked\n    }\n  }\n": typeof types.ExtensionFoldersDocument,
    "\n  fragment ExtensionSavedPromptFields on SavedPrompt {\n    id\n    folderId\n    title\n    text\n    updatedAt\n    template {\n      variables {\n        name\n        type\n        options\n        default\n        required\n      }\n      segments {\n        text\n        variable\n      }\n    }\n  }\n": typeof types.ExtensionSavedPromptFieldsFragmentDoc,
    "\n  query ExtensionSearchPrompts($query: String!, $limit: Int!) {\n    searchSavedPrompts(query: $query, limit: $limit) {\n      ...ExtensionSavedPromptFields\n    }\n  }\n": typeof types.ExtensionSearchPromptsDocument,
    "\n  query ExtensionFolderPrompts($folderId: ID!, $limit: Int!) {\n    savedPrompts(folderId: $folderId, limit: $limit) {\n      items {\n        ...ExtensionSavedPromptFields\n      }\n    }\n  }\n": typeof types.ExtensionFolderPromptsDocument,
    "\n  mutation ExtensionSavePrompt($input: SavePromptInputGql!) {\n    savePrompt(input: $input) {\n      ...ExtensionSavedPromptFields\n    }\n  }\n": typeof types.ExtensionSavePromptDocument,
    "\n  query ExtensionRecentGenerations($limit: Int!) {\n    generations(limit: $limit) {\n      id\n      description\n      prompt\n      createdAt\n    }\n  }\n": typeof types.ExtensionRecentGenerationsDocument,
    "\n  mutation ExtensionTrackUse {\n    trackWeeklyActivity(activityType: \"EXTENSION_USE\") {\n      success\n    }\n  }\n": typeof types.ExtensionTrackUseDocument,
    "\n  fragment ExtensionGenerationEventFields on GenerationEvent {\n    __typename\n    ... on GenerationDelta {\n      text\n    }\n    ... on GenerationReset {\n      reset\n    }\n    ... on GenerationResult {\n      generation {\n        prompt\n      }\n    }\n  }\n": typeof types.ExtensionGenerationEventFieldsFragmentDoc,
    "\n  subscription ExtensionStreamGeneration(\n    $generator: GeneratorKind!\n    $description: String!\n    $streamId: ID\n  ) {\n    streamGeneration(generator: $generator, description: $description, streamId: $streamId) {\n      ...ExtensionGenerationEventFields\n    }\n  }\n": typeof types.ExtensionStreamGenerationDocument,
    "\n  subscription ExtensionFollowGeneration($streamId: ID!) {\n    followGeneration(streamId: $streamId) {\n      ...ExtensionGenerationEventFields\n    }\n  }\n": typeof types.ExtensionFollowGenerationDocument,
};
const documents: Documents = {
    "\n  mutation RefreshExtensionSession($refreshToken: String!) {\n    refreshExtensionSession(refreshToken: $refreshToken) {\n      accessToken\n      expiresAt\n      refreshToken\n      refreshExpiresAt\n      user {\n        id\n        email\n        name\n        planName\n      }\n    }\n  }\n": types.RefreshExtensionSessionDocument,
    "\n  mutation SignOutExtension($refreshToken: String!) {\n    signOutExtension(refreshToken: $refreshToken)\n  }\n": types.SignOutExtensionDocument,
    "\n  query ExtensionMe {\n    me {\n      id\n      email\n      name\n      planName\n    }\n  }\n": types.ExtensionMeDocument,
    "\n  query ExtensionFolders {\n    folders {\n      id\n      name\n      isDefault\n      locked\n    }\n  }\n": types.ExtensionFoldersDocument,
    "\n  fragment ExtensionSavedPromptFields on SavedPrompt {\n    id\n    folderId\n    title\n    text\n    updatedAt\n    template {\n      variables {\n        name\n        type\n        options\n        default\n        required\n      }\n      segments {\n        text\n        variable\n      }\n    }\n  }\n": types.ExtensionSavedPromptFieldsFragmentDoc,
    "\n  query ExtensionSearchPrompts($query: String!, $limit: Int!) {\n    searchSavedPrompts(query: $query, limit: $limit) {\n      ...ExtensionSavedPromptFields\n    }\n  }\n": types.ExtensionSearchPromptsDocument,
    "\n  query ExtensionFolderPrompts($folderId: ID!, $limit: Int!) {\n    savedPrompts(folderId: $folderId, limit: $limit) {\n      items {\n        ...ExtensionSavedPromptFields\n      }\n    }\n  }\n": types.ExtensionFolderPromptsDocument,
    "\n  mutation ExtensionSavePrompt($input: SavePromptInputGql!) {\n    savePrompt(input: $input) {\n      ...ExtensionSavedPromptFields\n    }\n  }\n": types.ExtensionSavePromptDocument,
    "\n  query ExtensionRecentGenerations($limit: Int!) {\n    generations(limit: $limit) {\n      id\n      description\n      prompt\n      createdAt\n    }\n  }\n": types.ExtensionRecentGenerationsDocument,
    "\n  mutation ExtensionTrackUse {\n    trackWeeklyActivity(activityType: \"EXTENSION_USE\") {\n      success\n    }\n  }\n": types.ExtensionTrackUseDocument,
    "\n  fragment ExtensionGenerationEventFields on GenerationEvent {\n    __typename\n    ... on GenerationDelta {\n      text\n    }\n    ... on GenerationReset {\n      reset\n    }\n    ... on GenerationResult {\n      generation {\n        prompt\n      }\n    }\n  }\n": types.ExtensionGenerationEventFieldsFragmentDoc,
    "\n  subscription ExtensionStreamGeneration(\n    $generator: GeneratorKind!\n    $description: String!\n    $streamId: ID\n  ) {\n    streamGeneration(generator: $generator, description: $description, streamId: $streamId) {\n      ...ExtensionGenerationEventFields\n    }\n  }\n": types.ExtensionStreamGenerationDocument,
    "\n  subscription ExtensionFollowGeneration($streamId: ID!) {\n    followGeneration(streamId: $streamId) {\n      ...ExtensionGenerationEventFields\n    }\n  }\n": types.ExtensionFollowGenerationDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshExtensionSession($refreshToken: String!) {\n    refreshExtensionSession(refreshToken: $refreshToken) {\n      accessToken\n      expiresAt\n      refreshToken\n      refreshExpiresAt\n      user {\n        id\n        email\n        name\n        planName\n      }\n    }\n  }\n"): typeof import('./graphql').RefreshExtensionSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutExtension($refreshToken: String!) {\n    signOutExtension(refreshToken: $refreshToken)\n  }\n"): typeof import('./graphql').SignOutExtensionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExtensionMe {\n    me {\n      id\n      email\n      name\n      planName\n    }\n  }\n"): typeof import('./graphql').ExtensionMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExtensionFolders {\n    folders {\n      id\n      name\n      isDefault\n      locked\n    }\n  }\n"): typeof import('./graphql').ExtensionFoldersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ExtensionSavedPromptFields on SavedPrompt {\n    id\n    folderId\n    title\n    text\n    updatedAt\n    template {\n      variables {\n        name\n        type\n        options\n        default\n        required\n      }\n      segments {\n        text\n        variable\n      }\n    }\n  }\n"): typeof import('./graphql').ExtensionSavedPromptFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExtensionSearchPrompts($query: String!, $limit: Int!) {\n    searchSavedPrompts(query: $query, limit: $limit) {\n      ...ExtensionSavedPromptFields\n    }\n  }\n"): typeof import('./graphql').ExtensionSearchPromptsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExtensionFolderPrompts($folderId: ID!, $limit: Int!) {\n    savedPrompts(folderId: $folderId, limit: $limit) {\n      items {\n        ...ExtensionSavedPromptFields\n      }\n    }\n  }\n"): typeof import('./graphql').ExtensionFolderPromptsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtensionSavePrompt($input: SavePromptInputGql!) {\n    savePrompt(input: $input) {\n      ...ExtensionSavedPromptFields\n    }\n  }\n"): typeof import('./graphql').ExtensionSavePromptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExtensionRecentGenerations($limit: Int!) {\n    generations(limit: $limit) {\n      id\n      description\n      prompt\n      createdAt\n    }\n  }\n"): typeof import('./graphql').ExtensionRecentGenerationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtensionTrackUse {\n    trackWeeklyActivity(activityType: \"EXTENSION_USE\") {\n      success\n    }\n  }\n"): typeof import('./graphql').ExtensionTrackUseDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ExtensionGenerationEventFields on GenerationEvent {\n    __typename\n    ... on GenerationDelta {\n      text\n    }\n    ... on GenerationReset {\n      reset\n    }\n    ... on GenerationResult {\n      generation {\n        prompt\n      }\n    }\n  }\n"): typeof import('./graphql').ExtensionGenerationEventFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ExtensionStreamGeneration(\n    $generator: GeneratorKind!\n    $description: String!\n    $streamId: ID\n  ) {\n    streamGeneration(generator: $generator, description: $description, streamId: $streamId) {\n      ...ExtensionGenerationEventFields\n    }\n  }\n"): typeof import('./graphql').ExtensionStreamGenerationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ExtensionFollowGeneration($streamId: ID!) {\n    followGeneration(streamId: $streamId) {\n      ...ExtensionGenerationEventFields\n    }\n  }\n"): typeof import('./graphql').ExtensionFollowGenerationDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
