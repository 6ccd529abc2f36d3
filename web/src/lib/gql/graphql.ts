/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** How an account signs in. */
export type LoginType =
  | 'APPLE_SSO'
  | 'EMAIL_PASSWORD'
  | 'FACEBOOK_SSO'
  | 'GOOGLE_SSO';

export type OnboardingQuestionsInput = {
  /** ISO date (YYYY-MM-DD) the user answered. */
  onboardingDate: string;
  profession: string;
  source: string;
  subscribeToPromptingCourse?: boolean | null | undefined;
};

/** The plan a user holds. */
export type PlanName =
  | 'ANNUAL_PRO'
  | 'FREE'
  | 'PRO'
  | 'THREE_DAY_PASS';

export type SignUpInput = {
  email: string;
  familyName: string;
  givenName: string;
  password: string;
};

export type ForgotPasswordMutationVariables = Exact<{
  email: string;
}>;


export type ForgotPasswordMutation = { forgotPassword: boolean };

export type AuthConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthConfigQuery = { authConfig: { googleEnabled: boolean } };

export type ResendVerificationCodeMutationVariables = Exact<{
  email: string;
}>;


export type ResendVerificationCodeMutation = { resendVerificationCode: { sent: boolean, retryAfterSeconds: number } };

export type ResetPasswordMutationVariables = Exact<{
  email: string;
  code: string;
  newPassword: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type SignInMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type SignInMutation = { signIn: { accessToken: string, expiresAt: string, user: { id: string, userId: string, email: string, name: string, givenName: string, familyName: string, profilePhoto: string | null, emailVerified: boolean, loginType: LoginType, groups: Array<string>, isStaff: boolean, onboarded: boolean, planName: PlanName, subscriptionStatus: string | null, dailyPromptLimit: number, bonusPrompts: number, promptLimitResetTime: string | null, creationDateTime: string, usage: { aiAmplifier: number, primer: number, mastermind: number, imagePrompt: number, veo3: number, jsonPrompting: number } } } };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp: { email: string, codeExpiresAt: string } };

export type VerifyEmailMutationVariables = Exact<{
  email: string;
  code: string;
}>;


export type VerifyEmailMutation = { verifyEmail: { accessToken: string, expiresAt: string, user: { id: string, userId: string, email: string, name: string, givenName: string, familyName: string, profilePhoto: string | null, emailVerified: boolean, loginType: LoginType, groups: Array<string>, isStaff: boolean, onboarded: boolean, planName: PlanName, subscriptionStatus: string | null, dailyPromptLimit: number, bonusPrompts: number, promptLimitResetTime: string | null, creationDateTime: string, usage: { aiAmplifier: number, primer: number, mastermind: number, imagePrompt: number, veo3: number, jsonPrompting: number } } } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, userId: string, email: string, name: string, givenName: string, familyName: string, profilePhoto: string | null, emailVerified: boolean, loginType: LoginType, groups: Array<string>, isStaff: boolean, onboarded: boolean, planName: PlanName, subscriptionStatus: string | null, dailyPromptLimit: number, bonusPrompts: number, promptLimitResetTime: string | null, creationDateTime: string, usage: { aiAmplifier: number, primer: number, mastermind: number, imagePrompt: number, veo3: number, jsonPrompting: number } } };

export type CreateUserRecordMutationVariables = Exact<{
  onboardingQuestions: OnboardingQuestionsInput;
  referralCode?: string | null | undefined;
}>;


export type CreateUserRecordMutation = { createUserRecord: { id: string, userId: string, email: string, name: string, givenName: string, familyName: string, profilePhoto: string | null, emailVerified: boolean, loginType: LoginType, groups: Array<string>, isStaff: boolean, onboarded: boolean, planName: PlanName, subscriptionStatus: string | null, dailyPromptLimit: number, bonusPrompts: number, promptLimitResetTime: string | null, creationDateTime: string, usage: { aiAmplifier: number, primer: number, mastermind: number, imagePrompt: number, veo3: number, jsonPrompting: number } } };

export type DeleteUserDataMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteUserDataMutation = { deleteUserData: { success: boolean, message: string } };

export type SessionUserFieldsFragment = { id: string, userId: string, email: string, name: string, givenName: string, familyName: string, profilePhoto: string | null, emailVerified: boolean, loginType: LoginType, groups: Array<string>, isStaff: boolean, onboarded: boolean, planName: PlanName, subscriptionStatus: string | null, dailyPromptLimit: number, bonusPrompts: number, promptLimitResetTime: string | null, creationDateTime: string, usage: { aiAmplifier: number, primer: number, mastermind: number, imagePrompt: number, veo3: number, jsonPrompting: number } };

export type RefreshSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshSessionMutation = { refreshSession: { accessToken: string, expiresAt: string, user: { id: string, userId: string, email: string, name: string, givenName: string, familyName: string, profilePhoto: string | null, emailVerified: boolean, loginType: LoginType, groups: Array<string>, isStaff: boolean, onboarded: boolean, planName: PlanName, subscriptionStatus: string | null, dailyPromptLimit: number, bonusPrompts: number, promptLimitResetTime: string | null, creationDateTime: string, usage: { aiAmplifier: number, primer: number, mastermind: number, imagePrompt: number, veo3: number, jsonPrompting: number } } } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: boolean };

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
export const SessionUserFieldsFragmentDoc = new TypedDocumentString(`
    fragment SessionUserFields on User {
  id
  userId
  email
  name
  givenName
  familyName
  profilePhoto
  emailVerified
  loginType
  groups
  isStaff
  onboarded
  planName
  subscriptionStatus
  dailyPromptLimit
  bonusPrompts
  promptLimitResetTime
  creationDateTime
  usage {
    aiAmplifier
    primer
    mastermind
    imagePrompt
    veo3
    jsonPrompting
  }
}
    `, {"fragmentName":"SessionUserFields"}) as unknown as TypedDocumentString<SessionUserFieldsFragment, unknown>;
export const ForgotPasswordDocument = new TypedDocumentString(`
    mutation ForgotPassword($email: String!) {
  forgotPassword(email: $email)
}
    `) as unknown as TypedDocumentString<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const AuthConfigDocument = new TypedDocumentString(`
    query AuthConfig {
  authConfig {
    googleEnabled
  }
}
    `) as unknown as TypedDocumentString<AuthConfigQuery, AuthConfigQueryVariables>;
export const ResendVerificationCodeDocument = new TypedDocumentString(`
    mutation ResendVerificationCode($email: String!) {
  resendVerificationCode(email: $email) {
    sent
    retryAfterSeconds
  }
}
    `) as unknown as TypedDocumentString<ResendVerificationCodeMutation, ResendVerificationCodeMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($email: String!, $code: String!, $newPassword: String!) {
  resetPassword(email: $email, code: $code, newPassword: $newPassword)
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SignInDocument = new TypedDocumentString(`
    mutation SignIn($email: String!, $password: String!) {
  signIn(email: $email, password: $password) {
    accessToken
    expiresAt
    user {
      ...SessionUserFields
    }
  }
}
    fragment SessionUserFields on User {
  id
  userId
  email
  name
  givenName
  familyName
  profilePhoto
  emailVerified
  loginType
  groups
  isStaff
  onboarded
  planName
  subscriptionStatus
  dailyPromptLimit
  bonusPrompts
  promptLimitResetTime
  creationDateTime
  usage {
    aiAmplifier
    primer
    mastermind
    imagePrompt
    veo3
    jsonPrompting
  }
}`) as unknown as TypedDocumentString<SignInMutation, SignInMutationVariables>;
export const SignUpDocument = new TypedDocumentString(`
    mutation SignUp($input: SignUpInput!) {
  signUp(input: $input) {
    email
    codeExpiresAt
  }
}
    `) as unknown as TypedDocumentString<SignUpMutation, SignUpMutationVariables>;
export const VerifyEmailDocument = new TypedDocumentString(`
    mutation VerifyEmail($email: String!, $code: String!) {
  verifyEmail(email: $email, code: $code) {
    accessToken
    expiresAt
    user {
      ...SessionUserFields
    }
  }
}
    fragment SessionUserFields on User {
  id
  userId
  email
  name
  givenName
  familyName
  profilePhoto
  emailVerified
  loginType
  groups
  isStaff
  onboarded
  planName
  subscriptionStatus
  dailyPromptLimit
  bonusPrompts
  promptLimitResetTime
  creationDateTime
  usage {
    aiAmplifier
    primer
    mastermind
    imagePrompt
    veo3
    jsonPrompting
  }
}`) as unknown as TypedDocumentString<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    ...SessionUserFields
  }
}
    fragment SessionUserFields on User {
  id
  userId
  email
  name
  givenName
  familyName
  profilePhoto
  emailVerified
  loginType
  groups
  isStaff
  onboarded
  planName
  subscriptionStatus
  dailyPromptLimit
  bonusPrompts
  promptLimitResetTime
  creationDateTime
  usage {
    aiAmplifier
    primer
    mastermind
    imagePrompt
    veo3
    jsonPrompting
  }
}`) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const CreateUserRecordDocument = new TypedDocumentString(`
    mutation CreateUserRecord($onboardingQuestions: OnboardingQuestionsInput!, $referralCode: String) {
  createUserRecord(
    onboarding_questions: $onboardingQuestions
    referralCode: $referralCode
  ) {
    ...SessionUserFields
  }
}
    fragment SessionUserFields on User {
  id
  userId
  email
  name
  givenName
  familyName
  profilePhoto
  emailVerified
  loginType
  groups
  isStaff
  onboarded
  planName
  subscriptionStatus
  dailyPromptLimit
  bonusPrompts
  promptLimitResetTime
  creationDateTime
  usage {
    aiAmplifier
    primer
    mastermind
    imagePrompt
    veo3
    jsonPrompting
  }
}`) as unknown as TypedDocumentString<CreateUserRecordMutation, CreateUserRecordMutationVariables>;
export const DeleteUserDataDocument = new TypedDocumentString(`
    mutation DeleteUserData {
  deleteUserData {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteUserDataMutation, DeleteUserDataMutationVariables>;
export const RefreshSessionDocument = new TypedDocumentString(`
    mutation RefreshSession {
  refreshSession {
    accessToken
    expiresAt
    user {
      ...SessionUserFields
    }
  }
}
    fragment SessionUserFields on User {
  id
  userId
  email
  name
  givenName
  familyName
  profilePhoto
  emailVerified
  loginType
  groups
  isStaff
  onboarded
  planName
  subscriptionStatus
  dailyPromptLimit
  bonusPrompts
  promptLimitResetTime
  creationDateTime
  usage {
    aiAmplifier
    primer
    mastermind
    imagePrompt
    veo3
    jsonPrompting
  }
}`) as unknown as TypedDocumentString<RefreshSessionMutation, RefreshSessionMutationVariables>;
export const SignOutDocument = new TypedDocumentString(`
    mutation SignOut {
  signOut
}
    `) as unknown as TypedDocumentString<SignOutMutation, SignOutMutationVariables>;