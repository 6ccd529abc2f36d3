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
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  query AuthConfig {\n    authConfig {\n      googleEnabled\n    }\n  }\n": typeof types.AuthConfigDocument,
    "\n  mutation ResendVerificationCode($email: String!) {\n    resendVerificationCode(email: $email) {\n      sent\n      retryAfterSeconds\n    }\n  }\n": typeof types.ResendVerificationCodeDocument,
    "\n  mutation ResetPassword($email: String!, $code: String!, $newPassword: String!) {\n    resetPassword(email: $email, code: $code, newPassword: $newPassword)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      accessToken\n      expiresAt\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      email\n      codeExpiresAt\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation VerifyEmail($email: String!, $code: String!) {\n    verifyEmail(email: $email, code: $code) {\n      accessToken\n      expiresAt\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation CreateUserRecord(\n    $onboardingQuestions: OnboardingQuestionsInput!\n    $referralCode: String\n  ) {\n    createUserRecord(onboarding_questions: $onboardingQuestions, referralCode: $referralCode) {\n      ...SessionUserFields\n    }\n  }\n": typeof types.CreateUserRecordDocument,
    "\n  mutation DeleteUserData {\n    deleteUserData {\n      success\n      message\n    }\n  }\n": typeof types.DeleteUserDataDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    userId\n    email\n    name\n    givenName\n    familyName\n    profilePhoto\n    emailVerified\n    loginType\n    groups\n    isStaff\n    onboarded\n    planName\n    subscriptionStatus\n    dailyPromptLimit\n    bonusPrompts\n    promptLimitResetTime\n    creationDateTime\n    usage {\n      aiAmplifier\n      primer\n      mastermind\n      imagePrompt\n      veo3\n      jsonPrompting\n    }\n  }\n": typeof types.SessionUserFieldsFragmentDoc,
    "\n  mutation RefreshSession {\n    refreshSession {\n      accessToken\n      expiresAt\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
};
const documents: Documents = {
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n": types.ForgotPasswordDocument,
    "\n  query AuthConfig {\n    authConfig {\n      googleEnabled\n    }\n  }\n": types.AuthConfigDocument,
    "\n  mutation ResendVerificationCode($email: String!) {\n    resendVerificationCode(email: $email) {\n      sent\n      retryAfterSeconds\n    }\n  }\n": types.ResendVerificationCodeDocument,
    "\n  mutation ResetPassword($email: String!, $code: String!, $newPassword: String!) {\n    resetPassword(email: $email, code: $code, newPassword: $newPassword)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      accessToken\n      expiresAt\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      email\n      codeExpiresAt\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation VerifyEmail($email: String!, $code: String!) {\n    verifyEmail(email: $email, code: $code) {\n      accessToken\n      expiresAt\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n": types.MeDocument,
    "\n  mutation CreateUserRecord(\n    $onboardingQuestions: OnboardingQuestionsInput!\n    $referralCode: String\n  ) {\n    createUserRecord(onboarding_questions: $onboardingQuestions, referralCode: $referralCode) {\n      ...SessionUserFields\n    }\n  }\n": types.CreateUserRecordDocument,
    "\n  mutation DeleteUserData {\n    deleteUserData {\n      success\n      message\n    }\n  }\n": types.DeleteUserDataDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    userId\n    email\n    name\n    givenName\n    familyName\n    profilePhoto\n    emailVerified\n    loginType\n    groups\n    isStaff\n    onboarded\n    planName\n    subscriptionStatus\n    dailyPromptLimit\n    bonusPrompts\n    promptLimitResetTime\n    creationDateTime\n    usage {\n      aiAmplifier\n      primer\n      mastermind\n      imagePrompt\n      veo3\n      jsonPrompting\n    }\n  }\n": types.SessionUserFieldsFragmentDoc,
    "\n  mutation RefreshSession {\n    refreshSession {\n      accessToken\n      expiresAt\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email)\n  }\n"): typeof import('./graphql').ForgotPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthConfig {\n    authConfig {\n      googleEnabled\n    }\n  }\n"): typeof import('./graphql').AuthConfigDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerificationCode($email: String!) {\n    resendVerificationCode(email: $email) {\n      sent\n      retryAfterSeconds\n    }\n  }\n"): typeof import('./graphql').ResendVerificationCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($email: String!, $code: String!, $newPassword: String!) {\n    resetPassword(email: $email, code: $code, newPassword: $newPassword)\n  }\n"): typeof import('./graphql').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!) {\n    signIn(email: $email, password: $password) {\n      accessToken\n      expiresAt\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): typeof import('./graphql').SignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      email\n      codeExpiresAt\n    }\n  }\n"): typeof import('./graphql').SignUpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($email: String!, $code: String!) {\n    verifyEmail(email: $email, code: $code) {\n      accessToken\n      expiresAt\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): typeof import('./graphql').VerifyEmailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n"): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUserRecord(\n    $onboardingQuestions: OnboardingQuestionsInput!\n    $referralCode: String\n  ) {\n    createUserRecord(onboarding_questions: $onboardingQuestions, referralCode: $referralCode) {\n      ...SessionUserFields\n    }\n  }\n"): typeof import('./graphql').CreateUserRecordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUserData {\n    deleteUserData {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').DeleteUserDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUserFields on User {\n    id\n    userId\n    email\n    name\n    givenName\n    familyName\n    profilePhoto\n    emailVerified\n    loginType\n    groups\n    isStaff\n    onboarded\n    planName\n    subscriptionStatus\n    dailyPromptLimit\n    bonusPrompts\n    promptLimitResetTime\n    creationDateTime\n    usage {\n      aiAmplifier\n      primer\n      mastermind\n      imagePrompt\n      veo3\n      jsonPrompting\n    }\n  }\n"): typeof import('./graphql').SessionUserFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession {\n    refreshSession {\n      accessToken\n      expiresAt\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): typeof import('./graphql').RefreshSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): typeof import('./graphql').SignOutDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
