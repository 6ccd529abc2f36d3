/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AccessLevel =
  /** Opens by link only; never listed, served with noindex. */
  | 'LINK_ONLY'
  /** Listed in the public gallery. */
  | 'PUBLIC';

/** What to do with unlock notices. */
export type AchievementNotificationOperation =
  /** Mark every notice read. */
  | 'MARK_ALL_READ'
  /** Mark one notice read (needs achievementId). */
  | 'MARK_READ';

/** An achievement's tier (the spec's category). */
export type AchievementTier =
  | 'BRONZE'
  | 'GOLD'
  | 'SILVER';

/** The Referral tab's period filter. */
export type AnalyticsPeriod =
  | 'ALL_TIME'
  | 'LAST_7_DAYS'
  | 'LAST_30_DAYS'
  | 'LAST_90_DAYS';

/** A colour of the dashboard's thresholds. */
export type AnalyticsTone =
  | 'GREEN'
  | 'RED'
  | 'YELLOW';

/** The pricing toggle: month or year. */
export type BillingCycle =
  | 'ANNUAL'
  | 'MONTHLY';

/** How this server sells paid plans (its `billing.mode`). */
export type BillingMode =
  /** Plans are not sold here: checkout answers BILLING_UNAVAILABLE. */
  | 'OFF'
  /** Stripe Checkout takes the payment. */
  | 'STRIPE'
  /** Checkout is a local confirmation page: nothing is charged (development and demos). */
  | 'TEST';

/** Why a subscriber cancels. */
export type CancellationReason =
  | 'Other'
  | 'differentTool'
  | 'missingFeature'
  | 'performance'
  | 'price'
  | 'results'
  | 'workflow';

/** Where a message stands. The user's messages are always COMPLETE. */
export type ChatMessageStatus =
  /** The assistant is writing it. */
  | 'ANSWERING'
  | 'COMPLETE'
  /** The model failed; what was written is kept and `notice` says why. */
  | 'FAILED'
  /** The user stopped it; what was written is kept. */
  | 'STOPPED';

/** Who wrote a message. */
export type ChatRole =
  | 'ASSISTANT'
  | 'USER';

/** One block of a message to send: exactly one of them. */
export type ContentBlockInput =
  {   document: DocumentInput; image?: never; text?: never; }
  |  { document?: never;   image: ImageInput; text?: never; }
  |  { document?: never; image?: never;   text: string; };

export type DiffLineKind =
  /** In the current text, not in this version. */
  | 'ADDED'
  /** In this version, not in the current text. */
  | 'REMOVED'
  | 'SAME'
  /**
   * In both, spaced differently (indentation, spaces between words); the text is the
   * current line. Trailing whitespace and a final newline never make lines differ.
   */
  | 'WHITESPACE';

/** Whether a version was compared with the current text. */
export type DiffOutcome =
  /** The lines are the difference. */
  | 'COMPARED'
  /** The comparison did not finish in time: no lines. */
  | 'TIMED_OUT'
  /** A text has more lines than are compared: no lines. */
  | 'TOO_LARGE';

/** A text document to attach. */
export type DocumentInput = {
  /** txt, md, csv, json or html. */
  format: string;
  name: string;
  /** Its bytes, base64-encoded. */
  source: string;
};

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

/** An image to attach. */
export type ImageInput = {
  /** png, jpeg, gif or webp: it must match the bytes. */
  format: string;
  /** Its bytes, base64-encoded. */
  source: string;
};

/** Image model families for `generateImagePrompt`. */
export type ImageModel =
  | 'GPT_IMAGE'
  | 'MIDJOURNEY'
  | 'STABLE_DIFFUSION';

/** Why part of an import did not come in as it was. */
export type ImportNoteReason =
  /** A new folder would have locked another: its prompts went into another folder. */
  | 'FOLDER_LIMIT'
  /** The caller's folder of that name is locked: its prompts went into another folder. */
  | 'LOCKED_FOLDER'
  /** Over the plan's prompt limit: left out. */
  | 'PROMPT_LIMIT';

export type LibraryExportFormat =
  | 'JSON'
  | 'MARKDOWN';

export type LintSeverity =
  | 'INFO'
  | 'WARNING';

/** How an account signs in. */
export type LoginType =
  | 'APPLE_SSO'
  | 'EMAIL_PASSWORD'
  | 'FACEBOOK_SSO'
  | 'GOOGLE_SSO';

/** Who made a model. */
export type ModelFamily =
  | 'AMAZON'
  | 'ANTHROPIC'
  | 'GEMINI'
  | 'META'
  | 'MISTRAL'
  | 'OPENAI'
  | 'OTHER';

export type OnboardingQuestionsInput = {
  /** ISO date (YYYY-MM-DD) the user answered. */
  onboardingDate: string;
  profession: string;
  source: string;
  subscribeToPromptingCourse?: boolean | null | undefined;
};

/** How often a plan is paid for. */
export type PlanInterval =
  | 'MONTH'
  /** Paid once (the 3-Day Pass). */
  | 'ONCE'
  | 'YEAR';

/** The plan a user holds. */
export type PlanName =
  | 'ANNUAL_PRO'
  | 'FREE'
  | 'PRO'
  | 'THREE_DAY_PASS';

/** How a column ended. */
export type PlaygroundColumnState =
  /** Cancelled before it finished; the text is what it wrote until then. */
  | 'CANCELLED'
  /** The answer reached the output limit and ends there. */
  | 'CAPPED'
  /** The model answered in full. */
  | 'DONE'
  /** The model failed; `error` says why. */
  | 'FAILED';

/** Which prompt a column ran, in a run that compares a prompt with its enhanced version. */
export type PlaygroundVariant =
  /** Its enhanced version. */
  | 'ENHANCED'
  /** The prompt as given. */
  | 'ORIGINAL';

/** What a change does to the user's words. */
export type PromptChangeKind =
  | 'ADDED'
  | 'REMOVED'
  /** Replaced by other words. */
  | 'REPLACED'
  /** Kept as they were. */
  | 'SAME';

/** An API key to add: checked with a one-token call on its first model before it is kept. */
export type ProviderKeyInput = {
  apiKey: string;
  /** For an OpenAI-compatible server other than OpenAI's: its API base, https. */
  baseUrl?: string | null | undefined;
  /** 1 to 6 model names the key can use. */
  models: Array<string>;
  /** Letters, digits, dashes or underscores (up to 40); it names the provider in model ids. */
  name: string;
  vendor: ProviderVendor;
};

/** The wire protocol an API key's provider speaks. */
export type ProviderVendor =
  | 'ANTHROPIC'
  | 'GEMINI'
  /** OpenAI, or any OpenAI-compatible server (give its base URL). */
  | 'OPENAI';

export type Rating =
  | 'DISLIKE'
  | 'LIKE';

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

/** Which client holds a session. */
export type SessionClient =
  /** The browser extension. */
  | 'EXTENSION'
  /** The web app in a browser. */
  | 'WEB';

export type ShareType =
  | 'FOLDER'
  | 'FOLDERS'
  | 'PROMPT';

export type SignUpInput = {
  email: string;
  familyName: string;
  givenName: string;
  password: string;
};

/** Which support chat the web app loads. */
export type SupportProvider =
  /** Chatwoot's website SDK, `{baseUrl}/packs/js/sdk.js`. */
  | 'CHATWOOT';

/**
 * The tools the assistant may call for this message (`chatSetup.toolConfiguration` lists
 * them); an empty list allows none.
 */
export type ToolConfigurationInput = {
  tools: Array<ToolInput>;
};

export type ToolInput = {
  toolSpec: ToolSpecInput;
};

/** Whether a tool did what it was asked. */
export type ToolResultStatus =
  | 'ERROR'
  | 'SUCCESS';

/** A tool to allow: the server's own description and schema are used; `name` picks it. */
export type ToolSpecInput = {
  description?: string | null | undefined;
  inputSchema?: unknown;
  name: string;
};

/** Why someone removed the browser extension (the uninstall survey's choices). */
export type UninstallReason =
  /** It did not work as expected. */
  | 'DID_NOT_WORK'
  /** I found something better. */
  | 'FOUND_ALTERNATIVE'
  /** It was not useful to me. */
  | 'NOT_USEFUL'
  | 'OTHER'
  /** Privacy concerns. */
  | 'PRIVACY'
  /** It does not support a site I use. */
  | 'SITE_NOT_SUPPORTED'
  /** Only for now; I'll be back. */
  | 'TEMPORARY'
  /** It slowed down my browser. */
  | 'TOO_SLOW';

/** What made a user upgrade. */
export type UpgradeReason =
  | 'CONTEXT_GENIES'
  | 'IMAGE_PROMPTS'
  | 'JSON_PROMPTS'
  | 'LIBRARY'
  | 'OTHER'
  | 'UNLIMITED_GENERATIONS'
  | 'VIDEO_PROMPTS';

/** What a variable holds. */
export type VariableType =
  /** Several lines. */
  | 'LONG'
  | 'NUMBER'
  /** One of `options`. */
  | 'OPTIONS'
  /** One line of text. */
  | 'TEXT';

export type EquipTitleMutationVariables = Exact<{
  title?: string | null | undefined;
}>;


export type EquipTitleMutation = { equipTitle: { id: string, userId: string, email: string, name: string, givenName: string, familyName: string, profilePhoto: string | null, emailVerified: boolean, hasPassword: boolean, loginType: LoginType, groups: Array<string>, isStaff: boolean, equippedTitle: string | null, referralCodeInternal: string | null, onboarded: boolean, planName: PlanName, subscriptionStatus: string | null, priceCents: number | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, dailyPromptLimit: number, bonusPrompts: number, promptLimitResetTime: string | null, creationDateTime: string, usage: { aiAmplifier: number, primer: number, mastermind: number, imagePrompt: number, veo3: number, jsonPrompting: number } } };

export type UserAchievementFieldsFragment = { achievementId: string, name: string, description: string, category: AchievementTier, progress: number, target: number, unlocked: boolean, unlockedAt: string | null, lastUpdated: string | null, title: string };

export type AchievementUnlockFieldsFragment = { achievementId: string, name: string, category: AchievementTier, title: string, unlockedAt: string, isRead: boolean };

export type LoadUserAchievementsQueryVariables = Exact<{
  limit?: number | null | undefined;
  tokens?: string | null | undefined;
  lastUpdated?: string | null | undefined;
}>;


export type LoadUserAchievementsQuery = { loadUserAchievements: { achievements: Array<{ achievementId: string, name: string, description: string, category: AchievementTier, progress: number, target: number, unlocked: boolean, unlockedAt: string | null, lastUpdated: string | null, title: string }>, newUnlocks: Array<{ achievementId: string, name: string, category: AchievementTier, title: string, unlockedAt: string, isRead: boolean }>, pagination: { nextToken: string | null, total: number, asOf: string } } };

export type ManageAchievementNotificationsMutationVariables = Exact<{
  operation: AchievementNotificationOperation;
  achievementId?: string | null | undefined;
}>;


export type ManageAchievementNotificationsMutation = { manageAchievementNotifications: { success: boolean, markedCount: number } };

export type ChurnAnalyticsQueryVariables = Exact<{
  limit: number;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
}>;


export type ChurnAnalyticsQuery = { getChurnAnalytics: string };

export type ReferralAnalyticsQueryVariables = Exact<{
  period?: AnalyticsPeriod | null | undefined;
  code?: string | null | undefined;
}>;


export type ReferralAnalyticsQuery = { referralAnalytics: { period: AnalyticsPeriod, code: string | null, codes: Array<string>, generatedAt: string, summary: { totalSignups: number, paidConversions: number, threeDayPassPurchases: number, activeSubscriptions: number, cancelledSubscriptions: number, conversionRate: number, totalRevenue: number, averageTimeToConversion: number, conversionRateTone: AnalyticsTone, averageTimeToConversionTone: AnalyticsTone }, codeStats: Array<{ code: string, totalSignups: number, paidConversions: number, threeDayPasses: number, cancellations: number, reactivations: number, activeUsers: number, revenue: number, conversionRate: number, churnRate: number, reactivationRate: number, averageRevenuePerUser: number, averageTimeToConversion: number, recentSignups: number, quickConversions: number, conversionVelocity: number, conversionRateTone: AnalyticsTone, averageTimeToConversionTone: AnalyticsTone, churnRateTone: AnalyticsTone }>, trend: Array<{ date: string, signups: number, conversions: number }> } };

export type WeeklyKpisQueryVariables = Exact<{ [key: string]: never; }>;


export type WeeklyKpisQuery = { weeklyKPIs: { id: string, weekKey: string, weekStartDate: string, weekEndDate: string, weeklyActivePowerUsers: number, algorithmAdoptionRate: number, chromeExtensionWeeklyActiveRate: number, promptLibrarySaveRate: number, freeToPaidConversionIndicator: number, multiLLMTestingAdoption: number, sevenDayNewUserActivationRate: number, monthlyChurnRate: number, totalActiveUsers: number, totalAlgorithmUsers: number, totalExtensionUsers: number, totalExtensionUninstalls: number, totalPromptGenerators: number, totalPromptSavers: number, totalFreeLimitHitters: number, totalMultiLLMTesters: number, totalNewSignups: number, totalActivatedNewUsers: number, totalPaidUsers: number, totalChurnedUsers: number, aiAmplifierUsers: number, primerUsers: number, mastermindUsers: number, freeUsers: number, proUsers: number, annualProUsers: number, threeDayPassUsers: number, createdAt: string } | null };

export type CheckLoginTypeQueryVariables = Exact<{
  email: string;
}>;


export type CheckLoginTypeQuery = { checkLoginType: { loginType: LoginType, canResetPassword: boolean } };

export type ForgotPasswordMutationVariables = Exact<{
  email: string;
}>;


export type ForgotPasswordMutation = { forgotPassword: { sent: boolean, retryAfterSeconds: number } };

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
  code?: string | null | undefined;
}>;


export type SignInMutation = { signIn: { accessToken: string, expiresAt: string, user: { id: string, userId: string, email: string, name: string, givenName: string, familyName: string, profilePhoto: string | null, emailVerified: boolean, hasPassword: boolean, loginType: LoginType, groups: Array<string>, isStaff: boolean, equippedTitle: string | null, referralCodeInternal: string | null, onboarded: boolean, planName: PlanName, subscriptionStatus: string | null, priceCents: number | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, dailyPromptLimit: number, bonusPrompts: number, promptLimitResetTime: string | null, creationDateTime: string, usage: { aiAmplifier: number, primer: number, mastermind: number, imagePrompt: number, veo3: number, jsonPrompting: number } } } };

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpMutation = { signUp: { email: string, codeExpiresAt: string } };

export type VerifyEmailMutationVariables = Exact<{
  email: string;
  code: string;
}>;


export type VerifyEmailMutation = { verifyEmail: { accessToken: string, expiresAt: string, user: { id: string, userId: string, email: string, name: string, givenName: string, familyName: string, profilePhoto: string | null, emailVerified: boolean, hasPassword: boolean, loginType: LoginType, groups: Array<string>, isStaff: boolean, equippedTitle: string | null, referralCodeInternal: string | null, onboarded: boolean, planName: PlanName, subscriptionStatus: string | null, priceCents: number | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, dailyPromptLimit: number, bonusPrompts: number, promptLimitResetTime: string | null, creationDateTime: string, usage: { aiAmplifier: number, primer: number, mastermind: number, imagePrompt: number, veo3: number, jsonPrompting: number } } } };

export type AcceptRecoveryOfferMutationVariables = Exact<{
  discountCode: string | number;
  reason: CancellationReason;
  reasonDetails?: string | null | undefined;
  feedback?: string | null | undefined;
}>;


export type AcceptRecoveryOfferMutation = { stripeCancellationManager: { id: string, userId: string, email: string, name: string, givenName: string, familyName: string, profilePhoto: string | null, emailVerified: boolean, hasPassword: boolean, loginType: LoginType, groups: Array<string>, isStaff: boolean, equippedTitle: string | null, referralCodeInternal: string | null, onboarded: boolean, planName: PlanName, subscriptionStatus: string | null, priceCents: number | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, dailyPromptLimit: number, bonusPrompts: number, promptLimitResetTime: string | null, creationDateTime: string, usage: { aiAmplifier: number, primer: number, mastermind: number, imagePrompt: number, veo3: number, jsonPrompting: number } } };

export type CancelSubscriptionMutationVariables = Exact<{
  reason: CancellationReason;
  reasonDetails?: string | null | undefined;
  feedback?: string | null | undefined;
}>;


export type CancelSubscriptionMutation = { stripeCancellationManager: { id: string, userId: string, email: string, name: string, givenName: string, familyName: string, profilePhoto: string | null, emailVerified: boolean, hasPassword: boolean, loginType: LoginType, groups: Array<string>, isStaff: boolean, equippedTitle: string | null, referralCodeInternal: string | null, onboarded: boolean, planName: PlanName, subscriptionStatus: string | null, priceCents: number | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, dailyPromptLimit: number, bonusPrompts: number, promptLimitResetTime: string | null, creationDateTime: string, usage: { aiAmplifier: number, primer: number, mastermind: number, imagePrompt: number, veo3: number, jsonPrompting: number } } };

export type ConfirmLocalCheckoutMutationVariables = Exact<{
  id: string | number;
}>;


export type ConfirmLocalCheckoutMutation = { confirmLocalCheckout: { id: string, userId: string, email: string, name: string, givenName: string, familyName: string, profilePhoto: string | null, emailVerified: boolean, hasPassword: boolean, loginType: LoginType, groups: Array<string>, isStaff: boolean, equippedTitle: string | null, referralCodeInternal: string | null, onboarded: boolean, planName: PlanName, subscriptionStatus: string | null, priceCents: number | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, dailyPromptLimit: number, bonusPrompts: number, promptLimitResetTime: string | null, creationDateTime: string, usage: { aiAmplifier: number, primer: number, mastermind: number, imagePrompt: number, veo3: number, jsonPrompting: number } } };

export type CreateBillingPortalSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateBillingPortalSessionMutation = { createBillingPortalSession: string };

export type CreateCheckoutSessionMutationVariables = Exact<{
  planType: PlanName;
  billingCycle?: BillingCycle | null | undefined;
}>;


export type CreateCheckoutSessionMutation = { createCheckoutSession: { id: string, planName: PlanName, status: string, url: string | null, testMode: boolean, createdAt: string } };

export type CreateCancelRecoveryCouponMutationVariables = Exact<{
  userId?: string | number | null | undefined;
  attemptedPlan?: PlanName | null | undefined;
  attemptedCycle?: BillingCycle | null | undefined;
  cancelTime?: string | null | undefined;
}>;


export type CreateCancelRecoveryCouponMutation = { createCancelRecoveryCoupon: { code: string, planName: PlanName, percentOff: number, durationInMonths: number, discountedPriceCents: number } };

export type PlanOfferFieldsFragment = { id: PlanName, name: string, priceCents: number, currency: string, interval: PlanInterval, monthlyPriceCents: number, badge: string | null, features: Array<string> };

export type CheckoutSessionFieldsFragment = { id: string, planName: PlanName, status: string, url: string | null, testMode: boolean, createdAt: string };

export type BillingDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type BillingDetailsQuery = { me: { id: string, discountPercentOff: number | null, discountEndsAt: string | null } };

export type CheckoutSessionQueryVariables = Exact<{
  id: string | number;
}>;


export type CheckoutSessionQuery = { checkoutSession: { id: string, planName: PlanName, status: string, url: string | null, testMode: boolean, createdAt: string } };

export type PlansQueryVariables = Exact<{ [key: string]: never; }>;


export type PlansQuery = { billingMode: BillingMode, plans: Array<{ id: PlanName, name: string, priceCents: number, currency: string, interval: PlanInterval, monthlyPriceCents: number, badge: string | null, features: Array<string> }> };

export type UpcomingInvoiceQueryVariables = Exact<{
  customerId?: string | null | undefined;
}>;


export type UpcomingInvoiceQuery = { getUpcomingInvoice: { amountDueCents: number, currency: string, nextPaymentAt: string | null, testMode: boolean } | null };

export type ReactivateSubscriptionMutationVariables = Exact<{ [key: string]: never; }>;


export type ReactivateSubscriptionMutation = { stripeCancellationManager: { id: string, userId: string, email: string, name: string, givenName: string, familyName: string, profilePhoto: string | null, emailVerified: boolean, hasPassword: boolean, loginType: LoginType, groups: Array<string>, isStaff: boolean, equippedTitle: string | null, referralCodeInternal: string | null, onboarded: boolean, planName: PlanName, subscriptionStatus: string | null, priceCents: number | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, dailyPromptLimit: number, bonusPrompts: number, promptLimitResetTime: string | null, creationDateTime: string, usage: { aiAmplifier: number, primer: number, mastermind: number, imagePrompt: number, veo3: number, jsonPrompting: number } } };

export type CreateConversationMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateConversationMutation = { createConversation: { id: string, name: string, createdAt: string, updatedAt: string } };

export type DeleteConversationMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteConversationMutation = { deleteConversation: boolean };

export type ConversationReplySubscriptionVariables = Exact<{
  conversationId: string | number;
}>;


export type ConversationReplySubscription = { conversationReply:
    | { __typename: 'ChatReplyDone', message: { id: string, conversationId: string, role: ChatRole, status: ChatMessageStatus, notice: string | null, aiContext: unknown, createdAt: string, updatedAt: string, content: Array<
          | { __typename: 'DocumentBlock', format: string, name: string, size: number, attachmentId: string }
          | { __typename: 'ImageBlock', format: string, size: number, attachmentId: string, source: string }
          | { __typename: 'TextBlock', text: string }
          | { __typename: 'ToolResultBlock', toolUseId: string, content: string, status: ToolResultStatus }
          | { __typename: 'ToolUseBlock', toolUseId: string, name: string, input: unknown }
        > } }
    | { __typename: 'ChatReplyError', error: string, message: { id: string, conversationId: string, role: ChatRole, status: ChatMessageStatus, notice: string | null, aiContext: unknown, createdAt: string, updatedAt: string, content: Array<
          | { __typename: 'DocumentBlock', format: string, name: string, size: number, attachmentId: string }
          | { __typename: 'ImageBlock', format: string, size: number, attachmentId: string, source: string }
          | { __typename: 'TextBlock', text: string }
          | { __typename: 'ToolResultBlock', toolUseId: string, content: string, status: ToolResultStatus }
          | { __typename: 'ToolUseBlock', toolUseId: string, name: string, input: unknown }
        > } }
    | { __typename: 'ChatReplySnapshot', message: { id: string, conversationId: string, role: ChatRole, status: ChatMessageStatus, notice: string | null, aiContext: unknown, createdAt: string, updatedAt: string, content: Array<
          | { __typename: 'DocumentBlock', format: string, name: string, size: number, attachmentId: string }
          | { __typename: 'ImageBlock', format: string, size: number, attachmentId: string, source: string }
          | { __typename: 'TextBlock', text: string }
          | { __typename: 'ToolResultBlock', toolUseId: string, content: string, status: ToolResultStatus }
          | { __typename: 'ToolUseBlock', toolUseId: string, name: string, input: unknown }
        > } }
    | { __typename: 'ChatTextDelta', messageId: string, text: string }
    | { __typename: 'ChatToolResult', messageId: string, block: { toolUseId: string, content: string, status: ToolResultStatus } }
    | { __typename: 'ChatToolUse', messageId: string, block: { toolUseId: string, name: string, input: unknown } }
   };

export type ChatMessageFieldsFragment = { id: string, conversationId: string, role: ChatRole, status: ChatMessageStatus, notice: string | null, aiContext: unknown, createdAt: string, updatedAt: string, content: Array<
    | { __typename: 'DocumentBlock', format: string, name: string, size: number, attachmentId: string }
    | { __typename: 'ImageBlock', format: string, size: number, attachmentId: string, source: string }
    | { __typename: 'TextBlock', text: string }
    | { __typename: 'ToolResultBlock', toolUseId: string, content: string, status: ToolResultStatus }
    | { __typename: 'ToolUseBlock', toolUseId: string, name: string, input: unknown }
  > };

export type ConversationSummaryFieldsFragment = { id: string, name: string, createdAt: string, updatedAt: string };

export type ChatSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type ChatSetupQuery = { chatSetup: { modelConfigured: boolean, dailyMessages: number | null, sentToday: number, maxMessageChars: number, maxAttachments: number, maxDocumentBytes: number, maxImageBytes: number, documentFormats: Array<string>, toolConfiguration: { tools: Array<{ toolSpec: { name: string, description: string } }> } } };

export type ChatContextGeniesQueryVariables = Exact<{ [key: string]: never; }>;


export type ChatContextGeniesQuery = { userContexts: Array<{ id: string, name: string, isActive: boolean }> };

export type ChatConversationQueryVariables = Exact<{
  id: string | number;
}>;


export type ChatConversationQuery = { conversation: { id: string, name: string, createdAt: string, updatedAt: string, messages: Array<{ id: string, conversationId: string, role: ChatRole, status: ChatMessageStatus, notice: string | null, aiContext: unknown, createdAt: string, updatedAt: string, content: Array<
        | { __typename: 'DocumentBlock', format: string, name: string, size: number, attachmentId: string }
        | { __typename: 'ImageBlock', format: string, size: number, attachmentId: string, source: string }
        | { __typename: 'TextBlock', text: string }
        | { __typename: 'ToolResultBlock', toolUseId: string, content: string, status: ToolResultStatus }
        | { __typename: 'ToolUseBlock', toolUseId: string, name: string, input: unknown }
      > }> } };

export type ChatConversationsQueryVariables = Exact<{
  limit: number;
  offset: number;
}>;


export type ChatConversationsQuery = { conversations: Array<{ id: string, name: string, createdAt: string, updatedAt: string }> };

export type ChatDocumentSourcesQueryVariables = Exact<{
  id: string | number;
}>;


export type ChatDocumentSourcesQuery = { conversation: { id: string, messages: Array<{ id: string, content: Array<
        | { __typename: 'DocumentBlock', attachmentId: string, source: string }
        | { __typename: 'ImageBlock' }
        | { __typename: 'TextBlock' }
        | { __typename: 'ToolResultBlock' }
        | { __typename: 'ToolUseBlock' }
      > }> } };

export type SendChatMessageMutationVariables = Exact<{
  conversationId: string | number;
  content: Array<ContentBlockInput> | ContentBlockInput;
  aiContext?: unknown;
  toolConfiguration?: ToolConfigurationInput | null | undefined;
}>;


export type SendChatMessageMutation = { sendMessage: { message: { id: string, conversationId: string, role: ChatRole, status: ChatMessageStatus, notice: string | null, aiContext: unknown, createdAt: string, updatedAt: string, content: Array<
        | { __typename: 'DocumentBlock', format: string, name: string, size: number, attachmentId: string }
        | { __typename: 'ImageBlock', format: string, size: number, attachmentId: string, source: string }
        | { __typename: 'TextBlock', text: string }
        | { __typename: 'ToolResultBlock', toolUseId: string, content: string, status: ToolResultStatus }
        | { __typename: 'ToolUseBlock', toolUseId: string, name: string, input: unknown }
      > }, reply: { id: string, conversationId: string, role: ChatRole, status: ChatMessageStatus, notice: string | null, aiContext: unknown, createdAt: string, updatedAt: string, content: Array<
        | { __typename: 'DocumentBlock', format: string, name: string, size: number, attachmentId: string }
        | { __typename: 'ImageBlock', format: string, size: number, attachmentId: string, source: string }
        | { __typename: 'TextBlock', text: string }
        | { __typename: 'ToolResultBlock', toolUseId: string, content: string, status: ToolResultStatus }
        | { __typename: 'ToolUseBlock', toolUseId: string, name: string, input: unknown }
      > } } };

export type StopChatReplyMutationVariables = Exact<{
  conversationId: string | number;
}>;


export type StopChatReplyMutation = { stopReply: boolean };

export type CompletePostUpgradeSurveyMutationVariables = Exact<{
  reason: UpgradeReason;
  feedback?: string | null | undefined;
}>;


export type CompletePostUpgradeSurveyMutation = { completePostUpgradeSurvey: { showPostUpgradeSurvey: boolean, id: string, userId: string, email: string, name: string, givenName: string, familyName: string, profilePhoto: string | null, emailVerified: boolean, hasPassword: boolean, loginType: LoginType, groups: Array<string>, isStaff: boolean, equippedTitle: string | null, referralCodeInternal: string | null, onboarded: boolean, planName: PlanName, subscriptionStatus: string | null, priceCents: number | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, dailyPromptLimit: number, bonusPrompts: number, promptLimitResetTime: string | null, creationDateTime: string, usage: { aiAmplifier: number, primer: number, mastermind: number, imagePrompt: number, veo3: number, jsonPrompting: number } } };

export type DismissPostUpgradeSurveyMutationVariables = Exact<{ [key: string]: never; }>;


export type DismissPostUpgradeSurveyMutation = { dismissPostUpgradeSurvey: { showPostUpgradeSurvey: boolean, id: string, userId: string, email: string, name: string, givenName: string, familyName: string, profilePhoto: string | null, emailVerified: boolean, hasPassword: boolean, loginType: LoginType, groups: Array<string>, isStaff: boolean, equippedTitle: string | null, referralCodeInternal: string | null, onboarded: boolean, planName: PlanName, subscriptionStatus: string | null, priceCents: number | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, dailyPromptLimit: number, bonusPrompts: number, promptLimitResetTime: string | null, creationDateTime: string, usage: { aiAmplifier: number, primer: number, mastermind: number, imagePrompt: number, veo3: number, jsonPrompting: number } } };

export type CreateUserContextMutationVariables = Exact<{
  name: string;
  content: string;
  isActive: boolean;
}>;


export type CreateUserContextMutation = { createUserContext: { id: string, name: string, content: string, isActive: boolean, createdAt: string, updatedAt: string } };

export type DeleteUserContextMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteUserContextMutation = { deleteUserContext: boolean };

export type QuotaFieldsFragment = { unlimited: boolean, dailyRemaining: number, bonusRemaining: number, resetsAt: string | null };

export type PromptChangeFieldsFragment = { kind: PromptChangeKind, before: string, after: string, reason: string | null };

export type GenerationFieldsFragment = { id: string, generator: GeneratorKind | null, description: string, prompt: string, improvements: Array<string>, taskKind: string, parameters: unknown, engine: string, notice: string | null, contextId: string | null, rating: Rating | null, createdAt: string, changes: Array<{ kind: PromptChangeKind, before: string, after: string, reason: string | null }> | null };

export type GenerationResultFieldsFragment = { generation: { id: string, generator: GeneratorKind | null, description: string, prompt: string, improvements: Array<string>, taskKind: string, parameters: unknown, engine: string, notice: string | null, contextId: string | null, rating: Rating | null, createdAt: string, changes: Array<{ kind: PromptChangeKind, before: string, after: string, reason: string | null }> | null }, quota: { unlimited: boolean, dailyRemaining: number, bonusRemaining: number, resetsAt: string | null } };

type GenerationEventFields_GenerationDelta_Fragment = { __typename: 'GenerationDelta', text: string };

type GenerationEventFields_GenerationReset_Fragment = { __typename: 'GenerationReset', reset: boolean };

type GenerationEventFields_GenerationResult_Fragment = { __typename: 'GenerationResult', generation: { id: string, generator: GeneratorKind | null, description: string, prompt: string, improvements: Array<string>, taskKind: string, parameters: unknown, engine: string, notice: string | null, contextId: string | null, rating: Rating | null, createdAt: string, changes: Array<{ kind: PromptChangeKind, before: string, after: string, reason: string | null }> | null }, quota: { unlimited: boolean, dailyRemaining: number, bonusRemaining: number, resetsAt: string | null } };

export type GenerationEventFieldsFragment =
  | GenerationEventFields_GenerationDelta_Fragment
  | GenerationEventFields_GenerationReset_Fragment
  | GenerationEventFields_GenerationResult_Fragment
;

export type GenerateImagePromptMutationVariables = Exact<{
  description: string;
  model: ImageModel;
  contextId?: string | number | null | undefined;
  noContext: boolean;
  variant: number;
  comparisonId?: string | number | null | undefined;
}>;


export type GenerateImagePromptMutation = { generateImagePrompt: { generation: { id: string, generator: GeneratorKind | null, description: string, prompt: string, improvements: Array<string>, taskKind: string, parameters: unknown, engine: string, notice: string | null, contextId: string | null, rating: Rating | null, createdAt: string, changes: Array<{ kind: PromptChangeKind, before: string, after: string, reason: string | null }> | null }, quota: { unlimited: boolean, dailyRemaining: number, bonusRemaining: number, resetsAt: string | null } } };

export type GenerateJsonPromptMutationVariables = Exact<{
  taskOrPrompt: string;
  contextId?: string | number | null | undefined;
  noContext: boolean;
  variant: number;
  comparisonId?: string | number | null | undefined;
}>;


export type GenerateJsonPromptMutation = { generateJsonPrompt: { generation: { id: string, generator: GeneratorKind | null, description: string, prompt: string, improvements: Array<string>, taskKind: string, parameters: unknown, engine: string, notice: string | null, contextId: string | null, rating: Rating | null, createdAt: string, changes: Array<{ kind: PromptChangeKind, before: string, after: string, reason: string | null }> | null }, quota: { unlimited: boolean, dailyRemaining: number, bonusRemaining: number, resetsAt: string | null } } };

export type GenerateO4ImagePromptMutationVariables = Exact<{
  description: string;
  contextId?: string | number | null | undefined;
  noContext: boolean;
  variant: number;
  comparisonId?: string | number | null | undefined;
}>;


export type GenerateO4ImagePromptMutation = { generateO4ImagePrompt: { generation: { id: string, generator: GeneratorKind | null, description: string, prompt: string, improvements: Array<string>, taskKind: string, parameters: unknown, engine: string, notice: string | null, contextId: string | null, rating: Rating | null, createdAt: string, changes: Array<{ kind: PromptChangeKind, before: string, after: string, reason: string | null }> | null }, quota: { unlimited: boolean, dailyRemaining: number, bonusRemaining: number, resetsAt: string | null } } };

export type GeneratePromptMastermindMutationVariables = Exact<{
  description: string;
  contextId?: string | number | null | undefined;
  noContext: boolean;
  variant: number;
  comparisonId?: string | number | null | undefined;
  showReasoning: boolean;
}>;


export type GeneratePromptMastermindMutation = { generatePromptMastermind: { generation: { id: string, generator: GeneratorKind | null, description: string, prompt: string, improvements: Array<string>, taskKind: string, parameters: unknown, engine: string, notice: string | null, contextId: string | null, rating: Rating | null, createdAt: string, changes: Array<{ kind: PromptChangeKind, before: string, after: string, reason: string | null }> | null }, quota: { unlimited: boolean, dailyRemaining: number, bonusRemaining: number, resetsAt: string | null } } };

export type GeneratePromptPrimerMutationVariables = Exact<{
  description: string;
  contextId?: string | number | null | undefined;
  noContext: boolean;
  variant: number;
  comparisonId?: string | number | null | undefined;
}>;


export type GeneratePromptPrimerMutation = { generatePromptPrimer: { generation: { id: string, generator: GeneratorKind | null, description: string, prompt: string, improvements: Array<string>, taskKind: string, parameters: unknown, engine: string, notice: string | null, contextId: string | null, rating: Rating | null, createdAt: string, changes: Array<{ kind: PromptChangeKind, before: string, after: string, reason: string | null }> | null }, quota: { unlimited: boolean, dailyRemaining: number, bonusRemaining: number, resetsAt: string | null } } };

export type GeneratePromptMutationVariables = Exact<{
  description: string;
  contextId?: string | number | null | undefined;
  noContext: boolean;
  variant: number;
  comparisonId?: string | number | null | undefined;
}>;


export type GeneratePromptMutation = { generatePrompt: { generation: { id: string, generator: GeneratorKind | null, description: string, prompt: string, improvements: Array<string>, taskKind: string, parameters: unknown, engine: string, notice: string | null, contextId: string | null, rating: Rating | null, createdAt: string, changes: Array<{ kind: PromptChangeKind, before: string, after: string, reason: string | null }> | null }, quota: { unlimited: boolean, dailyRemaining: number, bonusRemaining: number, resetsAt: string | null } } };

export type GenerateSora2PromptMutationVariables = Exact<{
  description: string;
  contextId?: string | number | null | undefined;
  noContext: boolean;
  variant: number;
  comparisonId?: string | number | null | undefined;
}>;


export type GenerateSora2PromptMutation = { generateSora2Prompt: { generation: { id: string, generator: GeneratorKind | null, description: string, prompt: string, improvements: Array<string>, taskKind: string, parameters: unknown, engine: string, notice: string | null, contextId: string | null, rating: Rating | null, createdAt: string, changes: Array<{ kind: PromptChangeKind, before: string, after: string, reason: string | null }> | null }, quota: { unlimited: boolean, dailyRemaining: number, bonusRemaining: number, resetsAt: string | null } } };

export type Veo3PromptGeneratorMutationVariables = Exact<{
  description: string;
  imageBase64?: string | null | undefined;
  contextId?: string | number | null | undefined;
  noContext: boolean;
  variant: number;
  comparisonId?: string | number | null | undefined;
}>;


export type Veo3PromptGeneratorMutation = { veo3PromptGenerator: { generation: { id: string, generator: GeneratorKind | null, description: string, prompt: string, improvements: Array<string>, taskKind: string, parameters: unknown, engine: string, notice: string | null, contextId: string | null, rating: Rating | null, createdAt: string, changes: Array<{ kind: PromptChangeKind, before: string, after: string, reason: string | null }> | null }, quota: { unlimited: boolean, dailyRemaining: number, bonusRemaining: number, resetsAt: string | null } } };

export type ContextGeniePlanLimitsQueryVariables = Exact<{ [key: string]: never; }>;


export type ContextGeniePlanLimitsQuery = { planLimits: Array<{ plan: PlanName, contextGenies: number | null }> };

export type GenerationsQueryVariables = Exact<{
  limit: number;
  offset: number;
}>;


export type GenerationsQuery = { generations: Array<{ id: string, generator: GeneratorKind | null, description: string, prompt: string, improvements: Array<string>, taskKind: string, parameters: unknown, engine: string, notice: string | null, contextId: string | null, rating: Rating | null, createdAt: string, changes: Array<{ kind: PromptChangeKind, before: string, after: string, reason: string | null }> | null }> };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, userId: string, email: string, name: string, givenName: string, familyName: string, profilePhoto: string | null, emailVerified: boolean, hasPassword: boolean, loginType: LoginType, groups: Array<string>, isStaff: boolean, equippedTitle: string | null, referralCodeInternal: string | null, onboarded: boolean, planName: PlanName, subscriptionStatus: string | null, priceCents: number | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, dailyPromptLimit: number, bonusPrompts: number, promptLimitResetTime: string | null, creationDateTime: string, quota: { unlimited: boolean, dailyRemaining: number, bonusRemaining: number, resetsAt: string | null }, onboardingQuestions: { profession: string } | null, usage: { aiAmplifier: number, primer: number, mastermind: number, imagePrompt: number, veo3: number, jsonPrompting: number } } };

export type PostUpgradeSurveyStateQueryVariables = Exact<{ [key: string]: never; }>;


export type PostUpgradeSurveyStateQuery = { me: { id: string, showPostUpgradeSurvey: boolean } };

export type UserContextFieldsFragment = { id: string, name: string, content: string, isActive: boolean, createdAt: string, updatedAt: string };

export type UserContextsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserContextsQuery = { userContexts: Array<{ id: string, name: string, content: string, isActive: boolean, createdAt: string, updatedAt: string }> };

export type RatePromptMutationVariables = Exact<{
  generationId: string | number;
  rating?: Rating | null | undefined;
}>;


export type RatePromptMutation = { ratePrompt: { id: string, rating: Rating | null } };

export type StreamGenerationSubscriptionVariables = Exact<{
  generator: GeneratorKind;
  description: string;
  contextId?: string | number | null | undefined;
  noContext: boolean;
  variant: number;
  comparisonId?: string | number | null | undefined;
  showReasoning: boolean;
  model?: ImageModel | null | undefined;
  imageBase64?: string | null | undefined;
  streamId?: string | number | null | undefined;
}>;


export type StreamGenerationSubscription = { streamGeneration:
    | { __typename: 'GenerationDelta', text: string }
    | { __typename: 'GenerationReset', reset: boolean }
    | { __typename: 'GenerationResult', generation: { id: string, generator: GeneratorKind | null, description: string, prompt: string, improvements: Array<string>, taskKind: string, parameters: unknown, engine: string, notice: string | null, contextId: string | null, rating: Rating | null, createdAt: string, changes: Array<{ kind: PromptChangeKind, before: string, after: string, reason: string | null }> | null }, quota: { unlimited: boolean, dailyRemaining: number, bonusRemaining: number, resetsAt: string | null } }
   };

export type FollowGenerationSubscriptionVariables = Exact<{
  streamId: string | number;
}>;


export type FollowGenerationSubscription = { followGeneration:
    | { __typename: 'GenerationDelta', text: string }
    | { __typename: 'GenerationReset', reset: boolean }
    | { __typename: 'GenerationResult', generation: { id: string, generator: GeneratorKind | null, description: string, prompt: string, improvements: Array<string>, taskKind: string, parameters: unknown, engine: string, notice: string | null, contextId: string | null, rating: Rating | null, createdAt: string, changes: Array<{ kind: PromptChangeKind, before: string, after: string, reason: string | null }> | null }, quota: { unlimited: boolean, dailyRemaining: number, bonusRemaining: number, resetsAt: string | null } }
   };

export type UpdateUserContextMutationVariables = Exact<{
  id: string | number;
  name?: string | null | undefined;
  content?: string | null | undefined;
  isActive?: boolean | null | undefined;
}>;


export type UpdateUserContextMutation = { updateUserContext: { id: string, name: string, content: string, isActive: boolean, createdAt: string, updatedAt: string } };

export type CreateFolderMutationVariables = Exact<{
  name: string;
}>;


export type CreateFolderMutation = { createFolder: { id: string, name: string, promptCount: number, locked: boolean, lockReason: string | null, isDefault: boolean, createdAt: string, updatedAt: string } };

export type CreateShareLinkMutationVariables = Exact<{
  shareType: ShareType;
  itemId?: string | number | null | undefined;
  name: string;
  accessLevel?: AccessLevel | null | undefined;
  inputText?: string | null | undefined;
  generatedPrompt?: string | null | undefined;
}>;


export type CreateShareLinkMutation = { createShareLink: { id: string, shareType: ShareType, name: string, description: string | null, accessLevel: AccessLevel, slug: string, url: string, embedUrl: string, viewCount: number, createdAt: string, revokedAt: string | null } };

export type DeleteFolderMutationVariables = Exact<{
  id: string | number;
  deletePrompts: boolean;
}>;


export type DeleteFolderMutation = { deleteFolder: boolean };

export type DeleteSavedPromptMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSavedPromptMutation = { deleteSavedPrompt: boolean };

export type ExportLibraryQueryVariables = Exact<{
  format: LibraryExportFormat;
}>;


export type ExportLibraryQuery = { exportLibrary: string };

export type FolderFieldsFragment = { id: string, name: string, promptCount: number, locked: boolean, lockReason: string | null, isDefault: boolean, createdAt: string, updatedAt: string };

export type LibraryTemplateFieldsFragment = { variables: Array<{ name: string, type: VariableType, options: Array<string>, default: string | null, required: boolean }>, segments: Array<{ text: string | null, variable: string | null }>, errors: Array<{ message: string, line: number, column: number }> };

export type SavedPromptFieldsFragment = { id: string, folderId: string, title: string, text: string, description: string | null, generator: GeneratorKind | null, tier: string | null, tags: Array<string>, createdAt: string, updatedAt: string, template: { variables: Array<{ name: string, type: VariableType, options: Array<string>, default: string | null, required: boolean }>, segments: Array<{ text: string | null, variable: string | null }>, errors: Array<{ message: string, line: number, column: number }> } };

export type SharedPromptFieldsFragment = { title: string, text: string, description: string | null, generator: GeneratorKind | null, tags: Array<string> };

export type SharedItemFieldsFragment = { id: string, shareType: ShareType, name: string, description: string | null, accessLevel: AccessLevel, slug: string, url: string, embedUrl: string, viewCount: number, createdAt: string, revokedAt: string | null };

export type LibraryContextGeniesQueryVariables = Exact<{ [key: string]: never; }>;


export type LibraryContextGeniesQuery = { userContexts: Array<{ id: string, name: string, isActive: boolean }> };

export type FoldersQueryVariables = Exact<{ [key: string]: never; }>;


export type FoldersQuery = { folders: Array<{ id: string, name: string, promptCount: number, locked: boolean, lockReason: string | null, isDefault: boolean, createdAt: string, updatedAt: string }> };

export type GenieValuesQueryVariables = Exact<{
  text: string;
  contextId: string | number;
}>;


export type GenieValuesQuery = { analyzePrompt: { contextValues: unknown } };

export type LibraryTagsQueryVariables = Exact<{ [key: string]: never; }>;


export type LibraryTagsQuery = { libraryTags: Array<{ tag: string, promptCount: number }> };

export type MyShareLinksQueryVariables = Exact<{ [key: string]: never; }>;


export type MyShareLinksQuery = { myShareLinks: Array<{ id: string, shareType: ShareType, name: string, description: string | null, accessLevel: AccessLevel, slug: string, url: string, embedUrl: string, viewCount: number, createdAt: string, revokedAt: string | null }> };

export type PromptVersionsQueryVariables = Exact<{
  promptId: string | number;
}>;


export type PromptVersionsQuery = { promptVersions: Array<{ id: string, title: string, text: string, tags: Array<string>, createdAt: string, diff: { outcome: DiffOutcome, message: string | null, lines: Array<{ kind: DiffLineKind, text: string }> } }> };

export type LibraryPlanLimitsQueryVariables = Exact<{ [key: string]: never; }>;


export type LibraryPlanLimitsQuery = { planLimits: Array<{ plan: PlanName, savedPrompts: number | null, accessibleFolders: number | null }> };

export type SavedPromptsQueryVariables = Exact<{
  folderId: string | number;
  tag?: string | null | undefined;
  limit: number;
  offset: number;
}>;


export type SavedPromptsQuery = { savedPrompts: { total: number, items: Array<{ id: string, folderId: string, title: string, text: string, description: string | null, generator: GeneratorKind | null, tier: string | null, tags: Array<string>, createdAt: string, updatedAt: string, template: { variables: Array<{ name: string, type: VariableType, options: Array<string>, default: string | null, required: boolean }>, segments: Array<{ text: string | null, variable: string | null }>, errors: Array<{ message: string, line: number, column: number }> } }> } };

export type ImportLibraryMutationVariables = Exact<{
  json: string;
}>;


export type ImportLibraryMutation = { importLibrary: { folders: number, prompts: number, skipped: number, notes: Array<{ folder: string, prompts: number, reason: ImportNoteReason, movedTo: string | null, message: string }> } };

export type MoveSavedPromptMutationVariables = Exact<{
  id: string | number;
  folderId: string | number;
}>;


export type MoveSavedPromptMutation = { moveSavedPrompt: { id: string, folderId: string, title: string, text: string, description: string | null, generator: GeneratorKind | null, tier: string | null, tags: Array<string>, createdAt: string, updatedAt: string, template: { variables: Array<{ name: string, type: VariableType, options: Array<string>, default: string | null, required: boolean }>, segments: Array<{ text: string | null, variable: string | null }>, errors: Array<{ message: string, line: number, column: number }> } } };

export type RenameFolderMutationVariables = Exact<{
  id: string | number;
  name: string;
}>;


export type RenameFolderMutation = { renameFolder: { id: string, name: string, promptCount: number, locked: boolean, lockReason: string | null, isDefault: boolean, createdAt: string, updatedAt: string } };

export type RestorePromptVersionMutationVariables = Exact<{
  promptId: string | number;
  versionId: string | number;
}>;


export type RestorePromptVersionMutation = { restorePromptVersion: { id: string, folderId: string, title: string, text: string, description: string | null, generator: GeneratorKind | null, tier: string | null, tags: Array<string>, createdAt: string, updatedAt: string, template: { variables: Array<{ name: string, type: VariableType, options: Array<string>, default: string | null, required: boolean }>, segments: Array<{ text: string | null, variable: string | null }>, errors: Array<{ message: string, line: number, column: number }> } } };

export type RevokeShareLinkMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeShareLinkMutation = { revokeShareLink: boolean };

export type SavePromptMutationVariables = Exact<{
  input: SavePromptInputGql;
}>;


export type SavePromptMutation = { savePrompt: { id: string, folderId: string, title: string, text: string, description: string | null, generator: GeneratorKind | null, tier: string | null, tags: Array<string>, createdAt: string, updatedAt: string, template: { variables: Array<{ name: string, type: VariableType, options: Array<string>, default: string | null, required: boolean }>, segments: Array<{ text: string | null, variable: string | null }>, errors: Array<{ message: string, line: number, column: number }> } } };

export type SearchSavedPromptsQueryVariables = Exact<{
  query: string;
  tag?: string | null | undefined;
  variable?: string | null | undefined;
  limit: number;
}>;


export type SearchSavedPromptsQuery = { searchSavedPrompts: Array<{ id: string, folderId: string, title: string, text: string, description: string | null, generator: GeneratorKind | null, tier: string | null, tags: Array<string>, createdAt: string, updatedAt: string, template: { variables: Array<{ name: string, type: VariableType, options: Array<string>, default: string | null, required: boolean }>, segments: Array<{ text: string | null, variable: string | null }>, errors: Array<{ message: string, line: number, column: number }> } }> };

export type UpdateSavedPromptMutationVariables = Exact<{
  id: string | number;
  title?: string | null | undefined;
  text?: string | null | undefined;
  tags?: Array<string> | string | null | undefined;
  description?: string | null | undefined;
  keepAsPlainText?: boolean;
}>;


export type UpdateSavedPromptMutation = { updateSavedPrompt: { id: string, folderId: string, title: string, text: string, description: string | null, generator: GeneratorKind | null, tier: string | null, tags: Array<string>, createdAt: string, updatedAt: string, template: { variables: Array<{ name: string, type: VariableType, options: Array<string>, default: string | null, required: boolean }>, segments: Array<{ text: string | null, variable: string | null }>, errors: Array<{ message: string, line: number, column: number }> } } };

export type CreateTeamsInterestMutationVariables = Exact<{
  email: string;
}>;


export type CreateTeamsInterestMutation = { createTeamsInterest: { email: string, submissionDate: string } };

export type SiteContentQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteContentQuery = { siteContent: { figures: { people: number | null, promptsWritten: number | null, savedPrompts: number | null, rating: { average: number, count: number } | null }, reviews: Array<{ name: string, role: string | null, text: string, rating: number }> } };

export type SiteInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteInfoQuery = { siteInfo: { operatorName: string, contactEmail: string, contactFormUrl: string | null, publicUrl: string, extensionStoreUrl: string | null } };

export type SendContactMessageMutationVariables = Exact<{
  name: string;
  email: string;
  message: string;
}>;


export type SendContactMessageMutation = { sendContactMessage: { id: string, receivedAt: string } };

export type SubmitUninstallFeedbackMutationVariables = Exact<{
  reasons: Array<UninstallReason> | UninstallReason;
  details?: string | null | undefined;
  extensionVersion?: string | null | undefined;
}>;


export type SubmitUninstallFeedbackMutation = { submitUninstallFeedback: boolean };

export type SubscribeToNewsletterMutationVariables = Exact<{
  email: string;
}>;


export type SubscribeToNewsletterMutation = { subscribeToNewsletter: { success: boolean, message: string } };

export type CreateUserRecordMutationVariables = Exact<{
  onboardingQuestions: OnboardingQuestionsInput;
  referralCode?: string | null | undefined;
}>;


export type CreateUserRecordMutation = { createUserRecord: { id: string, userId: string, email: string, name: string, givenName: string, familyName: string, profilePhoto: string | null, emailVerified: boolean, hasPassword: boolean, loginType: LoginType, groups: Array<string>, isStaff: boolean, equippedTitle: string | null, referralCodeInternal: string | null, onboarded: boolean, planName: PlanName, subscriptionStatus: string | null, priceCents: number | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, dailyPromptLimit: number, bonusPrompts: number, promptLimitResetTime: string | null, creationDateTime: string, usage: { aiAmplifier: number, primer: number, mastermind: number, imagePrompt: number, veo3: number, jsonPrompting: number } } };

export type CancelPlaygroundColumnsMutationVariables = Exact<{
  runId: string | number;
  positions?: Array<number> | number | null | undefined;
}>;


export type CancelPlaygroundColumnsMutation = { cancelPlaygroundColumns: boolean };

export type DeletePlaygroundRunMutationVariables = Exact<{
  runId: string | number;
}>;


export type DeletePlaygroundRunMutation = { deletePlaygroundRun: boolean };

export type PlaygroundEnhanceSubscriptionVariables = Exact<{
  generator: GeneratorKind;
  description: string;
  streamId?: string | number | null | undefined;
}>;


export type PlaygroundEnhanceSubscription = { streamGeneration:
    | { __typename: 'GenerationDelta', text: string }
    | { __typename: 'GenerationReset', reset: boolean }
    | { __typename: 'GenerationResult', generation: { id: string, prompt: string } }
   };

type PlaygroundEnhanceEventFields_GenerationDelta_Fragment = { __typename: 'GenerationDelta', text: string };

type PlaygroundEnhanceEventFields_GenerationReset_Fragment = { __typename: 'GenerationReset', reset: boolean };

type PlaygroundEnhanceEventFields_GenerationResult_Fragment = { __typename: 'GenerationResult', generation: { id: string, prompt: string } };

export type PlaygroundEnhanceEventFieldsFragment =
  | PlaygroundEnhanceEventFields_GenerationDelta_Fragment
  | PlaygroundEnhanceEventFields_GenerationReset_Fragment
  | PlaygroundEnhanceEventFields_GenerationResult_Fragment
;

export type PlaygroundFollowEnhanceSubscriptionVariables = Exact<{
  streamId: string | number;
}>;


export type PlaygroundFollowEnhanceSubscription = { followGeneration:
    | { __typename: 'GenerationDelta', text: string }
    | { __typename: 'GenerationReset', reset: boolean }
    | { __typename: 'GenerationResult', generation: { id: string, prompt: string } }
   };

export type PlaygroundColumnFieldsFragment = { position: number, label: string, modelId: string | null, provider: string | null, model: string | null, family: ModelFamily | null, variant: PlaygroundVariant | null };

export type PlaygroundAnswerFieldsFragment = { state: PlaygroundColumnState, text: string, error: string | null, firstTokenMs: number | null, totalMs: number, inputTokens: number, outputTokens: number, tokensEstimated: boolean, costUsd: number | null, column: { position: number, label: string, modelId: string | null, provider: string | null, model: string | null, family: ModelFamily | null, variant: PlaygroundVariant | null } };

export type PlaygroundRunFieldsFragment = { id: string, prompt: string, comparePrompt: string | null, sourcePromptId: string | null, savedPromptId: string | null, blind: boolean, revealed: boolean, costUsd: number, startedAt: string, finishedAt: string, vote: { winner: number | null, tie: boolean } | null, answers: Array<{ state: PlaygroundColumnState, text: string, error: string | null, firstTokenMs: number | null, totalMs: number, inputTokens: number, outputTokens: number, tokensEstimated: boolean, costUsd: number | null, column: { position: number, label: string, modelId: string | null, provider: string | null, model: string | null, family: ModelFamily | null, variant: PlaygroundVariant | null } }>, judgment: { judgeModel: string, winner: PlaygroundVariant | null, verdicts: Array<{ modelId: string, original: { score: number, reason: string }, enhanced: { score: number, reason: string } }> } | null };

export type PlaygroundEstimateFieldsFragment = { costUsd: number, pricedModels: number, models: number, promptTokens: number, needsConfirmation: boolean };

export type PlaygroundLibraryFoldersQueryVariables = Exact<{ [key: string]: never; }>;


export type PlaygroundLibraryFoldersQuery = { folders: Array<{ id: string, name: string, promptCount: number, locked: boolean }> };

export type PlaygroundLibraryPromptsQueryVariables = Exact<{
  folderId: string | number;
  limit: number;
}>;


export type PlaygroundLibraryPromptsQuery = { savedPrompts: { total: number, items: Array<{ id: string, title: string, text: string, updatedAt: string }> } };

export type PlaygroundLibrarySearchQueryVariables = Exact<{
  query: string;
  limit: number;
}>;


export type PlaygroundLibrarySearchQuery = { searchSavedPrompts: Array<{ id: string, title: string, text: string, updatedAt: string }> };

export type PlaygroundEstimateQueryVariables = Exact<{
  prompt: string;
  models: Array<string> | string;
  comparePrompt?: string | null | undefined;
}>;


export type PlaygroundEstimateQuery = { playgroundEstimate: { costUsd: number, pricedModels: number, models: number, promptTokens: number, needsConfirmation: boolean } };

export type PlaygroundRunQueryVariables = Exact<{
  id: string | number;
}>;


export type PlaygroundRunQuery = { playgroundRun: { id: string, prompt: string, comparePrompt: string | null, sourcePromptId: string | null, savedPromptId: string | null, blind: boolean, revealed: boolean, costUsd: number, startedAt: string, finishedAt: string, vote: { winner: number | null, tie: boolean } | null, answers: Array<{ state: PlaygroundColumnState, text: string, error: string | null, firstTokenMs: number | null, totalMs: number, inputTokens: number, outputTokens: number, tokensEstimated: boolean, costUsd: number | null, column: { position: number, label: string, modelId: string | null, provider: string | null, model: string | null, family: ModelFamily | null, variant: PlaygroundVariant | null } }>, judgment: { judgeModel: string, winner: PlaygroundVariant | null, verdicts: Array<{ modelId: string, original: { score: number, reason: string }, enhanced: { score: number, reason: string } }> } | null } };

export type PlaygroundRunsQueryVariables = Exact<{
  first: number;
  before?: string | number | null | undefined;
}>;


export type PlaygroundRunsQuery = { playgroundRuns: Array<{ id: string, prompt: string, comparePrompt: string | null, sourcePromptId: string | null, savedPromptId: string | null, blind: boolean, revealed: boolean, costUsd: number, startedAt: string, finishedAt: string, vote: { winner: number | null, tie: boolean } | null, answers: Array<{ state: PlaygroundColumnState, text: string, error: string | null, firstTokenMs: number | null, totalMs: number, inputTokens: number, outputTokens: number, tokensEstimated: boolean, costUsd: number | null, column: { position: number, label: string, modelId: string | null, provider: string | null, model: string | null, family: ModelFamily | null, variant: PlaygroundVariant | null } }>, judgment: { judgeModel: string, winner: PlaygroundVariant | null, verdicts: Array<{ modelId: string, original: { score: number, reason: string }, enhanced: { score: number, reason: string } }> } | null }> };

export type PlaygroundSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type PlaygroundSetupQuery = { playgroundSetup: { allowed: boolean, upgradeMessage: string | null, minModels: number, maxModels: number, maxPromptChars: number, maxOutputTokens: number, confirmCostAboveUsd: number, models: Array<{ id: string, provider: string, model: string, family: ModelFamily, inputPerMillionUsd: number | null, outputPerMillionUsd: number | null, priceAsOf: string | null, own: boolean }> } };

export type TestingAnalyticsQueryVariables = Exact<{ [key: string]: never; }>;


export type TestingAnalyticsQuery = { testingAnalytics: { overall: number, anthropic: number, openai: number, gemini: number, mistral: number, amazon: number, meta: number, multiModel: number } };

export type JudgePlaygroundRunMutationVariables = Exact<{
  runId: string | number;
  judgeModel: string;
}>;


export type JudgePlaygroundRunMutation = { judgePlaygroundRun: { id: string, prompt: string, comparePrompt: string | null, sourcePromptId: string | null, savedPromptId: string | null, blind: boolean, revealed: boolean, costUsd: number, startedAt: string, finishedAt: string, vote: { winner: number | null, tie: boolean } | null, answers: Array<{ state: PlaygroundColumnState, text: string, error: string | null, firstTokenMs: number | null, totalMs: number, inputTokens: number, outputTokens: number, tokensEstimated: boolean, costUsd: number | null, column: { position: number, label: string, modelId: string | null, provider: string | null, model: string | null, family: ModelFamily | null, variant: PlaygroundVariant | null } }>, judgment: { judgeModel: string, winner: PlaygroundVariant | null, verdicts: Array<{ modelId: string, original: { score: number, reason: string }, enhanced: { score: number, reason: string } }> } | null } };

export type RunPlaygroundSubscriptionVariables = Exact<{
  prompt: string;
  models: Array<string> | string;
  blind: boolean;
  confirmCost: boolean;
  comparePrompt?: string | null | undefined;
  sourcePromptId?: string | number | null | undefined;
}>;


export type RunPlaygroundSubscription = { runPlayground:
    | { __typename: 'PlaygroundColumnEnded', answer: { state: PlaygroundColumnState, text: string, error: string | null, firstTokenMs: number | null, totalMs: number, inputTokens: number, outputTokens: number, tokensEstimated: boolean, costUsd: number | null, column: { position: number, label: string, modelId: string | null, provider: string | null, model: string | null, family: ModelFamily | null, variant: PlaygroundVariant | null } } }
    | { __typename: 'PlaygroundFinished', run: { id: string, prompt: string, comparePrompt: string | null, sourcePromptId: string | null, savedPromptId: string | null, blind: boolean, revealed: boolean, costUsd: number, startedAt: string, finishedAt: string, vote: { winner: number | null, tie: boolean } | null, answers: Array<{ state: PlaygroundColumnState, text: string, error: string | null, firstTokenMs: number | null, totalMs: number, inputTokens: number, outputTokens: number, tokensEstimated: boolean, costUsd: number | null, column: { position: number, label: string, modelId: string | null, provider: string | null, model: string | null, family: ModelFamily | null, variant: PlaygroundVariant | null } }>, judgment: { judgeModel: string, winner: PlaygroundVariant | null, verdicts: Array<{ modelId: string, original: { score: number, reason: string }, enhanced: { score: number, reason: string } }> } | null } }
    | { __typename: 'PlaygroundStarted', runId: string, columns: Array<{ position: number, label: string, modelId: string | null, provider: string | null, model: string | null, family: ModelFamily | null, variant: PlaygroundVariant | null }>, estimate: { costUsd: number, pricedModels: number, models: number, promptTokens: number, needsConfirmation: boolean } }
    | { __typename: 'PlaygroundText', position: number, text: string }
   };

export type SavePlaygroundWinnerMutationVariables = Exact<{
  runId: string | number;
  variant?: PlaygroundVariant | null | undefined;
  promptId?: string | number | null | undefined;
  title?: string | null | undefined;
}>;


export type SavePlaygroundWinnerMutation = { savePlaygroundWinner: { run: { id: string, prompt: string, comparePrompt: string | null, sourcePromptId: string | null, savedPromptId: string | null, blind: boolean, revealed: boolean, costUsd: number, startedAt: string, finishedAt: string, vote: { winner: number | null, tie: boolean } | null, answers: Array<{ state: PlaygroundColumnState, text: string, error: string | null, firstTokenMs: number | null, totalMs: number, inputTokens: number, outputTokens: number, tokensEstimated: boolean, costUsd: number | null, column: { position: number, label: string, modelId: string | null, provider: string | null, model: string | null, family: ModelFamily | null, variant: PlaygroundVariant | null } }>, judgment: { judgeModel: string, winner: PlaygroundVariant | null, verdicts: Array<{ modelId: string, original: { score: number, reason: string }, enhanced: { score: number, reason: string } }> } | null }, prompt: { id: string, title: string, text: string } } };

export type VotePlaygroundRunMutationVariables = Exact<{
  runId: string | number;
  winner?: number | null | undefined;
  tie: boolean;
}>;


export type VotePlaygroundRunMutation = { votePlaygroundRun: { id: string, prompt: string, comparePrompt: string | null, sourcePromptId: string | null, savedPromptId: string | null, blind: boolean, revealed: boolean, costUsd: number, startedAt: string, finishedAt: string, vote: { winner: number | null, tie: boolean } | null, answers: Array<{ state: PlaygroundColumnState, text: string, error: string | null, firstTokenMs: number | null, totalMs: number, inputTokens: number, outputTokens: number, tokensEstimated: boolean, costUsd: number | null, column: { position: number, label: string, modelId: string | null, provider: string | null, model: string | null, family: ModelFamily | null, variant: PlaygroundVariant | null } }>, judgment: { judgeModel: string, winner: PlaygroundVariant | null, verdicts: Array<{ modelId: string, original: { score: number, reason: string }, enhanced: { score: number, reason: string } }> } | null } };

export type PromptChecksQueryVariables = Exact<{
  text: string;
  values?: unknown;
  contextId?: string | number | null | undefined;
  thirdParty?: boolean | null | undefined;
  plainText?: boolean;
}>;


export type PromptChecksQuery = { analyzePrompt: { estimatedTokens: number, lint: Array<{ rule: string, severity: LintSeverity, message: string, start: number | null, end: number | null, fix: { label: string, edits: Array<{ start: number, end: number, text: string }> } | null }>, models: Array<{ modelId: string, tokens: number, exact: boolean, inputCostUsd: number | null, runCostUsd: number | null }> } };

export type ReferralStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReferralStatsQuery = { referralStats: { code: string, link: string, signups: number, paidConversions: number } };

export type AddProviderKeyMutationVariables = Exact<{
  input: ProviderKeyInput;
}>;


export type AddProviderKeyMutation = { addProviderKey: { id: string, name: string, vendor: ProviderVendor, baseUrl: string | null, models: Array<string>, keyLast4: string, createdAt: string, checkedAt: string } };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type DeleteProviderKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProviderKeyMutation = { deleteProviderKey: boolean };

export type DeleteUserDataMutationVariables = Exact<{ [key: string]: never; }>;


export type DeleteUserDataMutation = { deleteUserData: { success: boolean, message: string } };

export type EndSignedInDeviceMutationVariables = Exact<{
  id: string | number;
}>;


export type EndSignedInDeviceMutation = { endSignedInDevice: boolean };

export type ProviderKeyAccessQueryVariables = Exact<{ [key: string]: never; }>;


export type ProviderKeyAccessQuery = { playgroundSetup: { allowed: boolean, upgradeMessage: string | null } };

export type ProviderKeyFieldsFragment = { id: string, name: string, vendor: ProviderVendor, baseUrl: string | null, models: Array<string>, keyLast4: string, createdAt: string, checkedAt: string };

export type ProviderKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ProviderKeysQuery = { providerKeys: Array<{ id: string, name: string, vendor: ProviderVendor, baseUrl: string | null, models: Array<string>, keyLast4: string, createdAt: string, checkedAt: string }> };

export type SignedInDeviceFieldsFragment = { id: string, client: SessionClient, label: string, signedInAt: string, lastActiveAt: string, current: boolean };

export type SignedInDevicesQueryVariables = Exact<{ [key: string]: never; }>;


export type SignedInDevicesQuery = { signedInDevices: Array<{ id: string, client: SessionClient, label: string, signedInAt: string, lastActiveAt: string, current: boolean }> };

export type UpdateProfileMutationVariables = Exact<{
  givenName: string;
  familyName: string;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, userId: string, email: string, name: string, givenName: string, familyName: string, profilePhoto: string | null, emailVerified: boolean, hasPassword: boolean, loginType: LoginType, groups: Array<string>, isStaff: boolean, equippedTitle: string | null, referralCodeInternal: string | null, onboarded: boolean, planName: PlanName, subscriptionStatus: string | null, priceCents: number | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, dailyPromptLimit: number, bonusPrompts: number, promptLimitResetTime: string | null, creationDateTime: string, usage: { aiAmplifier: number, primer: number, mastermind: number, imagePrompt: number, veo3: number, jsonPrompting: number } } };

export type PublicGalleryQueryVariables = Exact<{
  query?: string | null | undefined;
  limit: number;
  offset: number;
}>;


export type PublicGalleryQuery = { publicGallery: { total: number, items: Array<{ id: string, shareType: ShareType, name: string, description: string | null, url: string, viewCount: number, createdAt: string }> } };

export type SharedTemplateFieldsFragment = { variables: Array<{ name: string, type: VariableType, options: Array<string>, default: string | null, required: boolean }>, segments: Array<{ text: string | null, variable: string | null }> };

export type SharedItemQueryVariables = Exact<{
  id: string | number;
}>;


export type SharedItemQuery = { sharedItem: { id: string, shareType: ShareType, name: string, description: string | null, accessLevel: AccessLevel, slug: string, url: string, embedUrl: string, viewCount: number, createdAt: string, prompts: Array<{ title: string, text: string, description: string | null, generator: GeneratorKind | null, tags: Array<string>, template: { variables: Array<{ name: string, type: VariableType, options: Array<string>, default: string | null, required: boolean }>, segments: Array<{ text: string | null, variable: string | null }> } }>, folders: Array<{ name: string, prompts: Array<{ title: string, text: string, description: string | null, generator: GeneratorKind | null, tags: Array<string>, template: { variables: Array<{ name: string, type: VariableType, options: Array<string>, default: string | null, required: boolean }>, segments: Array<{ text: string | null, variable: string | null }> } }> }> } };

export type SaveSharedItemMutationVariables = Exact<{
  id: string | number;
  folderId?: string | number | null | undefined;
}>;


export type SaveSharedItemMutation = { saveSharedItem: Array<{ id: string, title: string }> };

export type SupportIdentityQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportIdentityQuery = { supportIdentity: { identifier: string, name: string, email: string, createdAt: string, identifierHash: string | null } | null };

export type SupportWidgetQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportWidgetQuery = { supportWidget: { provider: SupportProvider, baseUrl: string, websiteToken: string } | null };

export type ConnectExtensionMutationVariables = Exact<{ [key: string]: never; }>;


export type ConnectExtensionMutation = { connectExtension: { accessToken: string, expiresAt: string, refreshToken: string | null, refreshExpiresAt: string | null, user: { id: string, email: string, name: string, planName: PlanName } } };

export type SessionUserFieldsFragment = { id: string, userId: string, email: string, name: string, givenName: string, familyName: string, profilePhoto: string | null, emailVerified: boolean, hasPassword: boolean, loginType: LoginType, groups: Array<string>, isStaff: boolean, equippedTitle: string | null, referralCodeInternal: string | null, onboarded: boolean, planName: PlanName, subscriptionStatus: string | null, priceCents: number | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, dailyPromptLimit: number, bonusPrompts: number, promptLimitResetTime: string | null, creationDateTime: string, usage: { aiAmplifier: number, primer: number, mastermind: number, imagePrompt: number, veo3: number, jsonPrompting: number } };

export type RefreshSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshSessionMutation = { refreshSession: { accessToken: string, expiresAt: string, user: { id: string, userId: string, email: string, name: string, givenName: string, familyName: string, profilePhoto: string | null, emailVerified: boolean, hasPassword: boolean, loginType: LoginType, groups: Array<string>, isStaff: boolean, equippedTitle: string | null, referralCodeInternal: string | null, onboarded: boolean, planName: PlanName, subscriptionStatus: string | null, priceCents: number | null, currentPeriodEnd: string | null, cancelAtPeriodEnd: boolean, dailyPromptLimit: number, bonusPrompts: number, promptLimitResetTime: string | null, creationDateTime: string, usage: { aiAmplifier: number, primer: number, mastermind: number, imagePrompt: number, veo3: number, jsonPrompting: number } } } };

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
export const UserAchievementFieldsFragmentDoc = new TypedDocumentString(`
    fragment UserAchievementFields on UserAchievement {
  achievementId
  name
  description
  category
  progress
  target
  unlocked
  unlockedAt
  lastUpdated
  title
}
    `, {"fragmentName":"UserAchievementFields"}) as unknown as TypedDocumentString<UserAchievementFieldsFragment, unknown>;
export const AchievementUnlockFieldsFragmentDoc = new TypedDocumentString(`
    fragment AchievementUnlockFields on AchievementUnlock {
  achievementId
  name
  category
  title
  unlockedAt
  isRead
}
    `, {"fragmentName":"AchievementUnlockFields"}) as unknown as TypedDocumentString<AchievementUnlockFieldsFragment, unknown>;
export const PlanOfferFieldsFragmentDoc = new TypedDocumentString(`
    fragment PlanOfferFields on PlanOffer {
  id
  name
  priceCents
  currency
  interval
  monthlyPriceCents
  badge
  features
}
    `, {"fragmentName":"PlanOfferFields"}) as unknown as TypedDocumentString<PlanOfferFieldsFragment, unknown>;
export const CheckoutSessionFieldsFragmentDoc = new TypedDocumentString(`
    fragment CheckoutSessionFields on CheckoutSession {
  id
  planName
  status
  url
  testMode
  createdAt
}
    `, {"fragmentName":"CheckoutSessionFields"}) as unknown as TypedDocumentString<CheckoutSessionFieldsFragment, unknown>;
export const ChatMessageFieldsFragmentDoc = new TypedDocumentString(`
    fragment ChatMessageFields on ChatMessage {
  id
  conversationId
  role
  status
  notice
  aiContext
  createdAt
  updatedAt
  content {
    __typename
    ... on TextBlock {
      text
    }
    ... on DocumentBlock {
      format
      name
      size
      attachmentId
    }
    ... on ImageBlock {
      format
      size
      attachmentId
      source
    }
    ... on ToolUseBlock {
      toolUseId
      name
      input
    }
    ... on ToolResultBlock {
      toolUseId
      content
      status
    }
  }
}
    `, {"fragmentName":"ChatMessageFields"}) as unknown as TypedDocumentString<ChatMessageFieldsFragment, unknown>;
export const ConversationSummaryFieldsFragmentDoc = new TypedDocumentString(`
    fragment ConversationSummaryFields on Conversation {
  id
  name
  createdAt
  updatedAt
}
    `, {"fragmentName":"ConversationSummaryFields"}) as unknown as TypedDocumentString<ConversationSummaryFieldsFragment, unknown>;
export const PromptChangeFieldsFragmentDoc = new TypedDocumentString(`
    fragment PromptChangeFields on PromptChange {
  kind
  before
  after
  reason
}
    `, {"fragmentName":"PromptChangeFields"}) as unknown as TypedDocumentString<PromptChangeFieldsFragment, unknown>;
export const GenerationFieldsFragmentDoc = new TypedDocumentString(`
    fragment GenerationFields on Generation {
  id
  generator
  description
  prompt
  improvements
  taskKind
  parameters
  engine
  notice
  contextId
  rating
  createdAt
  changes {
    ...PromptChangeFields
  }
}
    fragment PromptChangeFields on PromptChange {
  kind
  before
  after
  reason
}`, {"fragmentName":"GenerationFields"}) as unknown as TypedDocumentString<GenerationFieldsFragment, unknown>;
export const QuotaFieldsFragmentDoc = new TypedDocumentString(`
    fragment QuotaFields on Quota {
  unlimited
  dailyRemaining
  bonusRemaining
  resetsAt
}
    `, {"fragmentName":"QuotaFields"}) as unknown as TypedDocumentString<QuotaFieldsFragment, unknown>;
export const GenerationResultFieldsFragmentDoc = new TypedDocumentString(`
    fragment GenerationResultFields on GenerationResult {
  generation {
    ...GenerationFields
  }
  quota {
    ...QuotaFields
  }
}
    fragment QuotaFields on Quota {
  unlimited
  dailyRemaining
  bonusRemaining
  resetsAt
}
fragment PromptChangeFields on PromptChange {
  kind
  before
  after
  reason
}
fragment GenerationFields on Generation {
  id
  generator
  description
  prompt
  improvements
  taskKind
  parameters
  engine
  notice
  contextId
  rating
  createdAt
  changes {
    ...PromptChangeFields
  }
}`, {"fragmentName":"GenerationResultFields"}) as unknown as TypedDocumentString<GenerationResultFieldsFragment, unknown>;
export const GenerationEventFieldsFragmentDoc = new TypedDocumentString(`
    fragment GenerationEventFields on GenerationEvent {
  __typename
  ... on GenerationDelta {
    text
  }
  ... on GenerationReset {
    reset
  }
  ... on GenerationResult {
    ...GenerationResultFields
  }
}
    fragment QuotaFields on Quota {
  unlimited
  dailyRemaining
  bonusRemaining
  resetsAt
}
fragment PromptChangeFields on PromptChange {
  kind
  before
  after
  reason
}
fragment GenerationFields on Generation {
  id
  generator
  description
  prompt
  improvements
  taskKind
  parameters
  engine
  notice
  contextId
  rating
  createdAt
  changes {
    ...PromptChangeFields
  }
}
fragment GenerationResultFields on GenerationResult {
  generation {
    ...GenerationFields
  }
  quota {
    ...QuotaFields
  }
}`, {"fragmentName":"GenerationEventFields"}) as unknown as TypedDocumentString<GenerationEventFieldsFragment, unknown>;
export const UserContextFieldsFragmentDoc = new TypedDocumentString(`
    fragment UserContextFields on UserContext {
  id
  name
  content
  isActive
  createdAt
  updatedAt
}
    `, {"fragmentName":"UserContextFields"}) as unknown as TypedDocumentString<UserContextFieldsFragment, unknown>;
export const FolderFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"FolderFields"}) as unknown as TypedDocumentString<FolderFieldsFragment, unknown>;
export const LibraryTemplateFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"LibraryTemplateFields"}) as unknown as TypedDocumentString<LibraryTemplateFieldsFragment, unknown>;
export const SavedPromptFieldsFragmentDoc = new TypedDocumentString(`
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
}`, {"fragmentName":"SavedPromptFields"}) as unknown as TypedDocumentString<SavedPromptFieldsFragment, unknown>;
export const SharedPromptFieldsFragmentDoc = new TypedDocumentString(`
    fragment SharedPromptFields on SharedPrompt {
  title
  text
  description
  generator
  tags
}
    `, {"fragmentName":"SharedPromptFields"}) as unknown as TypedDocumentString<SharedPromptFieldsFragment, unknown>;
export const SharedItemFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"SharedItemFields"}) as unknown as TypedDocumentString<SharedItemFieldsFragment, unknown>;
export const PlaygroundEnhanceEventFieldsFragmentDoc = new TypedDocumentString(`
    fragment PlaygroundEnhanceEventFields on GenerationEvent {
  __typename
  ... on GenerationDelta {
    text
  }
  ... on GenerationReset {
    reset
  }
  ... on GenerationResult {
    generation {
      id
      prompt
    }
  }
}
    `, {"fragmentName":"PlaygroundEnhanceEventFields"}) as unknown as TypedDocumentString<PlaygroundEnhanceEventFieldsFragment, unknown>;
export const PlaygroundColumnFieldsFragmentDoc = new TypedDocumentString(`
    fragment PlaygroundColumnFields on PlaygroundColumn {
  position
  label
  modelId
  provider
  model
  family
  variant
}
    `, {"fragmentName":"PlaygroundColumnFields"}) as unknown as TypedDocumentString<PlaygroundColumnFieldsFragment, unknown>;
export const PlaygroundAnswerFieldsFragmentDoc = new TypedDocumentString(`
    fragment PlaygroundAnswerFields on PlaygroundAnswer {
  column {
    ...PlaygroundColumnFields
  }
  state
  text
  error
  firstTokenMs
  totalMs
  inputTokens
  outputTokens
  tokensEstimated
  costUsd
}
    fragment PlaygroundColumnFields on PlaygroundColumn {
  position
  label
  modelId
  provider
  model
  family
  variant
}`, {"fragmentName":"PlaygroundAnswerFields"}) as unknown as TypedDocumentString<PlaygroundAnswerFieldsFragment, unknown>;
export const PlaygroundRunFieldsFragmentDoc = new TypedDocumentString(`
    fragment PlaygroundRunFields on PlaygroundRun {
  id
  prompt
  comparePrompt
  sourcePromptId
  savedPromptId
  blind
  revealed
  costUsd
  vote {
    winner
    tie
  }
  startedAt
  finishedAt
  answers {
    ...PlaygroundAnswerFields
  }
  judgment {
    judgeModel
    winner
    verdicts {
      modelId
      original {
        score
        reason
      }
      enhanced {
        score
        reason
      }
    }
  }
}
    fragment PlaygroundColumnFields on PlaygroundColumn {
  position
  label
  modelId
  provider
  model
  family
  variant
}
fragment PlaygroundAnswerFields on PlaygroundAnswer {
  column {
    ...PlaygroundColumnFields
  }
  state
  text
  error
  firstTokenMs
  totalMs
  inputTokens
  outputTokens
  tokensEstimated
  costUsd
}`, {"fragmentName":"PlaygroundRunFields"}) as unknown as TypedDocumentString<PlaygroundRunFieldsFragment, unknown>;
export const PlaygroundEstimateFieldsFragmentDoc = new TypedDocumentString(`
    fragment PlaygroundEstimateFields on PlaygroundEstimate {
  costUsd
  pricedModels
  models
  promptTokens
  needsConfirmation
}
    `, {"fragmentName":"PlaygroundEstimateFields"}) as unknown as TypedDocumentString<PlaygroundEstimateFieldsFragment, unknown>;
export const ProviderKeyFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProviderKeyFields on ProviderKey {
  id
  name
  vendor
  baseUrl
  models
  keyLast4
  createdAt
  checkedAt
}
    `, {"fragmentName":"ProviderKeyFields"}) as unknown as TypedDocumentString<ProviderKeyFieldsFragment, unknown>;
export const SignedInDeviceFieldsFragmentDoc = new TypedDocumentString(`
    fragment SignedInDeviceFields on SignedInDevice {
  id
  client
  label
  signedInAt
  lastActiveAt
  current
}
    `, {"fragmentName":"SignedInDeviceFields"}) as unknown as TypedDocumentString<SignedInDeviceFieldsFragment, unknown>;
export const SharedTemplateFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"SharedTemplateFields"}) as unknown as TypedDocumentString<SharedTemplateFieldsFragment, unknown>;
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
  hasPassword
  loginType
  groups
  isStaff
  equippedTitle
  referralCodeInternal
  onboarded
  planName
  subscriptionStatus
  priceCents
  currentPeriodEnd
  cancelAtPeriodEnd
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
export const EquipTitleDocument = new TypedDocumentString(`
    mutation EquipTitle($title: String) {
  equipTitle(title: $title) {
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
  hasPassword
  loginType
  groups
  isStaff
  equippedTitle
  referralCodeInternal
  onboarded
  planName
  subscriptionStatus
  priceCents
  currentPeriodEnd
  cancelAtPeriodEnd
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
}`) as unknown as TypedDocumentString<EquipTitleMutation, EquipTitleMutationVariables>;
export const LoadUserAchievementsDocument = new TypedDocumentString(`
    query LoadUserAchievements($limit: Int, $tokens: String, $lastUpdated: DateTime) {
  loadUserAchievements(limit: $limit, tokens: $tokens, lastUpdated: $lastUpdated) {
    achievements {
      ...UserAchievementFields
    }
    newUnlocks {
      ...AchievementUnlockFields
    }
    pagination {
      nextToken
      total
      asOf
    }
  }
}
    fragment UserAchievementFields on UserAchievement {
  achievementId
  name
  description
  category
  progress
  target
  unlocked
  unlockedAt
  lastUpdated
  title
}
fragment AchievementUnlockFields on AchievementUnlock {
  achievementId
  name
  category
  title
  unlockedAt
  isRead
}`) as unknown as TypedDocumentString<LoadUserAchievementsQuery, LoadUserAchievementsQueryVariables>;
export const ManageAchievementNotificationsDocument = new TypedDocumentString(`
    mutation ManageAchievementNotifications($operation: AchievementNotificationOperation!, $achievementId: String) {
  manageAchievementNotifications(
    operation: $operation
    achievementId: $achievementId
  ) {
    success
    markedCount
  }
}
    `) as unknown as TypedDocumentString<ManageAchievementNotificationsMutation, ManageAchievementNotificationsMutationVariables>;
export const ChurnAnalyticsDocument = new TypedDocumentString(`
    query ChurnAnalytics($limit: Int!, $startDate: String, $endDate: String) {
  getChurnAnalytics(limit: $limit, startDate: $startDate, endDate: $endDate)
}
    `) as unknown as TypedDocumentString<ChurnAnalyticsQuery, ChurnAnalyticsQueryVariables>;
export const ReferralAnalyticsDocument = new TypedDocumentString(`
    query ReferralAnalytics($period: AnalyticsPeriod, $code: String) {
  referralAnalytics(period: $period, code: $code) {
    period
    code
    codes
    generatedAt
    summary {
      totalSignups
      paidConversions
      threeDayPassPurchases
      activeSubscriptions
      cancelledSubscriptions
      conversionRate
      totalRevenue
      averageTimeToConversion
      conversionRateTone
      averageTimeToConversionTone
    }
    codeStats {
      code
      totalSignups
      paidConversions
      threeDayPasses
      cancellations
      reactivations
      activeUsers
      revenue
      conversionRate
      churnRate
      reactivationRate
      averageRevenuePerUser
      averageTimeToConversion
      recentSignups
      quickConversions
      conversionVelocity
      conversionRateTone
      averageTimeToConversionTone
      churnRateTone
    }
    trend {
      date
      signups
      conversions
    }
  }
}
    `) as unknown as TypedDocumentString<ReferralAnalyticsQuery, ReferralAnalyticsQueryVariables>;
export const WeeklyKpisDocument = new TypedDocumentString(`
    query WeeklyKpis {
  weeklyKPIs {
    id
    weekKey
    weekStartDate
    weekEndDate
    weeklyActivePowerUsers
    algorithmAdoptionRate
    chromeExtensionWeeklyActiveRate
    promptLibrarySaveRate
    freeToPaidConversionIndicator
    multiLLMTestingAdoption
    sevenDayNewUserActivationRate
    monthlyChurnRate
    totalActiveUsers
    totalAlgorithmUsers
    totalExtensionUsers
    totalExtensionUninstalls
    totalPromptGenerators
    totalPromptSavers
    totalFreeLimitHitters
    totalMultiLLMTesters
    totalNewSignups
    totalActivatedNewUsers
    totalPaidUsers
    totalChurnedUsers
    aiAmplifierUsers
    primerUsers
    mastermindUsers
    freeUsers
    proUsers
    annualProUsers
    threeDayPassUsers
    createdAt
  }
}
    `) as unknown as TypedDocumentString<WeeklyKpisQuery, WeeklyKpisQueryVariables>;
export const CheckLoginTypeDocument = new TypedDocumentString(`
    query CheckLoginType($email: String!) {
  checkLoginType(email: $email) {
    loginType
    canResetPassword
  }
}
    `) as unknown as TypedDocumentString<CheckLoginTypeQuery, CheckLoginTypeQueryVariables>;
export const ForgotPasswordDocument = new TypedDocumentString(`
    mutation ForgotPassword($email: String!) {
  forgotPassword(email: $email) {
    sent
    retryAfterSeconds
  }
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
    mutation SignIn($email: String!, $password: String!, $code: String) {
  signIn(email: $email, password: $password, code: $code) {
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
  hasPassword
  loginType
  groups
  isStaff
  equippedTitle
  referralCodeInternal
  onboarded
  planName
  subscriptionStatus
  priceCents
  currentPeriodEnd
  cancelAtPeriodEnd
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
  hasPassword
  loginType
  groups
  isStaff
  equippedTitle
  referralCodeInternal
  onboarded
  planName
  subscriptionStatus
  priceCents
  currentPeriodEnd
  cancelAtPeriodEnd
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
export const AcceptRecoveryOfferDocument = new TypedDocumentString(`
    mutation AcceptRecoveryOffer($discountCode: ID!, $reason: CancellationReason!, $reasonDetails: String, $feedback: String) {
  stripeCancellationManager(
    action: ACCEPT_OFFER
    discountCode: $discountCode
    reason: $reason
    reasonDetails: $reasonDetails
    feedback: $feedback
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
  hasPassword
  loginType
  groups
  isStaff
  equippedTitle
  referralCodeInternal
  onboarded
  planName
  subscriptionStatus
  priceCents
  currentPeriodEnd
  cancelAtPeriodEnd
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
}`) as unknown as TypedDocumentString<AcceptRecoveryOfferMutation, AcceptRecoveryOfferMutationVariables>;
export const CancelSubscriptionDocument = new TypedDocumentString(`
    mutation CancelSubscription($reason: CancellationReason!, $reasonDetails: String, $feedback: String) {
  stripeCancellationManager(
    action: CANCEL
    reason: $reason
    reasonDetails: $reasonDetails
    feedback: $feedback
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
  hasPassword
  loginType
  groups
  isStaff
  equippedTitle
  referralCodeInternal
  onboarded
  planName
  subscriptionStatus
  priceCents
  currentPeriodEnd
  cancelAtPeriodEnd
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
}`) as unknown as TypedDocumentString<CancelSubscriptionMutation, CancelSubscriptionMutationVariables>;
export const ConfirmLocalCheckoutDocument = new TypedDocumentString(`
    mutation ConfirmLocalCheckout($id: ID!) {
  confirmLocalCheckout(id: $id) {
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
  hasPassword
  loginType
  groups
  isStaff
  equippedTitle
  referralCodeInternal
  onboarded
  planName
  subscriptionStatus
  priceCents
  currentPeriodEnd
  cancelAtPeriodEnd
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
}`) as unknown as TypedDocumentString<ConfirmLocalCheckoutMutation, ConfirmLocalCheckoutMutationVariables>;
export const CreateBillingPortalSessionDocument = new TypedDocumentString(`
    mutation CreateBillingPortalSession {
  createBillingPortalSession
}
    `) as unknown as TypedDocumentString<CreateBillingPortalSessionMutation, CreateBillingPortalSessionMutationVariables>;
export const CreateCheckoutSessionDocument = new TypedDocumentString(`
    mutation CreateCheckoutSession($planType: PlanName!, $billingCycle: BillingCycle) {
  createCheckoutSession(planType: $planType, billingCycle: $billingCycle) {
    ...CheckoutSessionFields
  }
}
    fragment CheckoutSessionFields on CheckoutSession {
  id
  planName
  status
  url
  testMode
  createdAt
}`) as unknown as TypedDocumentString<CreateCheckoutSessionMutation, CreateCheckoutSessionMutationVariables>;
export const CreateCancelRecoveryCouponDocument = new TypedDocumentString(`
    mutation CreateCancelRecoveryCoupon($userId: ID, $attemptedPlan: PlanName, $attemptedCycle: BillingCycle, $cancelTime: DateTime) {
  createCancelRecoveryCoupon(
    userId: $userId
    attemptedPlan: $attemptedPlan
    attemptedCycle: $attemptedCycle
    cancelTime: $cancelTime
  ) {
    code
    planName
    percentOff
    durationInMonths
    discountedPriceCents
  }
}
    `) as unknown as TypedDocumentString<CreateCancelRecoveryCouponMutation, CreateCancelRecoveryCouponMutationVariables>;
export const BillingDetailsDocument = new TypedDocumentString(`
    query BillingDetails {
  me {
    id
    discountPercentOff
    discountEndsAt
  }
}
    `) as unknown as TypedDocumentString<BillingDetailsQuery, BillingDetailsQueryVariables>;
export const CheckoutSessionDocument = new TypedDocumentString(`
    query CheckoutSession($id: ID!) {
  checkoutSession(id: $id) {
    ...CheckoutSessionFields
  }
}
    fragment CheckoutSessionFields on CheckoutSession {
  id
  planName
  status
  url
  testMode
  createdAt
}`) as unknown as TypedDocumentString<CheckoutSessionQuery, CheckoutSessionQueryVariables>;
export const PlansDocument = new TypedDocumentString(`
    query Plans {
  plans {
    ...PlanOfferFields
  }
  billingMode
}
    fragment PlanOfferFields on PlanOffer {
  id
  name
  priceCents
  currency
  interval
  monthlyPriceCents
  badge
  features
}`) as unknown as TypedDocumentString<PlansQuery, PlansQueryVariables>;
export const UpcomingInvoiceDocument = new TypedDocumentString(`
    query UpcomingInvoice($customerId: String) {
  getUpcomingInvoice(customerId: $customerId) {
    amountDueCents
    currency
    nextPaymentAt
    testMode
  }
}
    `) as unknown as TypedDocumentString<UpcomingInvoiceQuery, UpcomingInvoiceQueryVariables>;
export const ReactivateSubscriptionDocument = new TypedDocumentString(`
    mutation ReactivateSubscription {
  stripeCancellationManager(action: REACTIVATE) {
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
  hasPassword
  loginType
  groups
  isStaff
  equippedTitle
  referralCodeInternal
  onboarded
  planName
  subscriptionStatus
  priceCents
  currentPeriodEnd
  cancelAtPeriodEnd
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
}`) as unknown as TypedDocumentString<ReactivateSubscriptionMutation, ReactivateSubscriptionMutationVariables>;
export const CreateConversationDocument = new TypedDocumentString(`
    mutation CreateConversation {
  createConversation {
    ...ConversationSummaryFields
  }
}
    fragment ConversationSummaryFields on Conversation {
  id
  name
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<CreateConversationMutation, CreateConversationMutationVariables>;
export const DeleteConversationDocument = new TypedDocumentString(`
    mutation DeleteConversation($id: ID!) {
  deleteConversation(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteConversationMutation, DeleteConversationMutationVariables>;
export const ConversationReplyDocument = new TypedDocumentString(`
    subscription ConversationReply($conversationId: ID!) {
  conversationReply(conversationId: $conversationId) {
    __typename
    ... on ChatReplySnapshot {
      message {
        ...ChatMessageFields
      }
    }
    ... on ChatTextDelta {
      messageId
      text
    }
    ... on ChatToolUse {
      messageId
      block {
        toolUseId
        name
        input
      }
    }
    ... on ChatToolResult {
      messageId
      block {
        toolUseId
        content
        status
      }
    }
    ... on ChatReplyDone {
      message {
        ...ChatMessageFields
      }
    }
    ... on ChatReplyError {
      message {
        ...ChatMessageFields
      }
      error
    }
  }
}
    fragment ChatMessageFields on ChatMessage {
  id
  conversationId
  role
  status
  notice
  aiContext
  createdAt
  updatedAt
  content {
    __typename
    ... on TextBlock {
      text
    }
    ... on DocumentBlock {
      format
      name
      size
      attachmentId
    }
    ... on ImageBlock {
      format
      size
      attachmentId
      source
    }
    ... on ToolUseBlock {
      toolUseId
      name
      input
    }
    ... on ToolResultBlock {
      toolUseId
      content
      status
    }
  }
}`) as unknown as TypedDocumentString<ConversationReplySubscription, ConversationReplySubscriptionVariables>;
export const ChatSetupDocument = new TypedDocumentString(`
    query ChatSetup {
  chatSetup {
    modelConfigured
    toolConfiguration {
      tools {
        toolSpec {
          name
          description
        }
      }
    }
    dailyMessages
    sentToday
    maxMessageChars
    maxAttachments
    maxDocumentBytes
    maxImageBytes
    documentFormats
  }
}
    `) as unknown as TypedDocumentString<ChatSetupQuery, ChatSetupQueryVariables>;
export const ChatContextGeniesDocument = new TypedDocumentString(`
    query ChatContextGenies {
  userContexts {
    id
    name
    isActive
  }
}
    `) as unknown as TypedDocumentString<ChatContextGeniesQuery, ChatContextGeniesQueryVariables>;
export const ChatConversationDocument = new TypedDocumentString(`
    query ChatConversation($id: ID!) {
  conversation(id: $id) {
    ...ConversationSummaryFields
    messages {
      ...ChatMessageFields
    }
  }
}
    fragment ChatMessageFields on ChatMessage {
  id
  conversationId
  role
  status
  notice
  aiContext
  createdAt
  updatedAt
  content {
    __typename
    ... on TextBlock {
      text
    }
    ... on DocumentBlock {
      format
      name
      size
      attachmentId
    }
    ... on ImageBlock {
      format
      size
      attachmentId
      source
    }
    ... on ToolUseBlock {
      toolUseId
      name
      input
    }
    ... on ToolResultBlock {
      toolUseId
      content
      status
    }
  }
}
fragment ConversationSummaryFields on Conversation {
  id
  name
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<ChatConversationQuery, ChatConversationQueryVariables>;
export const ChatConversationsDocument = new TypedDocumentString(`
    query ChatConversations($limit: Int!, $offset: Int!) {
  conversations(limit: $limit, offset: $offset) {
    ...ConversationSummaryFields
  }
}
    fragment ConversationSummaryFields on Conversation {
  id
  name
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<ChatConversationsQuery, ChatConversationsQueryVariables>;
export const ChatDocumentSourcesDocument = new TypedDocumentString(`
    query ChatDocumentSources($id: ID!) {
  conversation(id: $id) {
    id
    messages {
      id
      content {
        __typename
        ... on DocumentBlock {
          attachmentId
          source
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ChatDocumentSourcesQuery, ChatDocumentSourcesQueryVariables>;
export const SendChatMessageDocument = new TypedDocumentString(`
    mutation SendChatMessage($conversationId: ID!, $content: [ContentBlockInput!]!, $aiContext: JSON, $toolConfiguration: ToolConfigurationInput) {
  sendMessage(
    conversationId: $conversationId
    content: $content
    aiContext: $aiContext
    toolConfiguration: $toolConfiguration
  ) {
    message {
      ...ChatMessageFields
    }
    reply {
      ...ChatMessageFields
    }
  }
}
    fragment ChatMessageFields on ChatMessage {
  id
  conversationId
  role
  status
  notice
  aiContext
  createdAt
  updatedAt
  content {
    __typename
    ... on TextBlock {
      text
    }
    ... on DocumentBlock {
      format
      name
      size
      attachmentId
    }
    ... on ImageBlock {
      format
      size
      attachmentId
      source
    }
    ... on ToolUseBlock {
      toolUseId
      name
      input
    }
    ... on ToolResultBlock {
      toolUseId
      content
      status
    }
  }
}`) as unknown as TypedDocumentString<SendChatMessageMutation, SendChatMessageMutationVariables>;
export const StopChatReplyDocument = new TypedDocumentString(`
    mutation StopChatReply($conversationId: ID!) {
  stopReply(conversationId: $conversationId)
}
    `) as unknown as TypedDocumentString<StopChatReplyMutation, StopChatReplyMutationVariables>;
export const CompletePostUpgradeSurveyDocument = new TypedDocumentString(`
    mutation CompletePostUpgradeSurvey($reason: UpgradeReason!, $feedback: String) {
  completePostUpgradeSurvey(reason: $reason, feedback: $feedback) {
    ...SessionUserFields
    showPostUpgradeSurvey
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
  hasPassword
  loginType
  groups
  isStaff
  equippedTitle
  referralCodeInternal
  onboarded
  planName
  subscriptionStatus
  priceCents
  currentPeriodEnd
  cancelAtPeriodEnd
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
}`) as unknown as TypedDocumentString<CompletePostUpgradeSurveyMutation, CompletePostUpgradeSurveyMutationVariables>;
export const DismissPostUpgradeSurveyDocument = new TypedDocumentString(`
    mutation DismissPostUpgradeSurvey {
  dismissPostUpgradeSurvey {
    ...SessionUserFields
    showPostUpgradeSurvey
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
  hasPassword
  loginType
  groups
  isStaff
  equippedTitle
  referralCodeInternal
  onboarded
  planName
  subscriptionStatus
  priceCents
  currentPeriodEnd
  cancelAtPeriodEnd
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
}`) as unknown as TypedDocumentString<DismissPostUpgradeSurveyMutation, DismissPostUpgradeSurveyMutationVariables>;
export const CreateUserContextDocument = new TypedDocumentString(`
    mutation CreateUserContext($name: String!, $content: String!, $isActive: Boolean!) {
  createUserContext(name: $name, content: $content, isActive: $isActive) {
    ...UserContextFields
  }
}
    fragment UserContextFields on UserContext {
  id
  name
  content
  isActive
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<CreateUserContextMutation, CreateUserContextMutationVariables>;
export const DeleteUserContextDocument = new TypedDocumentString(`
    mutation DeleteUserContext($id: ID!) {
  deleteUserContext(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteUserContextMutation, DeleteUserContextMutationVariables>;
export const GenerateImagePromptDocument = new TypedDocumentString(`
    mutation GenerateImagePrompt($description: String!, $model: ImageModel!, $contextId: ID, $noContext: Boolean!, $variant: Int!, $comparisonId: ID) {
  generateImagePrompt(
    description: $description
    model: $model
    contextId: $contextId
    noContext: $noContext
    variant: $variant
    comparisonId: $comparisonId
  ) {
    ...GenerationResultFields
  }
}
    fragment QuotaFields on Quota {
  unlimited
  dailyRemaining
  bonusRemaining
  resetsAt
}
fragment PromptChangeFields on PromptChange {
  kind
  before
  after
  reason
}
fragment GenerationFields on Generation {
  id
  generator
  description
  prompt
  improvements
  taskKind
  parameters
  engine
  notice
  contextId
  rating
  createdAt
  changes {
    ...PromptChangeFields
  }
}
fragment GenerationResultFields on GenerationResult {
  generation {
    ...GenerationFields
  }
  quota {
    ...QuotaFields
  }
}`) as unknown as TypedDocumentString<GenerateImagePromptMutation, GenerateImagePromptMutationVariables>;
export const GenerateJsonPromptDocument = new TypedDocumentString(`
    mutation GenerateJsonPrompt($taskOrPrompt: String!, $contextId: ID, $noContext: Boolean!, $variant: Int!, $comparisonId: ID) {
  generateJsonPrompt(
    taskOrPrompt: $taskOrPrompt
    contextId: $contextId
    noContext: $noContext
    variant: $variant
    comparisonId: $comparisonId
  ) {
    ...GenerationResultFields
  }
}
    fragment QuotaFields on Quota {
  unlimited
  dailyRemaining
  bonusRemaining
  resetsAt
}
fragment PromptChangeFields on PromptChange {
  kind
  before
  after
  reason
}
fragment GenerationFields on Generation {
  id
  generator
  description
  prompt
  improvements
  taskKind
  parameters
  engine
  notice
  contextId
  rating
  createdAt
  changes {
    ...PromptChangeFields
  }
}
fragment GenerationResultFields on GenerationResult {
  generation {
    ...GenerationFields
  }
  quota {
    ...QuotaFields
  }
}`) as unknown as TypedDocumentString<GenerateJsonPromptMutation, GenerateJsonPromptMutationVariables>;
export const GenerateO4ImagePromptDocument = new TypedDocumentString(`
    mutation GenerateO4ImagePrompt($description: String!, $contextId: ID, $noContext: Boolean!, $variant: Int!, $comparisonId: ID) {
  generateO4ImagePrompt(
    description: $description
    contextId: $contextId
    noContext: $noContext
    variant: $variant
    comparisonId: $comparisonId
  ) {
    ...GenerationResultFields
  }
}
    fragment QuotaFields on Quota {
  unlimited
  dailyRemaining
  bonusRemaining
  resetsAt
}
fragment PromptChangeFields on PromptChange {
  kind
  before
  after
  reason
}
fragment GenerationFields on Generation {
  id
  generator
  description
  prompt
  improvements
  taskKind
  parameters
  engine
  notice
  contextId
  rating
  createdAt
  changes {
    ...PromptChangeFields
  }
}
fragment GenerationResultFields on GenerationResult {
  generation {
    ...GenerationFields
  }
  quota {
    ...QuotaFields
  }
}`) as unknown as TypedDocumentString<GenerateO4ImagePromptMutation, GenerateO4ImagePromptMutationVariables>;
export const GeneratePromptMastermindDocument = new TypedDocumentString(`
    mutation GeneratePromptMastermind($description: String!, $contextId: ID, $noContext: Boolean!, $variant: Int!, $comparisonId: ID, $showReasoning: Boolean!) {
  generatePromptMastermind(
    description: $description
    contextId: $contextId
    noContext: $noContext
    variant: $variant
    comparisonId: $comparisonId
    showReasoning: $showReasoning
  ) {
    ...GenerationResultFields
  }
}
    fragment QuotaFields on Quota {
  unlimited
  dailyRemaining
  bonusRemaining
  resetsAt
}
fragment PromptChangeFields on PromptChange {
  kind
  before
  after
  reason
}
fragment GenerationFields on Generation {
  id
  generator
  description
  prompt
  improvements
  taskKind
  parameters
  engine
  notice
  contextId
  rating
  createdAt
  changes {
    ...PromptChangeFields
  }
}
fragment GenerationResultFields on GenerationResult {
  generation {
    ...GenerationFields
  }
  quota {
    ...QuotaFields
  }
}`) as unknown as TypedDocumentString<GeneratePromptMastermindMutation, GeneratePromptMastermindMutationVariables>;
export const GeneratePromptPrimerDocument = new TypedDocumentString(`
    mutation GeneratePromptPrimer($description: String!, $contextId: ID, $noContext: Boolean!, $variant: Int!, $comparisonId: ID) {
  generatePromptPrimer(
    description: $description
    contextId: $contextId
    noContext: $noContext
    variant: $variant
    comparisonId: $comparisonId
  ) {
    ...GenerationResultFields
  }
}
    fragment QuotaFields on Quota {
  unlimited
  dailyRemaining
  bonusRemaining
  resetsAt
}
fragment PromptChangeFields on PromptChange {
  kind
  before
  after
  reason
}
fragment GenerationFields on Generation {
  id
  generator
  description
  prompt
  improvements
  taskKind
  parameters
  engine
  notice
  contextId
  rating
  createdAt
  changes {
    ...PromptChangeFields
  }
}
fragment GenerationResultFields on GenerationResult {
  generation {
    ...GenerationFields
  }
  quota {
    ...QuotaFields
  }
}`) as unknown as TypedDocumentString<GeneratePromptPrimerMutation, GeneratePromptPrimerMutationVariables>;
export const GeneratePromptDocument = new TypedDocumentString(`
    mutation GeneratePrompt($description: String!, $contextId: ID, $noContext: Boolean!, $variant: Int!, $comparisonId: ID) {
  generatePrompt(
    description: $description
    contextId: $contextId
    noContext: $noContext
    variant: $variant
    comparisonId: $comparisonId
  ) {
    ...GenerationResultFields
  }
}
    fragment QuotaFields on Quota {
  unlimited
  dailyRemaining
  bonusRemaining
  resetsAt
}
fragment PromptChangeFields on PromptChange {
  kind
  before
  after
  reason
}
fragment GenerationFields on Generation {
  id
  generator
  description
  prompt
  improvements
  taskKind
  parameters
  engine
  notice
  contextId
  rating
  createdAt
  changes {
    ...PromptChangeFields
  }
}
fragment GenerationResultFields on GenerationResult {
  generation {
    ...GenerationFields
  }
  quota {
    ...QuotaFields
  }
}`) as unknown as TypedDocumentString<GeneratePromptMutation, GeneratePromptMutationVariables>;
export const GenerateSora2PromptDocument = new TypedDocumentString(`
    mutation GenerateSora2Prompt($description: String!, $contextId: ID, $noContext: Boolean!, $variant: Int!, $comparisonId: ID) {
  generateSora2Prompt(
    description: $description
    contextId: $contextId
    noContext: $noContext
    variant: $variant
    comparisonId: $comparisonId
  ) {
    ...GenerationResultFields
  }
}
    fragment QuotaFields on Quota {
  unlimited
  dailyRemaining
  bonusRemaining
  resetsAt
}
fragment PromptChangeFields on PromptChange {
  kind
  before
  after
  reason
}
fragment GenerationFields on Generation {
  id
  generator
  description
  prompt
  improvements
  taskKind
  parameters
  engine
  notice
  contextId
  rating
  createdAt
  changes {
    ...PromptChangeFields
  }
}
fragment GenerationResultFields on GenerationResult {
  generation {
    ...GenerationFields
  }
  quota {
    ...QuotaFields
  }
}`) as unknown as TypedDocumentString<GenerateSora2PromptMutation, GenerateSora2PromptMutationVariables>;
export const Veo3PromptGeneratorDocument = new TypedDocumentString(`
    mutation Veo3PromptGenerator($description: String!, $imageBase64: String, $contextId: ID, $noContext: Boolean!, $variant: Int!, $comparisonId: ID) {
  veo3PromptGenerator(
    description: $description
    imageBase64: $imageBase64
    contextId: $contextId
    noContext: $noContext
    variant: $variant
    comparisonId: $comparisonId
  ) {
    ...GenerationResultFields
  }
}
    fragment QuotaFields on Quota {
  unlimited
  dailyRemaining
  bonusRemaining
  resetsAt
}
fragment PromptChangeFields on PromptChange {
  kind
  before
  after
  reason
}
fragment GenerationFields on Generation {
  id
  generator
  description
  prompt
  improvements
  taskKind
  parameters
  engine
  notice
  contextId
  rating
  createdAt
  changes {
    ...PromptChangeFields
  }
}
fragment GenerationResultFields on GenerationResult {
  generation {
    ...GenerationFields
  }
  quota {
    ...QuotaFields
  }
}`) as unknown as TypedDocumentString<Veo3PromptGeneratorMutation, Veo3PromptGeneratorMutationVariables>;
export const ContextGeniePlanLimitsDocument = new TypedDocumentString(`
    query ContextGeniePlanLimits {
  planLimits {
    plan
    contextGenies
  }
}
    `) as unknown as TypedDocumentString<ContextGeniePlanLimitsQuery, ContextGeniePlanLimitsQueryVariables>;
export const GenerationsDocument = new TypedDocumentString(`
    query Generations($limit: Int!, $offset: Int!) {
  generations(limit: $limit, offset: $offset) {
    ...GenerationFields
  }
}
    fragment PromptChangeFields on PromptChange {
  kind
  before
  after
  reason
}
fragment GenerationFields on Generation {
  id
  generator
  description
  prompt
  improvements
  taskKind
  parameters
  engine
  notice
  contextId
  rating
  createdAt
  changes {
    ...PromptChangeFields
  }
}`) as unknown as TypedDocumentString<GenerationsQuery, GenerationsQueryVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    ...SessionUserFields
    quota {
      ...QuotaFields
    }
    onboardingQuestions {
      profession
    }
  }
}
    fragment QuotaFields on Quota {
  unlimited
  dailyRemaining
  bonusRemaining
  resetsAt
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
  hasPassword
  loginType
  groups
  isStaff
  equippedTitle
  referralCodeInternal
  onboarded
  planName
  subscriptionStatus
  priceCents
  currentPeriodEnd
  cancelAtPeriodEnd
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
export const PostUpgradeSurveyStateDocument = new TypedDocumentString(`
    query PostUpgradeSurveyState {
  me {
    id
    showPostUpgradeSurvey
  }
}
    `) as unknown as TypedDocumentString<PostUpgradeSurveyStateQuery, PostUpgradeSurveyStateQueryVariables>;
export const UserContextsDocument = new TypedDocumentString(`
    query UserContexts {
  userContexts {
    ...UserContextFields
  }
}
    fragment UserContextFields on UserContext {
  id
  name
  content
  isActive
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<UserContextsQuery, UserContextsQueryVariables>;
export const RatePromptDocument = new TypedDocumentString(`
    mutation RatePrompt($generationId: ID!, $rating: Rating) {
  ratePrompt(generationId: $generationId, rating: $rating) {
    id
    rating
  }
}
    `) as unknown as TypedDocumentString<RatePromptMutation, RatePromptMutationVariables>;
export const StreamGenerationDocument = new TypedDocumentString(`
    subscription StreamGeneration($generator: GeneratorKind!, $description: String!, $contextId: ID, $noContext: Boolean!, $variant: Int!, $comparisonId: ID, $showReasoning: Boolean!, $model: ImageModel, $imageBase64: String, $streamId: ID) {
  streamGeneration(
    generator: $generator
    description: $description
    contextId: $contextId
    noContext: $noContext
    variant: $variant
    comparisonId: $comparisonId
    showReasoning: $showReasoning
    model: $model
    imageBase64: $imageBase64
    streamId: $streamId
  ) {
    ...GenerationEventFields
  }
}
    fragment QuotaFields on Quota {
  unlimited
  dailyRemaining
  bonusRemaining
  resetsAt
}
fragment PromptChangeFields on PromptChange {
  kind
  before
  after
  reason
}
fragment GenerationFields on Generation {
  id
  generator
  description
  prompt
  improvements
  taskKind
  parameters
  engine
  notice
  contextId
  rating
  createdAt
  changes {
    ...PromptChangeFields
  }
}
fragment GenerationResultFields on GenerationResult {
  generation {
    ...GenerationFields
  }
  quota {
    ...QuotaFields
  }
}
fragment GenerationEventFields on GenerationEvent {
  __typename
  ... on GenerationDelta {
    text
  }
  ... on GenerationReset {
    reset
  }
  ... on GenerationResult {
    ...GenerationResultFields
  }
}`) as unknown as TypedDocumentString<StreamGenerationSubscription, StreamGenerationSubscriptionVariables>;
export const FollowGenerationDocument = new TypedDocumentString(`
    subscription FollowGeneration($streamId: ID!) {
  followGeneration(streamId: $streamId) {
    ...GenerationEventFields
  }
}
    fragment QuotaFields on Quota {
  unlimited
  dailyRemaining
  bonusRemaining
  resetsAt
}
fragment PromptChangeFields on PromptChange {
  kind
  before
  after
  reason
}
fragment GenerationFields on Generation {
  id
  generator
  description
  prompt
  improvements
  taskKind
  parameters
  engine
  notice
  contextId
  rating
  createdAt
  changes {
    ...PromptChangeFields
  }
}
fragment GenerationResultFields on GenerationResult {
  generation {
    ...GenerationFields
  }
  quota {
    ...QuotaFields
  }
}
fragment GenerationEventFields on GenerationEvent {
  __typename
  ... on GenerationDelta {
    text
  }
  ... on GenerationReset {
    reset
  }
  ... on GenerationResult {
    ...GenerationResultFields
  }
}`) as unknown as TypedDocumentString<FollowGenerationSubscription, FollowGenerationSubscriptionVariables>;
export const UpdateUserContextDocument = new TypedDocumentString(`
    mutation UpdateUserContext($id: ID!, $name: String, $content: String, $isActive: Boolean) {
  updateUserContext(id: $id, name: $name, content: $content, isActive: $isActive) {
    ...UserContextFields
  }
}
    fragment UserContextFields on UserContext {
  id
  name
  content
  isActive
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<UpdateUserContextMutation, UpdateUserContextMutationVariables>;
export const CreateFolderDocument = new TypedDocumentString(`
    mutation CreateFolder($name: String!) {
  createFolder(name: $name) {
    ...FolderFields
  }
}
    fragment FolderFields on Folder {
  id
  name
  promptCount
  locked
  lockReason
  isDefault
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<CreateFolderMutation, CreateFolderMutationVariables>;
export const CreateShareLinkDocument = new TypedDocumentString(`
    mutation CreateShareLink($shareType: ShareType!, $itemId: ID, $name: String!, $accessLevel: AccessLevel, $inputText: String, $generatedPrompt: String) {
  createShareLink(
    shareType: $shareType
    itemId: $itemId
    name: $name
    accessLevel: $accessLevel
    inputText: $inputText
    generatedPrompt: $generatedPrompt
  ) {
    ...SharedItemFields
  }
}
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
}`) as unknown as TypedDocumentString<CreateShareLinkMutation, CreateShareLinkMutationVariables>;
export const DeleteFolderDocument = new TypedDocumentString(`
    mutation DeleteFolder($id: ID!, $deletePrompts: Boolean!) {
  deleteFolder(id: $id, deletePrompts: $deletePrompts)
}
    `) as unknown as TypedDocumentString<DeleteFolderMutation, DeleteFolderMutationVariables>;
export const DeleteSavedPromptDocument = new TypedDocumentString(`
    mutation DeleteSavedPrompt($id: ID!) {
  deleteSavedPrompt(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteSavedPromptMutation, DeleteSavedPromptMutationVariables>;
export const ExportLibraryDocument = new TypedDocumentString(`
    query ExportLibrary($format: LibraryExportFormat!) {
  exportLibrary(format: $format)
}
    `) as unknown as TypedDocumentString<ExportLibraryQuery, ExportLibraryQueryVariables>;
export const LibraryContextGeniesDocument = new TypedDocumentString(`
    query LibraryContextGenies {
  userContexts {
    id
    name
    isActive
  }
}
    `) as unknown as TypedDocumentString<LibraryContextGeniesQuery, LibraryContextGeniesQueryVariables>;
export const FoldersDocument = new TypedDocumentString(`
    query Folders {
  folders {
    ...FolderFields
  }
}
    fragment FolderFields on Folder {
  id
  name
  promptCount
  locked
  lockReason
  isDefault
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<FoldersQuery, FoldersQueryVariables>;
export const GenieValuesDocument = new TypedDocumentString(`
    query GenieValues($text: String!, $contextId: ID!) {
  analyzePrompt(text: $text, contextId: $contextId) {
    contextValues
  }
}
    `) as unknown as TypedDocumentString<GenieValuesQuery, GenieValuesQueryVariables>;
export const LibraryTagsDocument = new TypedDocumentString(`
    query LibraryTags {
  libraryTags {
    tag
    promptCount
  }
}
    `) as unknown as TypedDocumentString<LibraryTagsQuery, LibraryTagsQueryVariables>;
export const MyShareLinksDocument = new TypedDocumentString(`
    query MyShareLinks {
  myShareLinks {
    ...SharedItemFields
  }
}
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
}`) as unknown as TypedDocumentString<MyShareLinksQuery, MyShareLinksQueryVariables>;
export const PromptVersionsDocument = new TypedDocumentString(`
    query PromptVersions($promptId: ID!) {
  promptVersions(promptId: $promptId) {
    id
    title
    text
    tags
    createdAt
    diff {
      outcome
      message
      lines {
        kind
        text
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PromptVersionsQuery, PromptVersionsQueryVariables>;
export const LibraryPlanLimitsDocument = new TypedDocumentString(`
    query LibraryPlanLimits {
  planLimits {
    plan
    savedPrompts
    accessibleFolders
  }
}
    `) as unknown as TypedDocumentString<LibraryPlanLimitsQuery, LibraryPlanLimitsQueryVariables>;
export const SavedPromptsDocument = new TypedDocumentString(`
    query SavedPrompts($folderId: ID!, $tag: String, $limit: Int!, $offset: Int!) {
  savedPrompts(folderId: $folderId, tag: $tag, limit: $limit, offset: $offset) {
    items {
      ...SavedPromptFields
    }
    total
  }
}
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
}`) as unknown as TypedDocumentString<SavedPromptsQuery, SavedPromptsQueryVariables>;
export const ImportLibraryDocument = new TypedDocumentString(`
    mutation ImportLibrary($json: String!) {
  importLibrary(json: $json) {
    folders
    prompts
    skipped
    notes {
      folder
      prompts
      reason
      movedTo
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ImportLibraryMutation, ImportLibraryMutationVariables>;
export const MoveSavedPromptDocument = new TypedDocumentString(`
    mutation MoveSavedPrompt($id: ID!, $folderId: ID!) {
  moveSavedPrompt(id: $id, folderId: $folderId) {
    ...SavedPromptFields
  }
}
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
}`) as unknown as TypedDocumentString<MoveSavedPromptMutation, MoveSavedPromptMutationVariables>;
export const RenameFolderDocument = new TypedDocumentString(`
    mutation RenameFolder($id: ID!, $name: String!) {
  renameFolder(id: $id, name: $name) {
    ...FolderFields
  }
}
    fragment FolderFields on Folder {
  id
  name
  promptCount
  locked
  lockReason
  isDefault
  createdAt
  updatedAt
}`) as unknown as TypedDocumentString<RenameFolderMutation, RenameFolderMutationVariables>;
export const RestorePromptVersionDocument = new TypedDocumentString(`
    mutation RestorePromptVersion($promptId: ID!, $versionId: ID!) {
  restorePromptVersion(promptId: $promptId, versionId: $versionId) {
    ...SavedPromptFields
  }
}
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
}`) as unknown as TypedDocumentString<RestorePromptVersionMutation, RestorePromptVersionMutationVariables>;
export const RevokeShareLinkDocument = new TypedDocumentString(`
    mutation RevokeShareLink($id: ID!) {
  revokeShareLink(id: $id)
}
    `) as unknown as TypedDocumentString<RevokeShareLinkMutation, RevokeShareLinkMutationVariables>;
export const SavePromptDocument = new TypedDocumentString(`
    mutation SavePrompt($input: SavePromptInputGql!) {
  savePrompt(input: $input) {
    ...SavedPromptFields
  }
}
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
}`) as unknown as TypedDocumentString<SavePromptMutation, SavePromptMutationVariables>;
export const SearchSavedPromptsDocument = new TypedDocumentString(`
    query SearchSavedPrompts($query: String!, $tag: String, $variable: String, $limit: Int!) {
  searchSavedPrompts(query: $query, tag: $tag, variable: $variable, limit: $limit) {
    ...SavedPromptFields
  }
}
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
}`) as unknown as TypedDocumentString<SearchSavedPromptsQuery, SearchSavedPromptsQueryVariables>;
export const UpdateSavedPromptDocument = new TypedDocumentString(`
    mutation UpdateSavedPrompt($id: ID!, $title: String, $text: String, $tags: [String!], $description: String, $keepAsPlainText: Boolean! = false) {
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
}`) as unknown as TypedDocumentString<UpdateSavedPromptMutation, UpdateSavedPromptMutationVariables>;
export const CreateTeamsInterestDocument = new TypedDocumentString(`
    mutation CreateTeamsInterest($email: String!) {
  createTeamsInterest(email: $email) {
    email
    submissionDate
  }
}
    `) as unknown as TypedDocumentString<CreateTeamsInterestMutation, CreateTeamsInterestMutationVariables>;
export const SiteContentDocument = new TypedDocumentString(`
    query SiteContent {
  siteContent {
    figures {
      people
      promptsWritten
      savedPrompts
      rating {
        average
        count
      }
    }
    reviews {
      name
      role
      text
      rating
    }
  }
}
    `) as unknown as TypedDocumentString<SiteContentQuery, SiteContentQueryVariables>;
export const SiteInfoDocument = new TypedDocumentString(`
    query SiteInfo {
  siteInfo {
    operatorName
    contactEmail
    contactFormUrl
    publicUrl
    extensionStoreUrl
  }
}
    `) as unknown as TypedDocumentString<SiteInfoQuery, SiteInfoQueryVariables>;
export const SendContactMessageDocument = new TypedDocumentString(`
    mutation SendContactMessage($name: String!, $email: String!, $message: String!) {
  sendContactMessage(name: $name, email: $email, message: $message) {
    id
    receivedAt
  }
}
    `) as unknown as TypedDocumentString<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const SubmitUninstallFeedbackDocument = new TypedDocumentString(`
    mutation SubmitUninstallFeedback($reasons: [UninstallReason!]!, $details: String, $extensionVersion: String) {
  submitUninstallFeedback(
    reasons: $reasons
    details: $details
    extensionVersion: $extensionVersion
  )
}
    `) as unknown as TypedDocumentString<SubmitUninstallFeedbackMutation, SubmitUninstallFeedbackMutationVariables>;
export const SubscribeToNewsletterDocument = new TypedDocumentString(`
    mutation SubscribeToNewsletter($email: String!) {
  subscribeToNewsletter(email: $email) {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<SubscribeToNewsletterMutation, SubscribeToNewsletterMutationVariables>;
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
  hasPassword
  loginType
  groups
  isStaff
  equippedTitle
  referralCodeInternal
  onboarded
  planName
  subscriptionStatus
  priceCents
  currentPeriodEnd
  cancelAtPeriodEnd
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
export const CancelPlaygroundColumnsDocument = new TypedDocumentString(`
    mutation CancelPlaygroundColumns($runId: ID!, $positions: [Int!]) {
  cancelPlaygroundColumns(runId: $runId, positions: $positions)
}
    `) as unknown as TypedDocumentString<CancelPlaygroundColumnsMutation, CancelPlaygroundColumnsMutationVariables>;
export const DeletePlaygroundRunDocument = new TypedDocumentString(`
    mutation DeletePlaygroundRun($runId: ID!) {
  deletePlaygroundRun(runId: $runId)
}
    `) as unknown as TypedDocumentString<DeletePlaygroundRunMutation, DeletePlaygroundRunMutationVariables>;
export const PlaygroundEnhanceDocument = new TypedDocumentString(`
    subscription PlaygroundEnhance($generator: GeneratorKind!, $description: String!, $streamId: ID) {
  streamGeneration(
    generator: $generator
    description: $description
    noContext: true
    streamId: $streamId
  ) {
    ...PlaygroundEnhanceEventFields
  }
}
    fragment PlaygroundEnhanceEventFields on GenerationEvent {
  __typename
  ... on GenerationDelta {
    text
  }
  ... on GenerationReset {
    reset
  }
  ... on GenerationResult {
    generation {
      id
      prompt
    }
  }
}`) as unknown as TypedDocumentString<PlaygroundEnhanceSubscription, PlaygroundEnhanceSubscriptionVariables>;
export const PlaygroundFollowEnhanceDocument = new TypedDocumentString(`
    subscription PlaygroundFollowEnhance($streamId: ID!) {
  followGeneration(streamId: $streamId) {
    ...PlaygroundEnhanceEventFields
  }
}
    fragment PlaygroundEnhanceEventFields on GenerationEvent {
  __typename
  ... on GenerationDelta {
    text
  }
  ... on GenerationReset {
    reset
  }
  ... on GenerationResult {
    generation {
      id
      prompt
    }
  }
}`) as unknown as TypedDocumentString<PlaygroundFollowEnhanceSubscription, PlaygroundFollowEnhanceSubscriptionVariables>;
export const PlaygroundLibraryFoldersDocument = new TypedDocumentString(`
    query PlaygroundLibraryFolders {
  folders {
    id
    name
    promptCount
    locked
  }
}
    `) as unknown as TypedDocumentString<PlaygroundLibraryFoldersQuery, PlaygroundLibraryFoldersQueryVariables>;
export const PlaygroundLibraryPromptsDocument = new TypedDocumentString(`
    query PlaygroundLibraryPrompts($folderId: ID!, $limit: Int!) {
  savedPrompts(folderId: $folderId, limit: $limit) {
    items {
      id
      title
      text
      updatedAt
    }
    total
  }
}
    `) as unknown as TypedDocumentString<PlaygroundLibraryPromptsQuery, PlaygroundLibraryPromptsQueryVariables>;
export const PlaygroundLibrarySearchDocument = new TypedDocumentString(`
    query PlaygroundLibrarySearch($query: String!, $limit: Int!) {
  searchSavedPrompts(query: $query, limit: $limit) {
    id
    title
    text
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<PlaygroundLibrarySearchQuery, PlaygroundLibrarySearchQueryVariables>;
export const PlaygroundEstimateDocument = new TypedDocumentString(`
    query PlaygroundEstimate($prompt: String!, $models: [String!]!, $comparePrompt: String) {
  playgroundEstimate(
    prompt: $prompt
    models: $models
    comparePrompt: $comparePrompt
  ) {
    ...PlaygroundEstimateFields
  }
}
    fragment PlaygroundEstimateFields on PlaygroundEstimate {
  costUsd
  pricedModels
  models
  promptTokens
  needsConfirmation
}`) as unknown as TypedDocumentString<PlaygroundEstimateQuery, PlaygroundEstimateQueryVariables>;
export const PlaygroundRunDocument = new TypedDocumentString(`
    query PlaygroundRun($id: ID!) {
  playgroundRun(id: $id) {
    ...PlaygroundRunFields
  }
}
    fragment PlaygroundColumnFields on PlaygroundColumn {
  position
  label
  modelId
  provider
  model
  family
  variant
}
fragment PlaygroundAnswerFields on PlaygroundAnswer {
  column {
    ...PlaygroundColumnFields
  }
  state
  text
  error
  firstTokenMs
  totalMs
  inputTokens
  outputTokens
  tokensEstimated
  costUsd
}
fragment PlaygroundRunFields on PlaygroundRun {
  id
  prompt
  comparePrompt
  sourcePromptId
  savedPromptId
  blind
  revealed
  costUsd
  vote {
    winner
    tie
  }
  startedAt
  finishedAt
  answers {
    ...PlaygroundAnswerFields
  }
  judgment {
    judgeModel
    winner
    verdicts {
      modelId
      original {
        score
        reason
      }
      enhanced {
        score
        reason
      }
    }
  }
}`) as unknown as TypedDocumentString<PlaygroundRunQuery, PlaygroundRunQueryVariables>;
export const PlaygroundRunsDocument = new TypedDocumentString(`
    query PlaygroundRuns($first: Int!, $before: ID) {
  playgroundRuns(first: $first, before: $before) {
    ...PlaygroundRunFields
  }
}
    fragment PlaygroundColumnFields on PlaygroundColumn {
  position
  label
  modelId
  provider
  model
  family
  variant
}
fragment PlaygroundAnswerFields on PlaygroundAnswer {
  column {
    ...PlaygroundColumnFields
  }
  state
  text
  error
  firstTokenMs
  totalMs
  inputTokens
  outputTokens
  tokensEstimated
  costUsd
}
fragment PlaygroundRunFields on PlaygroundRun {
  id
  prompt
  comparePrompt
  sourcePromptId
  savedPromptId
  blind
  revealed
  costUsd
  vote {
    winner
    tie
  }
  startedAt
  finishedAt
  answers {
    ...PlaygroundAnswerFields
  }
  judgment {
    judgeModel
    winner
    verdicts {
      modelId
      original {
        score
        reason
      }
      enhanced {
        score
        reason
      }
    }
  }
}`) as unknown as TypedDocumentString<PlaygroundRunsQuery, PlaygroundRunsQueryVariables>;
export const PlaygroundSetupDocument = new TypedDocumentString(`
    query PlaygroundSetup {
  playgroundSetup {
    models {
      id
      provider
      model
      family
      inputPerMillionUsd
      outputPerMillionUsd
      priceAsOf
      own
    }
    allowed
    upgradeMessage
    minModels
    maxModels
    maxPromptChars
    maxOutputTokens
    confirmCostAboveUsd
  }
}
    `) as unknown as TypedDocumentString<PlaygroundSetupQuery, PlaygroundSetupQueryVariables>;
export const TestingAnalyticsDocument = new TypedDocumentString(`
    query TestingAnalytics {
  testingAnalytics {
    overall
    anthropic
    openai
    gemini
    mistral
    amazon
    meta
    multiModel
  }
}
    `) as unknown as TypedDocumentString<TestingAnalyticsQuery, TestingAnalyticsQueryVariables>;
export const JudgePlaygroundRunDocument = new TypedDocumentString(`
    mutation JudgePlaygroundRun($runId: ID!, $judgeModel: String!) {
  judgePlaygroundRun(runId: $runId, judgeModel: $judgeModel) {
    ...PlaygroundRunFields
  }
}
    fragment PlaygroundColumnFields on PlaygroundColumn {
  position
  label
  modelId
  provider
  model
  family
  variant
}
fragment PlaygroundAnswerFields on PlaygroundAnswer {
  column {
    ...PlaygroundColumnFields
  }
  state
  text
  error
  firstTokenMs
  totalMs
  inputTokens
  outputTokens
  tokensEstimated
  costUsd
}
fragment PlaygroundRunFields on PlaygroundRun {
  id
  prompt
  comparePrompt
  sourcePromptId
  savedPromptId
  blind
  revealed
  costUsd
  vote {
    winner
    tie
  }
  startedAt
  finishedAt
  answers {
    ...PlaygroundAnswerFields
  }
  judgment {
    judgeModel
    winner
    verdicts {
      modelId
      original {
        score
        reason
      }
      enhanced {
        score
        reason
      }
    }
  }
}`) as unknown as TypedDocumentString<JudgePlaygroundRunMutation, JudgePlaygroundRunMutationVariables>;
export const RunPlaygroundDocument = new TypedDocumentString(`
    subscription RunPlayground($prompt: String!, $models: [String!]!, $blind: Boolean!, $confirmCost: Boolean!, $comparePrompt: String, $sourcePromptId: ID) {
  runPlayground(
    prompt: $prompt
    models: $models
    blind: $blind
    confirmCost: $confirmCost
    comparePrompt: $comparePrompt
    sourcePromptId: $sourcePromptId
  ) {
    __typename
    ... on PlaygroundStarted {
      runId
      columns {
        ...PlaygroundColumnFields
      }
      estimate {
        ...PlaygroundEstimateFields
      }
    }
    ... on PlaygroundText {
      position
      text
    }
    ... on PlaygroundColumnEnded {
      answer {
        ...PlaygroundAnswerFields
      }
    }
    ... on PlaygroundFinished {
      run {
        ...PlaygroundRunFields
      }
    }
  }
}
    fragment PlaygroundColumnFields on PlaygroundColumn {
  position
  label
  modelId
  provider
  model
  family
  variant
}
fragment PlaygroundAnswerFields on PlaygroundAnswer {
  column {
    ...PlaygroundColumnFields
  }
  state
  text
  error
  firstTokenMs
  totalMs
  inputTokens
  outputTokens
  tokensEstimated
  costUsd
}
fragment PlaygroundRunFields on PlaygroundRun {
  id
  prompt
  comparePrompt
  sourcePromptId
  savedPromptId
  blind
  revealed
  costUsd
  vote {
    winner
    tie
  }
  startedAt
  finishedAt
  answers {
    ...PlaygroundAnswerFields
  }
  judgment {
    judgeModel
    winner
    verdicts {
      modelId
      original {
        score
        reason
      }
      enhanced {
        score
        reason
      }
    }
  }
}
fragment PlaygroundEstimateFields on PlaygroundEstimate {
  costUsd
  pricedModels
  models
  promptTokens
  needsConfirmation
}`) as unknown as TypedDocumentString<RunPlaygroundSubscription, RunPlaygroundSubscriptionVariables>;
export const SavePlaygroundWinnerDocument = new TypedDocumentString(`
    mutation SavePlaygroundWinner($runId: ID!, $variant: PlaygroundVariant, $promptId: ID, $title: String) {
  savePlaygroundWinner(
    runId: $runId
    variant: $variant
    promptId: $promptId
    title: $title
  ) {
    run {
      ...PlaygroundRunFields
    }
    prompt {
      id
      title
      text
    }
  }
}
    fragment PlaygroundColumnFields on PlaygroundColumn {
  position
  label
  modelId
  provider
  model
  family
  variant
}
fragment PlaygroundAnswerFields on PlaygroundAnswer {
  column {
    ...PlaygroundColumnFields
  }
  state
  text
  error
  firstTokenMs
  totalMs
  inputTokens
  outputTokens
  tokensEstimated
  costUsd
}
fragment PlaygroundRunFields on PlaygroundRun {
  id
  prompt
  comparePrompt
  sourcePromptId
  savedPromptId
  blind
  revealed
  costUsd
  vote {
    winner
    tie
  }
  startedAt
  finishedAt
  answers {
    ...PlaygroundAnswerFields
  }
  judgment {
    judgeModel
    winner
    verdicts {
      modelId
      original {
        score
        reason
      }
      enhanced {
        score
        reason
      }
    }
  }
}`) as unknown as TypedDocumentString<SavePlaygroundWinnerMutation, SavePlaygroundWinnerMutationVariables>;
export const VotePlaygroundRunDocument = new TypedDocumentString(`
    mutation VotePlaygroundRun($runId: ID!, $winner: Int, $tie: Boolean!) {
  votePlaygroundRun(runId: $runId, winner: $winner, tie: $tie) {
    ...PlaygroundRunFields
  }
}
    fragment PlaygroundColumnFields on PlaygroundColumn {
  position
  label
  modelId
  provider
  model
  family
  variant
}
fragment PlaygroundAnswerFields on PlaygroundAnswer {
  column {
    ...PlaygroundColumnFields
  }
  state
  text
  error
  firstTokenMs
  totalMs
  inputTokens
  outputTokens
  tokensEstimated
  costUsd
}
fragment PlaygroundRunFields on PlaygroundRun {
  id
  prompt
  comparePrompt
  sourcePromptId
  savedPromptId
  blind
  revealed
  costUsd
  vote {
    winner
    tie
  }
  startedAt
  finishedAt
  answers {
    ...PlaygroundAnswerFields
  }
  judgment {
    judgeModel
    winner
    verdicts {
      modelId
      original {
        score
        reason
      }
      enhanced {
        score
        reason
      }
    }
  }
}`) as unknown as TypedDocumentString<VotePlaygroundRunMutation, VotePlaygroundRunMutationVariables>;
export const PromptChecksDocument = new TypedDocumentString(`
    query PromptChecks($text: String!, $values: JSON, $contextId: ID, $thirdParty: Boolean, $plainText: Boolean! = false) {
  analyzePrompt(
    text: $text
    values: $values
    contextId: $contextId
    thirdParty: $thirdParty
    plainText: $plainText
  ) {
    lint {
      rule
      severity
      message
      start
      end
      fix {
        label
        edits {
          start
          end
          text
        }
      }
    }
    estimatedTokens
    models {
      modelId
      tokens
      exact
      inputCostUsd
      runCostUsd
    }
  }
}
    `) as unknown as TypedDocumentString<PromptChecksQuery, PromptChecksQueryVariables>;
export const ReferralStatsDocument = new TypedDocumentString(`
    query ReferralStats {
  referralStats {
    code
    link
    signups
    paidConversions
  }
}
    `) as unknown as TypedDocumentString<ReferralStatsQuery, ReferralStatsQueryVariables>;
export const AddProviderKeyDocument = new TypedDocumentString(`
    mutation AddProviderKey($input: ProviderKeyInput!) {
  addProviderKey(input: $input) {
    ...ProviderKeyFields
  }
}
    fragment ProviderKeyFields on ProviderKey {
  id
  name
  vendor
  baseUrl
  models
  keyLast4
  createdAt
  checkedAt
}`) as unknown as TypedDocumentString<AddProviderKeyMutation, AddProviderKeyMutationVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
}
    `) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const DeleteProviderKeyDocument = new TypedDocumentString(`
    mutation DeleteProviderKey($id: ID!) {
  deleteProviderKey(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteProviderKeyMutation, DeleteProviderKeyMutationVariables>;
export const DeleteUserDataDocument = new TypedDocumentString(`
    mutation DeleteUserData {
  deleteUserData {
    success
    message
  }
}
    `) as unknown as TypedDocumentString<DeleteUserDataMutation, DeleteUserDataMutationVariables>;
export const EndSignedInDeviceDocument = new TypedDocumentString(`
    mutation EndSignedInDevice($id: ID!) {
  endSignedInDevice(id: $id)
}
    `) as unknown as TypedDocumentString<EndSignedInDeviceMutation, EndSignedInDeviceMutationVariables>;
export const ProviderKeyAccessDocument = new TypedDocumentString(`
    query ProviderKeyAccess {
  playgroundSetup {
    allowed
    upgradeMessage
  }
}
    `) as unknown as TypedDocumentString<ProviderKeyAccessQuery, ProviderKeyAccessQueryVariables>;
export const ProviderKeysDocument = new TypedDocumentString(`
    query ProviderKeys {
  providerKeys {
    ...ProviderKeyFields
  }
}
    fragment ProviderKeyFields on ProviderKey {
  id
  name
  vendor
  baseUrl
  models
  keyLast4
  createdAt
  checkedAt
}`) as unknown as TypedDocumentString<ProviderKeysQuery, ProviderKeysQueryVariables>;
export const SignedInDevicesDocument = new TypedDocumentString(`
    query SignedInDevices {
  signedInDevices {
    ...SignedInDeviceFields
  }
}
    fragment SignedInDeviceFields on SignedInDevice {
  id
  client
  label
  signedInAt
  lastActiveAt
  current
}`) as unknown as TypedDocumentString<SignedInDevicesQuery, SignedInDevicesQueryVariables>;
export const UpdateProfileDocument = new TypedDocumentString(`
    mutation UpdateProfile($givenName: String!, $familyName: String!) {
  updateProfile(givenName: $givenName, familyName: $familyName) {
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
  hasPassword
  loginType
  groups
  isStaff
  equippedTitle
  referralCodeInternal
  onboarded
  planName
  subscriptionStatus
  priceCents
  currentPeriodEnd
  cancelAtPeriodEnd
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
}`) as unknown as TypedDocumentString<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const PublicGalleryDocument = new TypedDocumentString(`
    query PublicGallery($query: String, $limit: Int!, $offset: Int!) {
  publicGallery(query: $query, limit: $limit, offset: $offset) {
    items {
      id
      shareType
      name
      description
      url
      viewCount
      createdAt
    }
    total
  }
}
    `) as unknown as TypedDocumentString<PublicGalleryQuery, PublicGalleryQueryVariables>;
export const SharedItemDocument = new TypedDocumentString(`
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
}`) as unknown as TypedDocumentString<SharedItemQuery, SharedItemQueryVariables>;
export const SaveSharedItemDocument = new TypedDocumentString(`
    mutation SaveSharedItem($id: ID!, $folderId: ID) {
  saveSharedItem(id: $id, folderId: $folderId) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<SaveSharedItemMutation, SaveSharedItemMutationVariables>;
export const SupportIdentityDocument = new TypedDocumentString(`
    query SupportIdentity {
  supportIdentity {
    identifier
    name
    email
    createdAt
    identifierHash
  }
}
    `) as unknown as TypedDocumentString<SupportIdentityQuery, SupportIdentityQueryVariables>;
export const SupportWidgetDocument = new TypedDocumentString(`
    query SupportWidget {
  supportWidget {
    provider
    baseUrl
    websiteToken
  }
}
    `) as unknown as TypedDocumentString<SupportWidgetQuery, SupportWidgetQueryVariables>;
export const ConnectExtensionDocument = new TypedDocumentString(`
    mutation ConnectExtension {
  connectExtension {
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
    `) as unknown as TypedDocumentString<ConnectExtensionMutation, ConnectExtensionMutationVariables>;
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
  hasPassword
  loginType
  groups
  isStaff
  equippedTitle
  referralCodeInternal
  onboarded
  planName
  subscriptionStatus
  priceCents
  currentPeriodEnd
  cancelAtPeriodEnd
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