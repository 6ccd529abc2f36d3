/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Every generator. */
export type GeneratorKind =
  | 'AI_AMPLIFIER'
  | 'IMAGE_PROMPT'
  | 'JSON_PROMPTING'
  | 'MASTERMIND'
  | 'O4_IMAGE_PROMPT'
  | 'PRIMER'
  | 'SORA2'
  /** Spelled as the spec and the stored `generator` column spell it. */
  | 'VEO3';

/** The plan a user holds. */
export type PlanName =
  | 'ANNUAL_PRO'
  | 'FREE'
  | 'PRO'
  | 'THREE_DAY_PASS';

/** A prompt to save: from a generation result (with its task and generator) or by hand. */
export type SavePromptInputGql = {
  /** The task the prompt was made from. */
  description?: string | null | undefined;
  /** Default: the "SUPER Prompts" folder. */
  folderId?: string | number | null | undefined;
  generator?: GeneratorKind | null | undefined;
  /**
   * Save it even if its `{{variables}}` are written wrong (then it is plain text, with no
   * variables). Without it such a text is BAD_USER_INPUT, each error with its line and
   * column in `details`.
   */
  keepAsPlainText?: boolean;
  tags?: Array<string>;
  text: string;
  title: string;
};

/** What a variable holds. */
export type VariableType =
  /** Several lines. */
  | 'LONG'
  | 'NUMBER'
  /** One of `options`. */
  | 'OPTIONS'
  /** One line of text. */
  | 'TEXT';

export type RefreshExtensionSessionMutationVariables = Exact<{
  refreshToken: string;
}>;


export type RefreshExtensionSessionMutation = { refreshExtensionSession: { accessToken: string, expiresAt: string, refreshToken: string | null, refreshExpiresAt: string | null, user: { id: string, email: string, name: string, planName: PlanName } } };

export type SignOutExtensionMutationVariables = Exact<{
  refreshToken: string;
}>;


export type SignOutExtensionMutation = { signOutExtension: boolean };

export type ExtensionMeQueryVariables = Exact<{ [key: string]: never; }>;


export type ExtensionMeQuery = { me: { id: string, email: string, name: string, planName: PlanName } };

export type ExtensionFoldersQueryVariables = Exact<{ [key: string]: never; }>;


export type ExtensionFoldersQuery = { folders: Array<{ id: string, name: string, isDefault: boolean, locked: boolean }> };

export type ExtensionSavedPromptFieldsFragment = { id: string, folderId: string, title: string, text: string, updatedAt: string, template: { variables: Array<{ name: string, type: VariableType, options: Array<string>, default: string | null, required: boolean }>, segments: Array<{ text: string | null, variable: string | null }> } };

export type ExtensionSearchPromptsQueryVariables = Exact<{
  query: string;
  limit: number;
}>;


export type ExtensionSearchPromptsQuery = { searchSavedPrompts: Array<{ id: string, folderId: string, title: string, text: string, updatedAt: string, template: { variables: Array<{ name: string, type: VariableType, options: Array<string>, default: string | null, required: boolean }>, segments: Array<{ text: string | null, variable: string | null }> } }> };

export type ExtensionFolderPromptsQueryVariables = Exact<{
  folderId: string | number;
  limit: number;
}>;


export type ExtensionFolderPromptsQuery = { savedPrompts: { items: Array<{ id: string, folderId: string, title: string, text: string, updatedAt: string, template: { variables: Array<{ name: string, type: VariableType, options: Array<string>, default: string | null, required: boolean }>, segments: Array<{ text: string | null, variable: string | null }> } }> } };

export type ExtensionSavePromptMutationVariables = Exact<{
  input: SavePromptInputGql;
}>;


export type ExtensionSavePromptMutation = { savePrompt: { id: string, folderId: string, title: string, text: string, updatedAt: string, template: { variables: Array<{ name: string, type: VariableType, options: Array<string>, default: string | null, required: boolean }>, segments: Array<{ text: string | null, variable: string | null }> } } };

export type ExtensionRecentGenerationsQueryVariables = Exact<{
  limit: number;
}>;


export type ExtensionRecentGenerationsQuery = { generations: Array<{ id: string, description: string, prompt: string, createdAt: string }> };

export type ExtensionTrackUseMutationVariables = Exact<{ [key: string]: never; }>;


export type ExtensionTrackUseMutation = { trackWeeklyActivity: { success: boolean } };

type ExtensionGenerationEventFields_GenerationDelta_Fragment = { __typename: 'GenerationDelta', text: string };

type ExtensionGenerationEventFields_GenerationReset_Fragment = { __typename: 'GenerationReset', reset: boolean };

type ExtensionGenerationEventFields_GenerationResult_Fragment = { __typename: 'GenerationResult', generation: { prompt: string } };

export type ExtensionGenerationEventFieldsFragment =
  | ExtensionGenerationEventFields_GenerationDelta_Fragment
  | ExtensionGenerationEventFields_GenerationReset_Fragment
  | ExtensionGenerationEventFields_GenerationResult_Fragment
;

export type ExtensionStreamGenerationSubscriptionVariables = Exact<{
  generator: GeneratorKind;
  description: string;
  streamId?: string | number | null | undefined;
}>;


export type ExtensionStreamGenerationSubscription = { streamGeneration:
    | { __typename: 'GenerationDelta', text: string }
    | { __typename: 'GenerationReset', reset: boolean }
    | { __typename: 'GenerationResult', generation: { prompt: string } }
   };

export type ExtensionFollowGenerationSubscriptionVariables = Exact<{
  streamId: string | number;
}>;


export type ExtensionFollowGenerationSubscription = { followGeneration:
    | { __typename: 'GenerationDelta', text: string }
    | { __typename: 'GenerationReset', reset: boolean }
    | { __typename: 'GenerationResult', generation: { prompt: string } }
   };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ExtensionSavedPromptFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"ExtensionSavedPromptFields"}) as unknown as TypedDocumentString<ExtensionSavedPromptFieldsFragment, unknown>;
export const ExtensionGenerationEventFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"ExtensionGenerationEventFields"}) as unknown as TypedDocumentString<ExtensionGenerationEventFieldsFragment, unknown>;
export const RefreshExtensionSessionDocument = new TypedDocumentString(`
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
    `) as unknown as TypedDocumentString<RefreshExtensionSessionMutation, RefreshExtensionSessionMutationVariables>;
export const SignOutExtensionDocument = new TypedDocumentString(`
    mutation SignOutExtension($refreshToken: String!) {
  signOutExtension(refreshToken: $refreshToken)
}
    `) as unknown as TypedDocumentString<SignOutExtensionMutation, SignOutExtensionMutationVariables>;
export const ExtensionMeDocument = new TypedDocumentString(`
    query ExtensionMe {
  me {
    id
    email
    name
    planName
  }
}
    `) as unknown as TypedDocumentString<ExtensionMeQuery, ExtensionMeQueryVariables>;
export const ExtensionFoldersDocument = new TypedDocumentString(`
    query ExtensionFolders {
  folders {
    id
    name
    isDefault
    locked
  }
}
    `) as unknown as TypedDocumentString<ExtensionFoldersQuery, ExtensionFoldersQueryVariables>;
export const ExtensionSearchPromptsDocument = new TypedDocumentString(`
    query ExtensionSearchPrompts($query: String!, $limit: Int!) {
  searchSavedPrompts(query: $query, limit: $limit) {
    ...ExtensionSavedPromptFields
  }
}
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
}`) as unknown as TypedDocumentString<ExtensionSearchPromptsQuery, ExtensionSearchPromptsQueryVariables>;
export const ExtensionFolderPromptsDocument = new TypedDocumentString(`
    query ExtensionFolderPrompts($folderId: ID!, $limit: Int!) {
  savedPrompts(folderId: $folderId, limit: $limit) {
    items {
      ...ExtensionSavedPromptFields
    }
  }
}
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
}`) as unknown as TypedDocumentString<ExtensionFolderPromptsQuery, ExtensionFolderPromptsQueryVariables>;
export const ExtensionSavePromptDocument = new TypedDocumentString(`
    mutation ExtensionSavePrompt($input: SavePromptInputGql!) {
  savePrompt(input: $input) {
    ...ExtensionSavedPromptFields
  }
}
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
}`) as unknown as TypedDocumentString<ExtensionSavePromptMutation, ExtensionSavePromptMutationVariables>;
export const ExtensionRecentGenerationsDocument = new TypedDocumentString(`
    query ExtensionRecentGenerations($limit: Int!) {
  generations(limit: $limit) {
    id
    description
    prompt
    createdAt
  }
}
    `) as unknown as TypedDocumentString<ExtensionRecentGenerationsQuery, ExtensionRecentGenerationsQueryVariables>;
export const ExtensionTrackUseDocument = new TypedDocumentString(`
    mutation ExtensionTrackUse {
  trackWeeklyActivity(activityType: "EXTENSION_USE") {
    success
  }
}
    `) as unknown as TypedDocumentString<ExtensionTrackUseMutation, ExtensionTrackUseMutationVariables>;
export const ExtensionStreamGenerationDocument = new TypedDocumentString(`
    subscription ExtensionStreamGeneration($generator: GeneratorKind!, $description: String!, $streamId: ID) {
  streamGeneration(
    generator: $generator
    description: $description
    streamId: $streamId
  ) {
    ...ExtensionGenerationEventFields
  }
}
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
}`) as unknown as TypedDocumentString<ExtensionStreamGenerationSubscription, ExtensionStreamGenerationSubscriptionVariables>;
export const ExtensionFollowGenerationDocument = new TypedDocumentString(`
    subscription ExtensionFollowGeneration($streamId: ID!) {
  followGeneration(streamId: $streamId) {
    ...ExtensionGenerationEventFields
  }
}
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
}`) as unknown as TypedDocumentString<ExtensionFollowGenerationSubscription, ExtensionFollowGenerationSubscriptionVariables>;