/**
 * Typed documents for the post-upgrade survey, added after the last codegen run.
 *
 * They are written out by hand instead of with `graphql()`: `graphql()` only knows the texts
 * that `npm run codegen` has seen (anything else is `{}` at run time). To move one to
 * `graphql()`, paste its text into `graphql(`…`)`, run `npm run codegen` and use the generated
 * types instead of the ones below. The shapes follow `crates/server/schema.graphql`.
 */
import {
  SessionUserFieldsFragmentDoc,
  TypedDocumentString,
  type SessionUserFieldsFragment,
} from '@/lib/gql/graphql';

/** The schema's `UpgradeReason`: what made a user upgrade. */
export type UpgradeReason =
  | 'UNLIMITED_GENERATIONS'
  | 'VIDEO_PROMPTS'
  | 'IMAGE_PROMPTS'
  | 'JSON_PROMPTS'
  | 'LIBRARY'
  | 'CONTEXT_GENIES'
  | 'OTHER';

/** The session user plus whether the survey is still to be shown. */
export type SurveyUser = SessionUserFieldsFragment & { showPostUpgradeSurvey: boolean };

export const PostUpgradeSurveyStateDocument = new TypedDocumentString<
  { me: { id: string; showPostUpgradeSurvey: boolean } },
  Record<string, never>
>(`
  query PostUpgradeSurveyState {
    me {
      id
      showPostUpgradeSurvey
    }
  }
`);

export const CompletePostUpgradeSurveyDocument = new TypedDocumentString<
  { completePostUpgradeSurvey: SurveyUser },
  { reason: UpgradeReason; feedback?: string | null }
>(`
  mutation CompletePostUpgradeSurvey($reason: UpgradeReason!, $feedback: String) {
    completePostUpgradeSurvey(reason: $reason, feedback: $feedback) {
      ...SessionUserFields
      showPostUpgradeSurvey
    }
  }
${SessionUserFieldsFragmentDoc.toString()}`);

export const DismissPostUpgradeSurveyDocument = new TypedDocumentString<
  { dismissPostUpgradeSurvey: SurveyUser },
  Record<string, never>
>(`
  mutation DismissPostUpgradeSurvey {
    dismissPostUpgradeSurvey {
      ...SessionUserFields
      showPostUpgradeSurvey
    }
  }
${SessionUserFieldsFragmentDoc.toString()}`);
