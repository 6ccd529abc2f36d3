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
    "\n  mutation EquipTitle($title: String) {\n    equipTitle(title: $title) {\n      ...SessionUserFields\n    }\n  }\n": typeof types.EquipTitleDocument,
    "\n  fragment UserAchievementFields on UserAchievement {\n    achievementId\n    name\n    description\n    category\n    progress\n    target\n    unlocked\n    unlockedAt\n    lastUpdated\n    title\n  }\n": typeof types.UserAchievementFieldsFragmentDoc,
    "\n  fragment AchievementUnlockFields on AchievementUnlock {\n    achievementId\n    name\n    category\n    title\n    unlockedAt\n    isRead\n  }\n": typeof types.AchievementUnlockFieldsFragmentDoc,
    "\n  query LoadUserAchievements($limit: Int, $tokens: String, $lastUpdated: DateTime) {\n    loadUserAchievements(limit: $limit, tokens: $tokens, lastUpdated: $lastUpdated) {\n      achievements {\n        ...UserAchievementFields\n      }\n      newUnlocks {\n        ...AchievementUnlockFields\n      }\n      pagination {\n        nextToken\n        total\n        asOf\n      }\n    }\n  }\n": typeof types.LoadUserAchievementsDocument,
    "\n  mutation ManageAchievementNotifications(\n    $operation: AchievementNotificationOperation!\n    $achievementId: String\n  ) {\n    manageAchievementNotifications(operation: $operation, achievementId: $achievementId) {\n      success\n      markedCount\n    }\n  }\n": typeof types.ManageAchievementNotificationsDocument,
    "\n  query ChurnAnalytics($limit: Int!, $startDate: String, $endDate: String) {\n    getChurnAnalytics(limit: $limit, startDate: $startDate, endDate: $endDate)\n  }\n": typeof types.ChurnAnalyticsDocument,
    "\n  query ReferralAnalytics($period: AnalyticsPeriod, $code: String) {\n    referralAnalytics(period: $period, code: $code) {\n      period\n      code\n      codes\n      generatedAt\n      summary {\n        totalSignups\n        paidConversions\n        threeDayPassPurchases\n        activeSubscriptions\n        cancelledSubscriptions\n        conversionRate\n        totalRevenue\n        averageTimeToConversion\n        conversionRateTone\n        averageTimeToConversionTone\n      }\n      codeStats {\n        code\n        totalSignups\n        paidConversions\n        threeDayPasses\n        cancellations\n        reactivations\n        activeUsers\n        revenue\n        conversionRate\n        churnRate\n        reactivationRate\n        averageRevenuePerUser\n        averageTimeToConversion\n        recentSignups\n        quickConversions\n        conversionVelocity\n        conversionRateTone\n        averageTimeToConversionTone\n        churnRateTone\n      }\n      trend {\n        date\n        signups\n        conversions\n      }\n    }\n  }\n": typeof types.ReferralAnalyticsDocument,
    "\n  query WeeklyKpis {\n    weeklyKPIs {\n      id\n      weekKey\n      weekStartDate\n      weekEndDate\n      weeklyActivePowerUsers\n      algorithmAdoptionRate\n      chromeExtensionWeeklyActiveRate\n      promptLibrarySaveRate\n      freeToPaidConversionIndicator\n      multiLLMTestingAdoption\n      sevenDayNewUserActivationRate\n      monthlyChurnRate\n      totalActiveUsers\n      totalAlgorithmUsers\n      totalExtensionUsers\n      totalExtensionUninstalls\n      totalPromptGenerators\n      totalPromptSavers\n      totalFreeLimitHitters\n      totalMultiLLMTesters\n      totalNewSignups\n      totalActivatedNewUsers\n      totalPaidUsers\n      totalChurnedUsers\n      aiAmplifierUsers\n      primerUsers\n      mastermindUsers\n      freeUsers\n      proUsers\n      annualProUsers\n      threeDayPassUsers\n      createdAt\n    }\n  }\n": typeof types.WeeklyKpisDocument,
    "\n  query CheckLoginType($email: String!) {\n    checkLoginType(email: $email) {\n      loginType\n      canResetPassword\n    }\n  }\n": typeof types.CheckLoginTypeDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      sent\n      retryAfterSeconds\n    }\n  }\n": typeof types.ForgotPasswordDocument,
    "\n  query AuthConfig {\n    authConfig {\n      googleEnabled\n    }\n  }\n": typeof types.AuthConfigDocument,
    "\n  mutation ResendVerificationCode($email: String!) {\n    resendVerificationCode(email: $email) {\n      sent\n      retryAfterSeconds\n    }\n  }\n": typeof types.ResendVerificationCodeDocument,
    "\n  mutation ResetPassword($email: String!, $code: String!, $newPassword: String!) {\n    resetPassword(email: $email, code: $code, newPassword: $newPassword)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SignIn($email: String!, $password: String!, $code: String) {\n    signIn(email: $email, password: $password, code: $code) {\n      accessToken\n      expiresAt\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      email\n      codeExpiresAt\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation VerifyEmail($email: String!, $code: String!) {\n    verifyEmail(email: $email, code: $code) {\n      accessToken\n      expiresAt\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  mutation AcceptRecoveryOffer(\n    $discountCode: ID!\n    $reason: CancellationReason!\n    $reasonDetails: String\n    $feedback: String\n  ) {\n    stripeCancellationManager(\n      action: ACCEPT_OFFER\n      discountCode: $discountCode\n      reason: $reason\n      reasonDetails: $reasonDetails\n      feedback: $feedback\n    ) {\n      ...SessionUserFields\n    }\n  }\n": typeof types.AcceptRecoveryOfferDocument,
    "\n  mutation CancelSubscription(\n    $reason: CancellationReason!\n    $reasonDetails: String\n    $feedback: String\n  ) {\n    stripeCancellationManager(\n      action: CANCEL\n      reason: $reason\n      reasonDetails: $reasonDetails\n      feedback: $feedback\n    ) {\n      ...SessionUserFields\n    }\n  }\n": typeof types.CancelSubscriptionDocument,
    "\n  mutation ConfirmLocalCheckout($id: ID!) {\n    confirmLocalCheckout(id: $id) {\n      ...SessionUserFields\n    }\n  }\n": typeof types.ConfirmLocalCheckoutDocument,
    "\n  mutation CreateBillingPortalSession {\n    createBillingPortalSession\n  }\n": typeof types.CreateBillingPortalSessionDocument,
    "\n  mutation CreateCheckoutSession($planType: PlanName!, $billingCycle: BillingCycle) {\n    createCheckoutSession(planType: $planType, billingCycle: $billingCycle) {\n      ...CheckoutSessionFields\n    }\n  }\n": typeof types.CreateCheckoutSessionDocument,
    "\n  mutation CreateCancelRecoveryCoupon(\n    $userId: ID\n    $attemptedPlan: PlanName\n    $attemptedCycle: BillingCycle\n    $cancelTime: DateTime\n  ) {\n    createCancelRecoveryCoupon(\n      userId: $userId\n      attemptedPlan: $attemptedPlan\n      attemptedCycle: $attemptedCycle\n      cancelTime: $cancelTime\n    ) {\n      code\n      planName\n      percentOff\n      durationInMonths\n      discountedPriceCents\n    }\n  }\n": typeof types.CreateCancelRecoveryCouponDocument,
    "\n  fragment PlanOfferFields on PlanOffer {\n    id\n    name\n    priceCents\n    currency\n    interval\n    monthlyPriceCents\n    badge\n    features\n  }\n": typeof types.PlanOfferFieldsFragmentDoc,
    "\n  fragment CheckoutSessionFields on CheckoutSession {\n    id\n    planName\n    status\n    url\n    testMode\n    createdAt\n  }\n": typeof types.CheckoutSessionFieldsFragmentDoc,
    "\n  query BillingDetails {\n    me {\n      id\n      discountPercentOff\n      discountEndsAt\n    }\n  }\n": typeof types.BillingDetailsDocument,
    "\n  query CheckoutSession($id: ID!) {\n    checkoutSession(id: $id) {\n      ...CheckoutSessionFields\n    }\n  }\n": typeof types.CheckoutSessionDocument,
    "\n  query Plans {\n    plans {\n      ...PlanOfferFields\n    }\n    billingMode\n  }\n": typeof types.PlansDocument,
    "\n  query UpcomingInvoice($customerId: String) {\n    getUpcomingInvoice(customerId: $customerId) {\n      amountDueCents\n      currency\n      nextPaymentAt\n      testMode\n    }\n  }\n": typeof types.UpcomingInvoiceDocument,
    "\n  mutation ReactivateSubscription {\n    stripeCancellationManager(action: REACTIVATE) {\n      ...SessionUserFields\n    }\n  }\n": typeof types.ReactivateSubscriptionDocument,
    "\n  mutation CreateConversation {\n    createConversation {\n      ...ConversationSummaryFields\n    }\n  }\n": typeof types.CreateConversationDocument,
    "\n  mutation DeleteConversation($id: ID!) {\n    deleteConversation(id: $id)\n  }\n": typeof types.DeleteConversationDocument,
    "\n  subscription ConversationReply($conversationId: ID!) {\n    conversationReply(conversationId: $conversationId) {\n      __typename\n      ... on ChatReplySnapshot {\n        message {\n          ...ChatMessageFields\n        }\n      }\n      ... on ChatTextDelta {\n        messageId\n        text\n      }\n      ... on ChatToolUse {\n        messageId\n        block {\n          toolUseId\n          name\n          input\n        }\n      }\n      ... on ChatToolResult {\n        messageId\n        block {\n          toolUseId\n          content\n          status\n        }\n      }\n      ... on ChatReplyDone {\n        message {\n          ...ChatMessageFields\n        }\n      }\n      ... on ChatReplyError {\n        message {\n          ...ChatMessageFields\n        }\n        error\n      }\n    }\n  }\n": typeof types.ConversationReplyDocument,
    "\n  fragment ChatMessageFields on ChatMessage {\n    id\n    conversationId\n    role\n    status\n    notice\n    aiContext\n    createdAt\n    updatedAt\n    content {\n      __typename\n      ... on TextBlock {\n        text\n      }\n      ... on DocumentBlock {\n        format\n        name\n        size\n        attachmentId\n      }\n      ... on ImageBlock {\n        format\n        size\n        attachmentId\n        source\n      }\n      ... on ToolUseBlock {\n        toolUseId\n        name\n        input\n      }\n      ... on ToolResultBlock {\n        toolUseId\n        content\n        status\n      }\n    }\n  }\n": typeof types.ChatMessageFieldsFragmentDoc,
    "\n  fragment ConversationSummaryFields on Conversation {\n    id\n    name\n    createdAt\n    updatedAt\n  }\n": typeof types.ConversationSummaryFieldsFragmentDoc,
    "\n  query ChatSetup {\n    chatSetup {\n      modelConfigured\n      toolConfiguration {\n        tools {\n          toolSpec {\n            name\n            description\n          }\n        }\n      }\n      dailyMessages\n      sentToday\n      maxMessageChars\n      maxAttachments\n      maxDocumentBytes\n      maxImageBytes\n      documentFormats\n    }\n  }\n": typeof types.ChatSetupDocument,
    "\n  query ChatContextGenies {\n    userContexts {\n      id\n      name\n      isActive\n    }\n  }\n": typeof types.ChatContextGeniesDocument,
    "\n  query ChatConversation($id: ID!) {\n    conversation(id: $id) {\n      ...ConversationSummaryFields\n      messages {\n        ...ChatMessageFields\n      }\n    }\n  }\n": typeof types.ChatConversationDocument,
    "\n  query ChatConversations($limit: Int!, $offset: Int!) {\n    conversations(limit: $limit, offset: $offset) {\n      ...ConversationSummaryFields\n    }\n  }\n": typeof types.ChatConversationsDocument,
    "\n  query ChatDocumentSources($id: ID!) {\n    conversation(id: $id) {\n      id\n      messages {\n        id\n        content {\n          __typename\n          ... on DocumentBlock {\n            attachmentId\n            source\n          }\n        }\n      }\n    }\n  }\n": typeof types.ChatDocumentSourcesDocument,
    "\n  mutation SendChatMessage(\n    $conversationId: ID!\n    $content: [ContentBlockInput!]!\n    $aiContext: JSON\n    $toolConfiguration: ToolConfigurationInput\n  ) {\n    sendMessage(\n      conversationId: $conversationId\n      content: $content\n      aiContext: $aiContext\n      toolConfiguration: $toolConfiguration\n    ) {\n      message {\n        ...ChatMessageFields\n      }\n      reply {\n        ...ChatMessageFields\n      }\n    }\n  }\n": typeof types.SendChatMessageDocument,
    "\n  mutation StopChatReply($conversationId: ID!) {\n    stopReply(conversationId: $conversationId)\n  }\n": typeof types.StopChatReplyDocument,
    "\n  mutation CompletePostUpgradeSurvey($reason: UpgradeReason!, $feedback: String) {\n    completePostUpgradeSurvey(reason: $reason, feedback: $feedback) {\n      ...SessionUserFields\n      showPostUpgradeSurvey\n    }\n  }\n": typeof types.CompletePostUpgradeSurveyDocument,
    "\n  mutation DismissPostUpgradeSurvey {\n    dismissPostUpgradeSurvey {\n      ...SessionUserFields\n      showPostUpgradeSurvey\n    }\n  }\n": typeof types.DismissPostUpgradeSurveyDocument,
    "\n  mutation CreateUserContext($name: String!, $content: String!, $isActive: Boolean!) {\n    createUserContext(name: $name, content: $content, isActive: $isActive) {\n      ...UserContextFields\n    }\n  }\n": typeof types.CreateUserContextDocument,
    "\n  mutation DeleteUserContext($id: ID!) {\n    deleteUserContext(id: $id)\n  }\n": typeof types.DeleteUserContextDocument,
    "\n  fragment QuotaFields on Quota {\n    unlimited\n    dailyRemaining\n    bonusRemaining\n    resetsAt\n  }\n": typeof types.QuotaFieldsFragmentDoc,
    "\n  fragment PromptChangeFields on PromptChange {\n    kind\n    before\n    after\n    reason\n  }\n": typeof types.PromptChangeFieldsFragmentDoc,
    "\n  fragment GenerationFields on Generation {\n    id\n    generator\n    description\n    prompt\n    improvements\n    taskKind\n    parameters\n    engine\n    notice\n    contextId\n    rating\n    createdAt\n    changes {\n      ...PromptChangeFields\n    }\n  }\n": typeof types.GenerationFieldsFragmentDoc,
    "\n  fragment GenerationResultFields on GenerationResult {\n    generation {\n      ...GenerationFields\n    }\n    quota {\n      ...QuotaFields\n    }\n  }\n": typeof types.GenerationResultFieldsFragmentDoc,
    "\n  fragment GenerationEventFields on GenerationEvent {\n    __typename\n    ... on GenerationDelta {\n      text\n    }\n    ... on GenerationReset {\n      reset\n    }\n    ... on GenerationResult {\n      ...GenerationResultFields\n    }\n  }\n": typeof types.GenerationEventFieldsFragmentDoc,
    "\n  mutation GenerateImagePrompt(\n    $description: String!\n    $model: ImageModel!\n    $contextId: ID\n    $noContext: Boolean!\n    $variant: Int!\n    $comparisonId: ID\n  ) {\n    generateImagePrompt(\n      description: $description\n      model: $model\n      contextId: $contextId\n      noContext: $noContext\n      variant: $variant\n      comparisonId: $comparisonId\n    ) {\n      ...GenerationResultFields\n    }\n  }\n": typeof types.GenerateImagePromptDocument,
    "\n  mutation GenerateJsonPrompt(\n    $taskOrPrompt: String!\n    $contextId: ID\n    $noContext: Boolean!\n    $variant: Int!\n    $comparisonId: ID\n  ) {\n    generateJsonPrompt(\n      taskOrPrompt: $taskOrPrompt\n      contextId: $contextId\n      noContext: $noContext\n      variant: $variant\n      comparisonId: $comparisonId\n    ) {\n      ...GenerationResultFields\n    }\n  }\n": typeof types.GenerateJsonPromptDocument,
    "\n  mutation GenerateO4ImagePrompt(\n    $description: String!\n    $contextId: ID\n    $noContext: Boolean!\n    $variant: Int!\n    $comparisonId: ID\n  ) {\n    generateO4ImagePrompt(\n      description: $description\n      contextId: $contextId\n      noContext: $noContext\n      variant: $variant\n      comparisonId: $comparisonId\n    ) {\n      ...GenerationResultFields\n    }\n  }\n": typeof types.GenerateO4ImagePromptDocument,
    "\n  mutation GeneratePromptMastermind(\n    $description: String!\n    $contextId: ID\n    $noContext: Boolean!\n    $variant: Int!\n    $comparisonId: ID\n    $showReasoning: Boolean!\n  ) {\n    generatePromptMastermind(\n      description: $description\n      contextId: $contextId\n      noContext: $noContext\n      variant: $variant\n      comparisonId: $comparisonId\n      showReasoning: $showReasoning\n    ) {\n      ...GenerationResultFields\n    }\n  }\n": typeof types.GeneratePromptMastermindDocument,
    "\n  mutation GeneratePromptPrimer(\n    $description: String!\n    $contextId: ID\n    $noContext: Boolean!\n    $variant: Int!\n    $comparisonId: ID\n  ) {\n    generatePromptPrimer(\n      description: $description\n      contextId: $contextId\n      noContext: $noContext\n      variant: $variant\n      comparisonId: $comparisonId\n    ) {\n      ...GenerationResultFields\n    }\n  }\n": typeof types.GeneratePromptPrimerDocument,
    "\n  mutation GeneratePrompt(\n    $description: String!\n    $contextId: ID\n    $noContext: Boolean!\n    $variant: Int!\n    $comparisonId: ID\n  ) {\n    generatePrompt(\n      description: $description\n      contextId: $contextId\n      noContext: $noContext\n      variant: $variant\n      comparisonId: $comparisonId\n    ) {\n      ...GenerationResultFields\n    }\n  }\n": typeof types.GeneratePromptDocument,
    "\n  mutation GenerateSora2Prompt(\n    $description: String!\n    $contextId: ID\n    $noContext: Boolean!\n    $variant: Int!\n    $comparisonId: ID\n  ) {\n    generateSora2Prompt(\n      description: $description\n      contextId: $contextId\n      noContext: $noContext\n      variant: $variant\n      comparisonId: $comparisonId\n    ) {\n      ...GenerationResultFields\n    }\n  }\n": typeof types.GenerateSora2PromptDocument,
    "\n  mutation Veo3PromptGenerator(\n    $description: String!\n    $imageBase64: String\n    $contextId: ID\n    $noContext: Boolean!\n    $variant: Int!\n    $comparisonId: ID\n  ) {\n    veo3PromptGenerator(\n      description: $description\n      imageBase64: $imageBase64\n      contextId: $contextId\n      noContext: $noContext\n      variant: $variant\n      comparisonId: $comparisonId\n    ) {\n      ...GenerationResultFields\n    }\n  }\n": typeof types.Veo3PromptGeneratorDocument,
    "\n  query ContextGeniePlanLimits {\n    planLimits {\n      plan\n      contextGenies\n    }\n  }\n": typeof types.ContextGeniePlanLimitsDocument,
    "\n  query Generations($limit: Int!, $offset: Int!) {\n    generations(limit: $limit, offset: $offset) {\n      ...GenerationFields\n    }\n  }\n": typeof types.GenerationsDocument,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n      quota {\n        ...QuotaFields\n      }\n      onboardingQuestions {\n        profession\n      }\n    }\n  }\n": typeof types.MeDocument,
    "\n  query PostUpgradeSurveyState {\n    me {\n      id\n      showPostUpgradeSurvey\n    }\n  }\n": typeof types.PostUpgradeSurveyStateDocument,
    "\n  fragment UserContextFields on UserContext {\n    id\n    name\n    content\n    isActive\n    createdAt\n    updatedAt\n  }\n": typeof types.UserContextFieldsFragmentDoc,
    "\n  query UserContexts {\n    userContexts {\n      ...UserContextFields\n    }\n  }\n": typeof types.UserContextsDocument,
    "\n  mutation RatePrompt($generationId: ID!, $rating: Rating) {\n    ratePrompt(generationId: $generationId, rating: $rating) {\n      id\n      rating\n    }\n  }\n": typeof types.RatePromptDocument,
    "\n  subscription StreamGeneration(\n    $generator: GeneratorKind!\n    $description: String!\n    $contextId: ID\n    $noContext: Boolean!\n    $variant: Int!\n    $comparisonId: ID\n    $showReasoning: Boolean!\n    $model: ImageModel\n    $imageBase64: String\n    $streamId: ID\n  ) {\n    streamGeneration(\n      generator: $generator\n      description: $description\n      contextId: $contextId\n      noContext: $noContext\n      variant: $variant\n      comparisonId: $comparisonId\n      showReasoning: $showReasoning\n      model: $model\n      imageBase64: $imageBase64\n      streamId: $streamId\n    ) {\n      ...GenerationEventFields\n    }\n  }\n": typeof types.StreamGenerationDocument,
    "\n  subscription FollowGeneration($streamId: ID!) {\n    followGeneration(streamId: $streamId) {\n      ...GenerationEventFields\n    }\n  }\n": typeof types.FollowGenerationDocument,
    "\n  mutation UpdateUserContext($id: ID!, $name: String, $content: String, $isActive: Boolean) {\n    updateUserContext(id: $id, name: $name, content: $content, isActive: $isActive) {\n      ...UserContextFields\n    }\n  }\n": typeof types.UpdateUserContextDocument,
    "\n  mutation CreateFolder($name: String!) {\n    createFolder(name: $name) {\n      ...FolderFields\n    }\n  }\n": typeof types.CreateFolderDocument,
    "\n  mutation CreateShareLink(\n    $shareType: ShareType!\n    $itemId: ID\n    $name: String!\n    $accessLevel: AccessLevel\n    $inputText: String\n    $generatedPrompt: String\n  ) {\n    createShareLink(\n      shareType: $shareType\n      itemId: $itemId\n      name: $name\n      accessLevel: $accessLevel\n      inputText: $inputText\n      generatedPrompt: $generatedPrompt\n    ) {\n      ...SharedItemFields\n    }\n  }\n": typeof types.CreateShareLinkDocument,
    "\n  mutation DeleteFolder($id: ID!, $deletePrompts: Boolean!) {\n    deleteFolder(id: $id, deletePrompts: $deletePrompts)\n  }\n": typeof types.DeleteFolderDocument,
    "\n  mutation DeleteSavedPrompt($id: ID!) {\n    deleteSavedPrompt(id: $id)\n  }\n": typeof types.DeleteSavedPromptDocument,
    "\n  query ExportLibrary($format: LibraryExportFormat!) {\n    exportLibrary(format: $format)\n  }\n": typeof types.ExportLibraryDocument,
    "\n  fragment FolderFields on Folder {\n    id\n    name\n    promptCount\n    locked\n    lockReason\n    isDefault\n    createdAt\n    updatedAt\n  }\n": typeof types.FolderFieldsFragmentDoc,
    "\n  fragment LibraryTemplateFields on PromptTemplate {\n    variables {\n      name\n      type\n      options\n      default\n      required\n    }\n    segments {\n      text\n      variable\n    }\n    errors {\n      message\n      line\n      column\n    }\n  }\n": typeof types.LibraryTemplateFieldsFragmentDoc,
    "\n  fragment SavedPromptFields on SavedPrompt {\n    id\n    folderId\n    title\n    text\n    description\n    generator\n    tier\n    tags\n    template {\n      ...LibraryTemplateFields\n    }\n    createdAt\n    updatedAt\n  }\n": typeof types.SavedPromptFieldsFragmentDoc,
    "\n  fragment SharedPromptFields on SharedPrompt {\n    title\n    text\n    description\n    generator\n    tags\n  }\n": typeof types.SharedPromptFieldsFragmentDoc,
    "\n  fragment SharedItemFields on SharedItem {\n    id\n    shareType\n    name\n    description\n    accessLevel\n    slug\n    url\n    embedUrl\n    viewCount\n    createdAt\n    revokedAt\n  }\n": typeof types.SharedItemFieldsFragmentDoc,
    "\n  query LibraryContextGenies {\n    userContexts {\n      id\n      name\n      isActive\n    }\n  }\n": typeof types.LibraryContextGeniesDocument,
    "\n  query Folders {\n    folders {\n      ...FolderFields\n    }\n  }\n": typeof types.FoldersDocument,
    "\n  query GenieValues($text: String!, $contextId: ID!) {\n    analyzePrompt(text: $text, contextId: $contextId) {\n      contextValues\n    }\n  }\n": typeof types.GenieValuesDocument,
    "\n  query LibraryTags {\n    libraryTags {\n      tag\n      promptCount\n    }\n  }\n": typeof types.LibraryTagsDocument,
    "\n  query MyShareLinks {\n    myShareLinks {\n      ...SharedItemFields\n    }\n  }\n": typeof types.MyShareLinksDocument,
    "\n  query PromptVersions($promptId: ID!) {\n    promptVersions(promptId: $promptId) {\n      id\n      title\n      text\n      tags\n      createdAt\n      diff {\n        outcome\n        message\n        lines {\n          kind\n          text\n        }\n      }\n    }\n  }\n": typeof types.PromptVersionsDocument,
    "\n  query LibraryPlanLimits {\n    planLimits {\n      plan\n      savedPrompts\n      accessibleFolders\n    }\n  }\n": typeof types.LibraryPlanLimitsDocument,
    "\n  query SavedPrompts($folderId: ID!, $tag: String, $limit: Int!, $offset: Int!) {\n    savedPrompts(folderId: $folderId, tag: $tag, limit: $limit, offset: $offset) {\n      items {\n        ...SavedPromptFields\n      }\n      total\n    }\n  }\n": typeof types.SavedPromptsDocument,
    "\n  mutation ImportLibrary($json: String!) {\n    importLibrary(json: $json) {\n      folders\n      prompts\n      skipped\n      notes {\n        folder\n        prompts\n        reason\n        movedTo\n        message\n      }\n    }\n  }\n": typeof types.ImportLibraryDocument,
    "\n  mutation MoveSavedPrompt($id: ID!, $folderId: ID!) {\n    moveSavedPrompt(id: $id, folderId: $folderId) {\n      ...SavedPromptFields\n    }\n  }\n": typeof types.MoveSavedPromptDocument,
    "\n  mutation RenameFolder($id: ID!, $name: String!) {\n    renameFolder(id: $id, name: $name) {\n      ...FolderFields\n    }\n  }\n": typeof types.RenameFolderDocument,
    "\n  mutation RestorePromptVersion($promptId: ID!, $versionId: ID!) {\n    restorePromptVersion(promptId: $promptId, versionId: $versionId) {\n      ...SavedPromptFields\n    }\n  }\n": typeof types.RestorePromptVersionDocument,
    "\n  mutation RevokeShareLink($id: ID!) {\n    revokeShareLink(id: $id)\n  }\n": typeof types.RevokeShareLinkDocument,
    "\n  mutation SavePrompt($input: SavePromptInputGql!) {\n    savePrompt(input: $input) {\n      ...SavedPromptFields\n    }\n  }\n": typeof types.SavePromptDocument,
    "\n  query SearchSavedPrompts($query: String!, $tag: String, $variable: String, $limit: Int!) {\n    searchSavedPrompts(query: $query, tag: $tag, variable: $variable, limit: $limit) {\n      ...SavedPromptFields\n    }\n  }\n": typeof types.SearchSavedPromptsDocument,
    "\n  mutation UpdateSavedPrompt(\n    $id: ID!\n    $title: String\n    $text: String\n    $tags: [String!]\n    $description: String\n    $keepAsPlainText: Boolean! = false\n  ) {\n    updateSavedPrompt(\n      id: $id\n      title: $title\n      text: $text\n      tags: $tags\n      description: $description\n      keepAsPlainText: $keepAsPlainText\n    ) {\n      ...SavedPromptFields\n    }\n  }\n": typeof types.UpdateSavedPromptDocument,
    "\n  mutation CreateTeamsInterest($email: String!) {\n    createTeamsInterest(email: $email) {\n      email\n      submissionDate\n    }\n  }\n": typeof types.CreateTeamsInterestDocument,
    "\n  query SiteContent {\n    siteContent {\n      figures {\n        people\n        promptsWritten\n        savedPrompts\n        rating {\n          average\n          count\n        }\n      }\n      reviews {\n        name\n        role\n        text\n        rating\n      }\n    }\n  }\n": typeof types.SiteContentDocument,
    "\n  query SiteInfo {\n    siteInfo {\n      operatorName\n      contactEmail\n      contactFormUrl\n      publicUrl\n      extensionStoreUrl\n    }\n  }\n": typeof types.SiteInfoDocument,
    "\n  mutation SendContactMessage($name: String!, $email: String!, $message: String!) {\n    sendContactMessage(name: $name, email: $email, message: $message) {\n      id\n      receivedAt\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  mutation SubmitUninstallFeedback(\n    $reasons: [UninstallReason!]!\n    $details: String\n    $extensionVersion: String\n  ) {\n    submitUninstallFeedback(\n      reasons: $reasons\n      details: $details\n      extensionVersion: $extensionVersion\n    )\n  }\n": typeof types.SubmitUninstallFeedbackDocument,
    "\n  mutation SubscribeToNewsletter($email: String!) {\n    subscribeToNewsletter(email: $email) {\n      success\n      message\n    }\n  }\n": typeof types.SubscribeToNewsletterDocument,
    "\n  mutation CreateUserRecord(\n    $onboardingQuestions: OnboardingQuestionsInput!\n    $referralCode: String\n  ) {\n    createUserRecord(onboarding_questions: $onboardingQuestions, referralCode: $referralCode) {\n      ...SessionUserFields\n    }\n  }\n": typeof types.CreateUserRecordDocument,
    "\n  mutation CancelPlaygroundColumns($runId: ID!, $positions: [Int!]) {\n    cancelPlaygroundColumns(runId: $runId, positions: $positions)\n  }\n": typeof types.CancelPlaygroundColumnsDocument,
    "\n  mutation DeletePlaygroundRun($runId: ID!) {\n    deletePlaygroundRun(runId: $runId)\n  }\n": typeof types.DeletePlaygroundRunDocument,
    "\n  subscription PlaygroundEnhance($generator: GeneratorKind!, $description: String!, $streamId: ID) {\n    streamGeneration(\n      generator: $generator\n      description: $description\n      noContext: true\n      streamId: $streamId\n    ) {\n      ...PlaygroundEnhanceEventFields\n    }\n  }\n": typeof types.PlaygroundEnhanceDocument,
    "\n  fragment PlaygroundEnhanceEventFields on GenerationEvent {\n    __typename\n    ... on GenerationDelta {\n      text\n    }\n    ... on GenerationReset {\n      reset\n    }\n    ... on GenerationResult {\n      generation {\n        id\n        prompt\n      }\n    }\n  }\n": typeof types.PlaygroundEnhanceEventFieldsFragmentDoc,
    "\n  subscription PlaygroundFollowEnhance($streamId: ID!) {\n    followGeneration(streamId: $streamId) {\n      ...PlaygroundEnhanceEventFields\n    }\n  }\n": typeof types.PlaygroundFollowEnhanceDocument,
    "\n  fragment PlaygroundColumnFields on PlaygroundColumn {\n    position\n    label\n    modelId\n    provider\n    model\n    family\n    variant\n  }\n": typeof types.PlaygroundColumnFieldsFragmentDoc,
    "\n  fragment PlaygroundAnswerFields on PlaygroundAnswer {\n    column {\n      ...PlaygroundColumnFields\n    }\n    state\n    text\n    error\n    firstTokenMs\n    totalMs\n    inputTokens\n    outputTokens\n    tokensEstimated\n    costUsd\n  }\n": typeof types.PlaygroundAnswerFieldsFragmentDoc,
    "\n  fragment PlaygroundRunFields on PlaygroundRun {\n    id\n    prompt\n    comparePrompt\n    sourcePromptId\n    savedPromptId\n    blind\n    revealed\n    costUsd\n    vote {\n      winner\n      tie\n    }\n    startedAt\n    finishedAt\n    answers {\n      ...PlaygroundAnswerFields\n    }\n    judgment {\n      judgeModel\n      winner\n      verdicts {\n        modelId\n        original {\n          score\n          reason\n        }\n        enhanced {\n          score\n          reason\n        }\n      }\n    }\n  }\n": typeof types.PlaygroundRunFieldsFragmentDoc,
    "\n  fragment PlaygroundEstimateFields on PlaygroundEstimate {\n    costUsd\n    pricedModels\n    models\n    promptTokens\n    needsConfirmation\n  }\n": typeof types.PlaygroundEstimateFieldsFragmentDoc,
    "\n  query PlaygroundLibraryFolders {\n    folders {\n      id\n      name\n      promptCount\n      locked\n    }\n  }\n": typeof types.PlaygroundLibraryFoldersDocument,
    "\n  query PlaygroundLibraryPrompts($folderId: ID!, $limit: Int!) {\n    savedPrompts(folderId: $folderId, limit: $limit) {\n      items {\n        id\n        title\n        text\n        updatedAt\n      }\n      total\n    }\n  }\n": typeof types.PlaygroundLibraryPromptsDocument,
    "\n  query PlaygroundLibrarySearch($query: String!, $limit: Int!) {\n    searchSavedPrompts(query: $query, limit: $limit) {\n      id\n      title\n      text\n      updatedAt\n    }\n  }\n": typeof types.PlaygroundLibrarySearchDocument,
    "\n  query PlaygroundEstimate($prompt: String!, $models: [String!]!, $comparePrompt: String) {\n    playgroundEstimate(prompt: $prompt, models: $models, comparePrompt: $comparePrompt) {\n      ...PlaygroundEstimateFields\n    }\n  }\n": typeof types.PlaygroundEstimateDocument,
    "\n  query PlaygroundRun($id: ID!) {\n    playgroundRun(id: $id) {\n      ...PlaygroundRunFields\n    }\n  }\n": typeof types.PlaygroundRunDocument,
    "\n  query PlaygroundRuns($first: Int!, $before: ID) {\n    playgroundRuns(first: $first, before: $before) {\n      ...PlaygroundRunFields\n    }\n  }\n": typeof types.PlaygroundRunsDocument,
    "\n  query PlaygroundSetup {\n    playgroundSetup {\n      models {\n        id\n        provider\n        model\n        family\n        inputPerMillionUsd\n        outputPerMillionUsd\n        priceAsOf\n        own\n      }\n      allowed\n      upgradeMessage\n      minModels\n      maxModels\n      maxPromptChars\n      maxOutputTokens\n      confirmCostAboveUsd\n    }\n  }\n": typeof types.PlaygroundSetupDocument,
    "\n  query TestingAnalytics {\n    testingAnalytics {\n      overall\n      anthropic\n      openai\n      gemini\n      mistral\n      amazon\n      meta\n      multiModel\n    }\n  }\n": typeof types.TestingAnalyticsDocument,
    "\n  mutation JudgePlaygroundRun($runId: ID!, $judgeModel: String!) {\n    judgePlaygroundRun(runId: $runId, judgeModel: $judgeModel) {\n      ...PlaygroundRunFields\n    }\n  }\n": typeof types.JudgePlaygroundRunDocument,
    "\n  subscription RunPlayground(\n    $prompt: String!\n    $models: [String!]!\n    $blind: Boolean!\n    $confirmCost: Boolean!\n    $comparePrompt: String\n    $sourcePromptId: ID\n  ) {\n    runPlayground(\n      prompt: $prompt\n      models: $models\n      blind: $blind\n      confirmCost: $confirmCost\n      comparePrompt: $comparePrompt\n      sourcePromptId: $sourcePromptId\n    ) {\n      __typename\n      ... on PlaygroundStarted {\n        runId\n        columns {\n          ...PlaygroundColumnFields\n        }\n        estimate {\n          ...PlaygroundEstimateFields\n        }\n      }\n      ... on PlaygroundText {\n        position\n        text\n      }\n      ... on PlaygroundColumnEnded {\n        answer {\n          ...PlaygroundAnswerFields\n        }\n      }\n      ... on PlaygroundFinished {\n        run {\n          ...PlaygroundRunFields\n        }\n      }\n    }\n  }\n": typeof types.RunPlaygroundDocument,
    "\n  mutation SavePlaygroundWinner(\n    $runId: ID!\n    $variant: PlaygroundVariant\n    $promptId: ID\n    $title: String\n  ) {\n    savePlaygroundWinner(runId: $runId, variant: $variant, promptId: $promptId, title: $title) {\n      run {\n        ...PlaygroundRunFields\n      }\n      prompt {\n        id\n        title\n        text\n      }\n    }\n  }\n": typeof types.SavePlaygroundWinnerDocument,
    "\n  mutation VotePlaygroundRun($runId: ID!, $winner: Int, $tie: Boolean!) {\n    votePlaygroundRun(runId: $runId, winner: $winner, tie: $tie) {\n      ...PlaygroundRunFields\n    }\n  }\n": typeof types.VotePlaygroundRunDocument,
    "\n  query PromptChecks(\n    $text: String!\n    $values: JSON\n    $contextId: ID\n    $thirdParty: Boolean\n    $plainText: Boolean! = false\n  ) {\n    analyzePrompt(\n      text: $text\n      values: $values\n      contextId: $contextId\n      thirdParty: $thirdParty\n      plainText: $plainText\n    ) {\n      lint {\n        rule\n        severity\n        message\n        start\n        end\n        fix {\n          label\n          edits {\n            start\n            end\n            text\n          }\n        }\n      }\n      estimatedTokens\n      models {\n        modelId\n        tokens\n        exact\n        inputCostUsd\n        runCostUsd\n      }\n    }\n  }\n": typeof types.PromptChecksDocument,
    "\n  query ReferralStats {\n    referralStats {\n      code\n      link\n      signups\n      paidConversions\n    }\n  }\n": typeof types.ReferralStatsDocument,
    "\n  mutation AddProviderKey($input: ProviderKeyInput!) {\n    addProviderKey(input: $input) {\n      ...ProviderKeyFields\n    }\n  }\n": typeof types.AddProviderKeyDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation DeleteProviderKey($id: ID!) {\n    deleteProviderKey(id: $id)\n  }\n": typeof types.DeleteProviderKeyDocument,
    "\n  mutation DeleteUserData {\n    deleteUserData {\n      success\n      message\n    }\n  }\n": typeof types.DeleteUserDataDocument,
    "\n  mutation EndSignedInDevice($id: ID!) {\n    endSignedInDevice(id: $id)\n  }\n": typeof types.EndSignedInDeviceDocument,
    "\n  query ProviderKeyAccess {\n    playgroundSetup {\n      allowed\n      upgradeMessage\n    }\n  }\n": typeof types.ProviderKeyAccessDocument,
    "\n  fragment ProviderKeyFields on ProviderKey {\n    id\n    name\n    vendor\n    baseUrl\n    models\n    keyLast4\n    createdAt\n    checkedAt\n  }\n": typeof types.ProviderKeyFieldsFragmentDoc,
    "\n  query ProviderKeys {\n    providerKeys {\n      ...ProviderKeyFields\n    }\n  }\n": typeof types.ProviderKeysDocument,
    "\n  fragment SignedInDeviceFields on SignedInDevice {\n    id\n    client\n    label\n    signedInAt\n    lastActiveAt\n    current\n  }\n": typeof types.SignedInDeviceFieldsFragmentDoc,
    "\n  query SignedInDevices {\n    signedInDevices {\n      ...SignedInDeviceFields\n    }\n  }\n": typeof types.SignedInDevicesDocument,
    "\n  mutation UpdateProfile($givenName: String!, $familyName: String!) {\n    updateProfile(givenName: $givenName, familyName: $familyName) {\n      ...SessionUserFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query PublicGallery($query: String, $limit: Int!, $offset: Int!) {\n    publicGallery(query: $query, limit: $limit, offset: $offset) {\n      items {\n        id\n        shareType\n        name\n        description\n        url\n        viewCount\n        createdAt\n      }\n      total\n    }\n  }\n": typeof types.PublicGalleryDocument,
    "\n  fragment SharedTemplateFields on PromptTemplate {\n    variables {\n      name\n      type\n      options\n      default\n      required\n    }\n    segments {\n      text\n      variable\n    }\n  }\n": typeof types.SharedTemplateFieldsFragmentDoc,
    "\n  query SharedItem($id: ID!) {\n    sharedItem(id: $id) {\n      id\n      shareType\n      name\n      description\n      accessLevel\n      slug\n      url\n      embedUrl\n      viewCount\n      createdAt\n      prompts {\n        title\n        text\n        description\n        generator\n        tags\n        template {\n          ...SharedTemplateFields\n        }\n      }\n      folders {\n        name\n        prompts {\n          title\n          text\n          description\n          generator\n          tags\n          template {\n            ...SharedTemplateFields\n          }\n        }\n      }\n    }\n  }\n": typeof types.SharedItemDocument,
    "\n  mutation SaveSharedItem($id: ID!, $folderId: ID) {\n    saveSharedItem(id: $id, folderId: $folderId) {\n      id\n      title\n    }\n  }\n": typeof types.SaveSharedItemDocument,
    "\n  query SupportIdentity {\n    supportIdentity {\n      identifier\n      name\n      email\n      createdAt\n      identifierHash\n    }\n  }\n": typeof types.SupportIdentityDocument,
    "\n  query SupportWidget {\n    supportWidget {\n      provider\n      baseUrl\n      websiteToken\n    }\n  }\n": typeof types.SupportWidgetDocument,
    "\n  mutation ConnectExtension {\n    connectExtension {\n      accessToken\n      expiresAt\n      refreshToken\n      refreshExpiresAt\n      user {\n        id\n        email\n        name\n        planName\n      }\n    }\n  }\n": typeof types.ConnectExtensionDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    userId\n    email\n    name\n    givenName\n    familyName\n    profilePhoto\n    emailVerified\n    hasPassword\n    loginType\n    groups\n    isStaff\n    equippedTitle\n    referralCodeInternal\n    onboarded\n    planName\n    subscriptionStatus\n    priceCents\n    currentPeriodEnd\n    cancelAtPeriodEnd\n    dailyPromptLimit\n    bonusPrompts\n    promptLimitResetTime\n    creationDateTime\n    usage {\n      aiAmplifier\n      primer\n      mastermind\n      imagePrompt\n      veo3\n      jsonPrompting\n    }\n  }\n": typeof types.SessionUserFieldsFragmentDoc,
    "\n  mutation RefreshSession {\n    refreshSession {\n      accessToken\n      expiresAt\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
};
const documents: Documents = {
    "\n  mutation EquipTitle($title: String) {\n    equipTitle(title: $title) {\n      ...SessionUserFields\n    }\n  }\n": types.EquipTitleDocument,
    "\n  fragment UserAchievementFields on UserAchievement {\n    achievementId\n    name\n    description\n    category\n    progress\n    target\n    unlocked\n    unlockedAt\n    lastUpdated\n    title\n  }\n": types.UserAchievementFieldsFragmentDoc,
    "\n  fragment AchievementUnlockFields on AchievementUnlock {\n    achievementId\n    name\n    category\n    title\n    unlockedAt\n    isRead\n  }\n": types.AchievementUnlockFieldsFragmentDoc,
    "\n  query LoadUserAchievements($limit: Int, $tokens: String, $lastUpdated: DateTime) {\n    loadUserAchievements(limit: $limit, tokens: $tokens, lastUpdated: $lastUpdated) {\n      achievements {\n        ...UserAchievementFields\n      }\n      newUnlocks {\n        ...AchievementUnlockFields\n      }\n      pagination {\n        nextToken\n        total\n        asOf\n      }\n    }\n  }\n": types.LoadUserAchievementsDocument,
    "\n  mutation ManageAchievementNotifications(\n    $operation: AchievementNotificationOperation!\n    $achievementId: String\n  ) {\n    manageAchievementNotifications(operation: $operation, achievementId: $achievementId) {\n      success\n      markedCount\n    }\n  }\n": types.ManageAchievementNotificationsDocument,
    "\n  query ChurnAnalytics($limit: Int!, $startDate: String, $endDate: String) {\n    getChurnAnalytics(limit: $limit, startDate: $startDate, endDate: $endDate)\n  }\n": types.ChurnAnalyticsDocument,
    "\n  query ReferralAnalytics($period: AnalyticsPeriod, $code: String) {\n    referralAnalytics(period: $period, code: $code) {\n      period\n      code\n      codes\n      generatedAt\n      summary {\n        totalSignups\n        paidConversions\n        threeDayPassPurchases\n        activeSubscriptions\n        cancelledSubscriptions\n        conversionRate\n        totalRevenue\n        averageTimeToConversion\n        conversionRateTone\n        averageTimeToConversionTone\n      }\n      codeStats {\n        code\n        totalSignups\n        paidConversions\n        threeDayPasses\n        cancellations\n        reactivations\n        activeUsers\n        revenue\n        conversionRate\n        churnRate\n        reactivationRate\n        averageRevenuePerUser\n        averageTimeToConversion\n        recentSignups\n        quickConversions\n        conversionVelocity\n        conversionRateTone\n        averageTimeToConversionTone\n        churnRateTone\n      }\n      trend {\n        date\n        signups\n        conversions\n      }\n    }\n  }\n": types.ReferralAnalyticsDocument,
    "\n  query WeeklyKpis {\n    weeklyKPIs {\n      id\n      weekKey\n      weekStartDate\n      weekEndDate\n      weeklyActivePowerUsers\n      algorithmAdoptionRate\n      chromeExtensionWeeklyActiveRate\n      promptLibrarySaveRate\n      freeToPaidConversionIndicator\n      multiLLMTestingAdoption\n      sevenDayNewUserActivationRate\n      monthlyChurnRate\n      totalActiveUsers\n      totalAlgorithmUsers\n      totalExtensionUsers\n      totalExtensionUninstalls\n      totalPromptGenerators\n      totalPromptSavers\n      totalFreeLimitHitters\n      totalMultiLLMTesters\n      totalNewSignups\n      totalActivatedNewUsers\n      totalPaidUsers\n      totalChurnedUsers\n      aiAmplifierUsers\n      primerUsers\n      mastermindUsers\n      freeUsers\n      proUsers\n      annualProUsers\n      threeDayPassUsers\n      createdAt\n    }\n  }\n": types.WeeklyKpisDocument,
    "\n  query CheckLoginType($email: String!) {\n    checkLoginType(email: $email) {\n      loginType\n      canResetPassword\n    }\n  }\n": types.CheckLoginTypeDocument,
    "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      sent\n      retryAfterSeconds\n    }\n  }\n": types.ForgotPasswordDocument,
    "\n  query AuthConfig {\n    authConfig {\n      googleEnabled\n    }\n  }\n": types.AuthConfigDocument,
    "\n  mutation ResendVerificationCode($email: String!) {\n    resendVerificationCode(email: $email) {\n      sent\n      retryAfterSeconds\n    }\n  }\n": types.ResendVerificationCodeDocument,
    "\n  mutation ResetPassword($email: String!, $code: String!, $newPassword: String!) {\n    resetPassword(email: $email, code: $code, newPassword: $newPassword)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SignIn($email: String!, $password: String!, $code: String) {\n    signIn(email: $email, password: $password, code: $code) {\n      accessToken\n      expiresAt\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      email\n      codeExpiresAt\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation VerifyEmail($email: String!, $code: String!) {\n    verifyEmail(email: $email, code: $code) {\n      accessToken\n      expiresAt\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  mutation AcceptRecoveryOffer(\n    $discountCode: ID!\n    $reason: CancellationReason!\n    $reasonDetails: String\n    $feedback: String\n  ) {\n    stripeCancellationManager(\n      action: ACCEPT_OFFER\n      discountCode: $discountCode\n      reason: $reason\n      reasonDetails: $reasonDetails\n      feedback: $feedback\n    ) {\n      ...SessionUserFields\n    }\n  }\n": types.AcceptRecoveryOfferDocument,
    "\n  mutation CancelSubscription(\n    $reason: CancellationReason!\n    $reasonDetails: String\n    $feedback: String\n  ) {\n    stripeCancellationManager(\n      action: CANCEL\n      reason: $reason\n      reasonDetails: $reasonDetails\n      feedback: $feedback\n    ) {\n      ...SessionUserFields\n    }\n  }\n": types.CancelSubscriptionDocument,
    "\n  mutation ConfirmLocalCheckout($id: ID!) {\n    confirmLocalCheckout(id: $id) {\n      ...SessionUserFields\n    }\n  }\n": types.ConfirmLocalCheckoutDocument,
    "\n  mutation CreateBillingPortalSession {\n    createBillingPortalSession\n  }\n": types.CreateBillingPortalSessionDocument,
    "\n  mutation CreateCheckoutSession($planType: PlanName!, $billingCycle: BillingCycle) {\n    createCheckoutSession(planType: $planType, billingCycle: $billingCycle) {\n      ...CheckoutSessionFields\n    }\n  }\n": types.CreateCheckoutSessionDocument,
    "\n  mutation CreateCancelRecoveryCoupon(\n    $userId: ID\n    $attemptedPlan: PlanName\n    $attemptedCycle: BillingCycle\n    $cancelTime: DateTime\n  ) {\n    createCancelRecoveryCoupon(\n      userId: $userId\n      attemptedPlan: $attemptedPlan\n      attemptedCycle: $attemptedCycle\n      cancelTime: $cancelTime\n    ) {\n      code\n      planName\n      percentOff\n      durationInMonths\n      discountedPriceCents\n    }\n  }\n": types.CreateCancelRecoveryCouponDocument,
    "\n  fragment PlanOfferFields on PlanOffer {\n    id\n    name\n    priceCents\n    currency\n    interval\n    monthlyPriceCents\n    badge\n    features\n  }\n": types.PlanOfferFieldsFragmentDoc,
    "\n  fragment CheckoutSessionFields on CheckoutSession {\n    id\n    planName\n    status\n    url\n    testMode\n    createdAt\n  }\n": types.CheckoutSessionFieldsFragmentDoc,
    "\n  query BillingDetails {\n    me {\n      id\n      discountPercentOff\n      discountEndsAt\n    }\n  }\n": types.BillingDetailsDocument,
    "\n  query CheckoutSession($id: ID!) {\n    checkoutSession(id: $id) {\n      ...CheckoutSessionFields\n    }\n  }\n": types.CheckoutSessionDocument,
    "\n  query Plans {\n    plans {\n      ...PlanOfferFields\n    }\n    billingMode\n  }\n": types.PlansDocument,
    "\n  query UpcomingInvoice($customerId: String) {\n    getUpcomingInvoice(customerId: $customerId) {\n      amountDueCents\n      currency\n      nextPaymentAt\n      testMode\n    }\n  }\n": types.UpcomingInvoiceDocument,
    "\n  mutation ReactivateSubscription {\n    stripeCancellationManager(action: REACTIVATE) {\n      ...SessionUserFields\n    }\n  }\n": types.ReactivateSubscriptionDocument,
    "\n  mutation CreateConversation {\n    createConversation {\n      ...ConversationSummaryFields\n    }\n  }\n": types.CreateConversationDocument,
    "\n  mutation DeleteConversation($id: ID!) {\n    deleteConversation(id: $id)\n  }\n": types.DeleteConversationDocument,
    "\n  subscription ConversationReply($conversationId: ID!) {\n    conversationReply(conversationId: $conversationId) {\n      __typename\n      ... on ChatReplySnapshot {\n        message {\n          ...ChatMessageFields\n        }\n      }\n      ... on ChatTextDelta {\n        messageId\n        text\n      }\n      ... on ChatToolUse {\n        messageId\n        block {\n          toolUseId\n          name\n          input\n        }\n      }\n      ... on ChatToolResult {\n        messageId\n        block {\n          toolUseId\n          content\n          status\n        }\n      }\n      ... on ChatReplyDone {\n        message {\n          ...ChatMessageFields\n        }\n      }\n      ... on ChatReplyError {\n        message {\n          ...ChatMessageFields\n        }\n        error\n      }\n    }\n  }\n": types.ConversationReplyDocument,
    "\n  fragment ChatMessageFields on ChatMessage {\n    id\n    conversationId\n    role\n    status\n    notice\n    aiContext\n    createdAt\n    updatedAt\n    content {\n      __typename\n      ... on TextBlock {\n        text\n      }\n      ... on DocumentBlock {\n        format\n        name\n        size\n        attachmentId\n      }\n      ... on ImageBlock {\n        format\n        size\n        attachmentId\n        source\n      }\n      ... on ToolUseBlock {\n        toolUseId\n        name\n        input\n      }\n      ... on ToolResultBlock {\n        toolUseId\n        content\n        status\n      }\n    }\n  }\n": types.ChatMessageFieldsFragmentDoc,
    "\n  fragment ConversationSummaryFields on Conversation {\n    id\n    name\n    createdAt\n    updatedAt\n  }\n": types.ConversationSummaryFieldsFragmentDoc,
    "\n  query ChatSetup {\n    chatSetup {\n      modelConfigured\n      toolConfiguration {\n        tools {\n          toolSpec {\n            name\n            description\n          }\n        }\n      }\n      dailyMessages\n      sentToday\n      maxMessageChars\n      maxAttachments\n      maxDocumentBytes\n      maxImageBytes\n      documentFormats\n    }\n  }\n": types.ChatSetupDocument,
    "\n  query ChatContextGenies {\n    userContexts {\n      id\n      name\n      isActive\n    }\n  }\n": types.ChatContextGeniesDocument,
    "\n  query ChatConversation($id: ID!) {\n    conversation(id: $id) {\n      ...ConversationSummaryFields\n      messages {\n        ...ChatMessageFields\n      }\n    }\n  }\n": types.ChatConversationDocument,
    "\n  query ChatConversations($limit: Int!, $offset: Int!) {\n    conversations(limit: $limit, offset: $offset) {\n      ...ConversationSummaryFields\n    }\n  }\n": types.ChatConversationsDocument,
    "\n  query ChatDocumentSources($id: ID!) {\n    conversation(id: $id) {\n      id\n      messages {\n        id\n        content {\n          __typename\n          ... on DocumentBlock {\n            attachmentId\n            source\n          }\n        }\n      }\n    }\n  }\n": types.ChatDocumentSourcesDocument,
    "\n  mutation SendChatMessage(\n    $conversationId: ID!\n    $content: [ContentBlockInput!]!\n    $aiContext: JSON\n    $toolConfiguration: ToolConfigurationInput\n  ) {\n    sendMessage(\n      conversationId: $conversationId\n      content: $content\n      aiContext: $aiContext\n      toolConfiguration: $toolConfiguration\n    ) {\n      message {\n        ...ChatMessageFields\n      }\n      reply {\n        ...ChatMessageFields\n      }\n    }\n  }\n": types.SendChatMessageDocument,
    "\n  mutation StopChatReply($conversationId: ID!) {\n    stopReply(conversationId: $conversationId)\n  }\n": types.StopChatReplyDocument,
    "\n  mutation CompletePostUpgradeSurvey($reason: UpgradeReason!, $feedback: String) {\n    completePostUpgradeSurvey(reason: $reason, feedback: $feedback) {\n      ...SessionUserFields\n      showPostUpgradeSurvey\n    }\n  }\n": types.CompletePostUpgradeSurveyDocument,
    "\n  mutation DismissPostUpgradeSurvey {\n    dismissPostUpgradeSurvey {\n      ...SessionUserFields\n      showPostUpgradeSurvey\n    }\n  }\n": types.DismissPostUpgradeSurveyDocument,
    "\n  mutation CreateUserContext($name: String!, $content: String!, $isActive: Boolean!) {\n    createUserContext(name: $name, content: $content, isActive: $isActive) {\n      ...UserContextFields\n    }\n  }\n": types.CreateUserContextDocument,
    "\n  mutation DeleteUserContext($id: ID!) {\n    deleteUserContext(id: $id)\n  }\n": types.DeleteUserContextDocument,
    "\n  fragment QuotaFields on Quota {\n    unlimited\n    dailyRemaining\n    bonusRemaining\n    resetsAt\n  }\n": types.QuotaFieldsFragmentDoc,
    "\n  fragment PromptChangeFields on PromptChange {\n    kind\n    before\n    after\n    reason\n  }\n": types.PromptChangeFieldsFragmentDoc,
    "\n  fragment GenerationFields on Generation {\n    id\n    generator\n    description\n    prompt\n    improvements\n    taskKind\n    parameters\n    engine\n    notice\n    contextId\n    rating\n    createdAt\n    changes {\n      ...PromptChangeFields\n    }\n  }\n": types.GenerationFieldsFragmentDoc,
    "\n  fragment GenerationResultFields on GenerationResult {\n    generation {\n      ...GenerationFields\n    }\n    quota {\n      ...QuotaFields\n    }\n  }\n": types.GenerationResultFieldsFragmentDoc,
    "\n  fragment GenerationEventFields on GenerationEvent {\n    __typename\n    ... on GenerationDelta {\n      text\n    }\n    ... on GenerationReset {\n      reset\n    }\n    ... on GenerationResult {\n      ...GenerationResultFields\n    }\n  }\n": types.GenerationEventFieldsFragmentDoc,
    "\n  mutation GenerateImagePrompt(\n    $description: String!\n    $model: ImageModel!\n    $contextId: ID\n    $noContext: Boolean!\n    $variant: Int!\n    $comparisonId: ID\n  ) {\n    generateImagePrompt(\n      description: $description\n      model: $model\n      contextId: $contextId\n      noContext: $noContext\n      variant: $variant\n      comparisonId: $comparisonId\n    ) {\n      ...GenerationResultFields\n    }\n  }\n": types.GenerateImagePromptDocument,
    "\n  mutation GenerateJsonPrompt(\n    $taskOrPrompt: String!\n    $contextId: ID\n    $noContext: Boolean!\n    $variant: Int!\n    $comparisonId: ID\n  ) {\n    generateJsonPrompt(\n      taskOrPrompt: $taskOrPrompt\n      contextId: $contextId\n      noContext: $noContext\n      variant: $variant\n      comparisonId: $comparisonId\n    ) {\n      ...GenerationResultFields\n    }\n  }\n": types.GenerateJsonPromptDocument,
    "\n  mutation GenerateO4ImagePrompt(\n    $description: String!\n    $contextId: ID\n    $noContext: Boolean!\n    $variant: Int!\n    $comparisonId: ID\n  ) {\n    generateO4ImagePrompt(\n      description: $description\n      contextId: $contextId\n      noContext: $noContext\n      variant: $variant\n      comparisonId: $comparisonId\n    ) {\n      ...GenerationResultFields\n    }\n  }\n": types.GenerateO4ImagePromptDocument,
    "\n  mutation GeneratePromptMastermind(\n    $description: String!\n    $contextId: ID\n    $noContext: Boolean!\n    $variant: Int!\n    $comparisonId: ID\n    $showReasoning: Boolean!\n  ) {\n    generatePromptMastermind(\n      description: $description\n      contextId: $contextId\n      noContext: $noContext\n      variant: $variant\n      comparisonId: $comparisonId\n      showReasoning: $showReasoning\n    ) {\n      ...GenerationResultFields\n    }\n  }\n": types.GeneratePromptMastermindDocument,
    "\n  mutation GeneratePromptPrimer(\n    $description: String!\n    $contextId: ID\n    $noContext: Boolean!\n    $variant: Int!\n    $comparisonId: ID\n  ) {\n    generatePromptPrimer(\n      description: $description\n      contextId: $contextId\n      noContext: $noContext\n      variant: $variant\n      comparisonId: $comparisonId\n    ) {\n      ...GenerationResultFields\n    }\n  }\n": types.GeneratePromptPrimerDocument,
    "\n  mutation GeneratePrompt(\n    $description: String!\n    $contextId: ID\n    $noContext: Boolean!\n    $variant: Int!\n    $comparisonId: ID\n  ) {\n    generatePrompt(\n      description: $description\n      contextId: $contextId\n      noContext: $noContext\n      variant: $variant\n      comparisonId: $comparisonId\n    ) {\n      ...GenerationResultFields\n    }\n  }\n": types.GeneratePromptDocument,
    "\n  mutation GenerateSora2Prompt(\n    $description: String!\n    $contextId: ID\n    $noContext: Boolean!\n    $variant: Int!\n    $comparisonId: ID\n  ) {\n    generateSora2Prompt(\n      description: $description\n      contextId: $contextId\n      noContext: $noContext\n      variant: $variant\n      comparisonId: $comparisonId\n    ) {\n      ...GenerationResultFields\n    }\n  }\n": types.GenerateSora2PromptDocument,
    "\n  mutation Veo3PromptGenerator(\n    $description: String!\n    $imageBase64: String\n    $contextId: ID\n    $noContext: Boolean!\n    $variant: Int!\n    $comparisonId: ID\n  ) {\n    veo3PromptGenerator(\n      description: $description\n      imageBase64: $imageBase64\n      contextId: $contextId\n      noContext: $noContext\n      variant: $variant\n      comparisonId: $comparisonId\n    ) {\n      ...GenerationResultFields\n    }\n  }\n": types.Veo3PromptGeneratorDocument,
    "\n  query ContextGeniePlanLimits {\n    planLimits {\n      plan\n      contextGenies\n    }\n  }\n": types.ContextGeniePlanLimitsDocument,
    "\n  query Generations($limit: Int!, $offset: Int!) {\n    generations(limit: $limit, offset: $offset) {\n      ...GenerationFields\n    }\n  }\n": types.GenerationsDocument,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n      quota {\n        ...QuotaFields\n      }\n      onboardingQuestions {\n        profession\n      }\n    }\n  }\n": types.MeDocument,
    "\n  query PostUpgradeSurveyState {\n    me {\n      id\n      showPostUpgradeSurvey\n    }\n  }\n": types.PostUpgradeSurveyStateDocument,
    "\n  fragment UserContextFields on UserContext {\n    id\n    name\n    content\n    isActive\n    createdAt\n    updatedAt\n  }\n": types.UserContextFieldsFragmentDoc,
    "\n  query UserContexts {\n    userContexts {\n      ...UserContextFields\n    }\n  }\n": types.UserContextsDocument,
    "\n  mutation RatePrompt($generationId: ID!, $rating: Rating) {\n    ratePrompt(generationId: $generationId, rating: $rating) {\n      id\n      rating\n    }\n  }\n": types.RatePromptDocument,
    "\n  subscription StreamGeneration(\n    $generator: GeneratorKind!\n    $description: String!\n    $contextId: ID\n    $noContext: Boolean!\n    $variant: Int!\n    $comparisonId: ID\n    $showReasoning: Boolean!\n    $model: ImageModel\n    $imageBase64: String\n    $streamId: ID\n  ) {\n    streamGeneration(\n      generator: $generator\n      description: $description\n      contextId: $contextId\n      noContext: $noContext\n      variant: $variant\n      comparisonId: $comparisonId\n      showReasoning: $showReasoning\n      model: $model\n      imageBase64: $imageBase64\n      streamId: $streamId\n    ) {\n      ...GenerationEventFields\n    }\n  }\n": types.StreamGenerationDocument,
    "\n  subscription FollowGeneration($streamId: ID!) {\n    followGeneration(streamId: $streamId) {\n      ...GenerationEventFields\n    }\n  }\n": types.FollowGenerationDocument,
    "\n  mutation UpdateUserContext($id: ID!, $name: String, $content: String, $isActive: Boolean) {\n    updateUserContext(id: $id, name: $name, content: $content, isActive: $isActive) {\n      ...UserContextFields\n    }\n  }\n": types.UpdateUserContextDocument,
    "\n  mutation CreateFolder($name: String!) {\n    createFolder(name: $name) {\n      ...FolderFields\n    }\n  }\n": types.CreateFolderDocument,
    "\n  mutation CreateShareLink(\n    $shareType: ShareType!\n    $itemId: ID\n    $name: String!\n    $accessLevel: AccessLevel\n    $inputText: String\n    $generatedPrompt: String\n  ) {\n    createShareLink(\n      shareType: $shareType\n      itemId: $itemId\n      name: $name\n      accessLevel: $accessLevel\n      inputText: $inputText\n      generatedPrompt: $generatedPrompt\n    ) {\n      ...SharedItemFields\n    }\n  }\n": types.CreateShareLinkDocument,
    "\n  mutation DeleteFolder($id: ID!, $deletePrompts: Boolean!) {\n    deleteFolder(id: $id, deletePrompts: $deletePrompts)\n  }\n": types.DeleteFolderDocument,
    "\n  mutation DeleteSavedPrompt($id: ID!) {\n    deleteSavedPrompt(id: $id)\n  }\n": types.DeleteSavedPromptDocument,
    "\n  query ExportLibrary($format: LibraryExportFormat!) {\n    exportLibrary(format: $format)\n  }\n": types.ExportLibraryDocument,
    "\n  fragment FolderFields on Folder {\n    id\n    name\n    promptCount\n    locked\n    lockReason\n    isDefault\n    createdAt\n    updatedAt\n  }\n": types.FolderFieldsFragmentDoc,
    "\n  fragment LibraryTemplateFields on PromptTemplate {\n    variables {\n      name\n      type\n      options\n      default\n      required\n    }\n    segments {\n      text\n      variable\n    }\n    errors {\n      message\n      line\n      column\n    }\n  }\n": types.LibraryTemplateFieldsFragmentDoc,
    "\n  fragment SavedPromptFields on SavedPrompt {\n    id\n    folderId\n    title\n    text\n    description\n    generator\n    tier\n    tags\n    template {\n      ...LibraryTemplateFields\n    }\n    createdAt\n    updatedAt\n  }\n": types.SavedPromptFieldsFragmentDoc,
    "\n  fragment SharedPromptFields on SharedPrompt {\n    title\n    text\n    description\n    generator\n    tags\n  }\n": types.SharedPromptFieldsFragmentDoc,
    "\n  fragment SharedItemFields on SharedItem {\n    id\n    shareType\n    name\n    description\n    accessLevel\n    slug\n    url\n    embedUrl\n    viewCount\n    createdAt\n    revokedAt\n  }\n": types.SharedItemFieldsFragmentDoc,
    "\n  query LibraryContextGenies {\n    userContexts {\n      id\n      name\n      isActive\n    }\n  }\n": types.LibraryContextGeniesDocument,
    "\n  query Folders {\n    folders {\n      ...FolderFields\n    }\n  }\n": types.FoldersDocument,
    "\n  query GenieValues($text: String!, $contextId: ID!) {\n    analyzePrompt(text: $text, contextId: $contextId) {\n      contextValues\n    }\n  }\n": types.GenieValuesDocument,
    "\n  query LibraryTags {\n    libraryTags {\n      tag\n      promptCount\n    }\n  }\n": types.LibraryTagsDocument,
    "\n  query MyShareLinks {\n    myShareLinks {\n      ...SharedItemFields\n    }\n  }\n": types.MyShareLinksDocument,
    "\n  query PromptVersions($promptId: ID!) {\n    promptVersions(promptId: $promptId) {\n      id\n      title\n      text\n      tags\n      createdAt\n      diff {\n        outcome\n        message\n        lines {\n          kind\n          text\n        }\n      }\n    }\n  }\n": types.PromptVersionsDocument,
    "\n  query LibraryPlanLimits {\n    planLimits {\n      plan\n      savedPrompts\n      accessibleFolders\n    }\n  }\n": types.LibraryPlanLimitsDocument,
    "\n  query SavedPrompts($folderId: ID!, $tag: String, $limit: Int!, $offset: Int!) {\n    savedPrompts(folderId: $folderId, tag: $tag, limit: $limit, offset: $offset) {\n      items {\n        ...SavedPromptFields\n      }\n      total\n    }\n  }\n": types.SavedPromptsDocument,
    "\n  mutation ImportLibrary($json: String!) {\n    importLibrary(json: $json) {\n      folders\n      prompts\n      skipped\n      notes {\n        folder\n        prompts\n        reason\n        movedTo\n        message\n      }\n    }\n  }\n": types.ImportLibraryDocument,
    "\n  mutation MoveSavedPrompt($id: ID!, $folderId: ID!) {\n    moveSavedPrompt(id: $id, folderId: $folderId) {\n      ...SavedPromptFields\n    }\n  }\n": types.MoveSavedPromptDocument,
    "\n  mutation RenameFolder($id: ID!, $name: String!) {\n    renameFolder(id: $id, name: $name) {\n      ...FolderFields\n    }\n  }\n": types.RenameFolderDocument,
    "\n  mutation RestorePromptVersion($promptId: ID!, $versionId: ID!) {\n    restorePromptVersion(promptId: $promptId, versionId: $versionId) {\n      ...SavedPromptFields\n    }\n  }\n": types.RestorePromptVersionDocument,
    "\n  mutation RevokeShareLink($id: ID!) {\n    revokeShareLink(id: $id)\n  }\n": types.RevokeShareLinkDocument,
    "\n  mutation SavePrompt($input: SavePromptInputGql!) {\n    savePrompt(input: $input) {\n      ...SavedPromptFields\n    }\n  }\n": types.SavePromptDocument,
    "\n  query SearchSavedPrompts($query: String!, $tag: String, $variable: String, $limit: Int!) {\n    searchSavedPrompts(query: $query, tag: $tag, variable: $variable, limit: $limit) {\n      ...SavedPromptFields\n    }\n  }\n": types.SearchSavedPromptsDocument,
    "\n  mutation UpdateSavedPrompt(\n    $id: ID!\n    $title: String\n    $text: String\n    $tags: [String!]\n    $description: String\n    $keepAsPlainText: Boolean! = false\n  ) {\n    updateSavedPrompt(\n      id: $id\n      title: $title\n      text: $text\n      tags: $tags\n      description: $description\n      keepAsPlainText: $keepAsPlainText\n    ) {\n      ...SavedPromptFields\n    }\n  }\n": types.UpdateSavedPromptDocument,
    "\n  mutation CreateTeamsInterest($email: String!) {\n    createTeamsInterest(email: $email) {\n      email\n      submissionDate\n    }\n  }\n": types.CreateTeamsInterestDocument,
    "\n  query SiteContent {\n    siteContent {\n      figures {\n        people\n        promptsWritten\n        savedPrompts\n        rating {\n          average\n          count\n        }\n      }\n      reviews {\n        name\n        role\n        text\n        rating\n      }\n    }\n  }\n": types.SiteContentDocument,
    "\n  query SiteInfo {\n    siteInfo {\n      operatorName\n      contactEmail\n      contactFormUrl\n      publicUrl\n      extensionStoreUrl\n    }\n  }\n": types.SiteInfoDocument,
    "\n  mutation SendContactMessage($name: String!, $email: String!, $message: String!) {\n    sendContactMessage(name: $name, email: $email, message: $message) {\n      id\n      receivedAt\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  mutation SubmitUninstallFeedback(\n    $reasons: [UninstallReason!]!\n    $details: String\n    $extensionVersion: String\n  ) {\n    submitUninstallFeedback(\n      reasons: $reasons\n      details: $details\n      extensionVersion: $extensionVersion\n    )\n  }\n": types.SubmitUninstallFeedbackDocument,
    "\n  mutation SubscribeToNewsletter($email: String!) {\n    subscribeToNewsletter(email: $email) {\n      success\n      message\n    }\n  }\n": types.SubscribeToNewsletterDocument,
    "\n  mutation CreateUserRecord(\n    $onboardingQuestions: OnboardingQuestionsInput!\n    $referralCode: String\n  ) {\n    createUserRecord(onboarding_questions: $onboardingQuestions, referralCode: $referralCode) {\n      ...SessionUserFields\n    }\n  }\n": types.CreateUserRecordDocument,
    "\n  mutation CancelPlaygroundColumns($runId: ID!, $positions: [Int!]) {\n    cancelPlaygroundColumns(runId: $runId, positions: $positions)\n  }\n": types.CancelPlaygroundColumnsDocument,
    "\n  mutation DeletePlaygroundRun($runId: ID!) {\n    deletePlaygroundRun(runId: $runId)\n  }\n": types.DeletePlaygroundRunDocument,
    "\n  subscription PlaygroundEnhance($generator: GeneratorKind!, $description: String!, $streamId: ID) {\n    streamGeneration(\n      generator: $generator\n      description: $description\n      noContext: true\n      streamId: $streamId\n    ) {\n      ...PlaygroundEnhanceEventFields\n    }\n  }\n": types.PlaygroundEnhanceDocument,
    "\n  fragment PlaygroundEnhanceEventFields on GenerationEvent {\n    __typename\n    ... on GenerationDelta {\n      text\n    }\n    ... on GenerationReset {\n      reset\n    }\n    ... on GenerationResult {\n      generation {\n        id\n        prompt\n      }\n    }\n  }\n": types.PlaygroundEnhanceEventFieldsFragmentDoc,
    "\n  subscription PlaygroundFollowEnhance($streamId: ID!) {\n    followGeneration(streamId: $streamId) {\n      ...PlaygroundEnhanceEventFields\n    }\n  }\n": types.PlaygroundFollowEnhanceDocument,
    "\n  fragment PlaygroundColumnFields on PlaygroundColumn {\n    position\n    label\n    modelId\n    provider\n    model\n    family\n    variant\n  }\n": types.PlaygroundColumnFieldsFragmentDoc,
    "\n  fragment PlaygroundAnswerFields on PlaygroundAnswer {\n    column {\n      ...PlaygroundColumnFields\n    }\n    state\n    text\n    error\n    firstTokenMs\n    totalMs\n    inputTokens\n    outputTokens\n    tokensEstimated\n    costUsd\n  }\n": types.PlaygroundAnswerFieldsFragmentDoc,
    "\n  fragment PlaygroundRunFields on PlaygroundRun {\n    id\n    prompt\n    comparePrompt\n    sourcePromptId\n    savedPromptId\n    blind\n    revealed\n    costUsd\n    vote {\n      winner\n      tie\n    }\n    startedAt\n    finishedAt\n    answers {\n      ...PlaygroundAnswerFields\n    }\n    judgment {\n      judgeModel\n      winner\n      verdicts {\n        modelId\n        original {\n          score\n          reason\n        }\n        enhanced {\n          score\n          reason\n        }\n      }\n    }\n  }\n": types.PlaygroundRunFieldsFragmentDoc,
    "\n  fragment PlaygroundEstimateFields on PlaygroundEstimate {\n    costUsd\n    pricedModels\n    models\n    promptTokens\n    needsConfirmation\n  }\n": types.PlaygroundEstimateFieldsFragmentDoc,
    "\n  query PlaygroundLibraryFolders {\n    folders {\n      id\n      name\n      promptCount\n      locked\n    }\n  }\n": types.PlaygroundLibraryFoldersDocument,
    "\n  query PlaygroundLibraryPrompts($folderId: ID!, $limit: Int!) {\n    savedPrompts(folderId: $folderId, limit: $limit) {\n      items {\n        id\n        title\n        text\n        updatedAt\n      }\n      total\n    }\n  }\n": types.PlaygroundLibraryPromptsDocument,
    "\n  query PlaygroundLibrarySearch($query: String!, $limit: Int!) {\n    searchSavedPrompts(query: $query, limit: $limit) {\n      id\n      title\n      text\n      updatedAt\n    }\n  }\n": types.PlaygroundLibrarySearchDocument,
    "\n  query PlaygroundEstimate($prompt: String!, $models: [String!]!, $comparePrompt: String) {\n    playgroundEstimate(prompt: $prompt, models: $models, comparePrompt: $comparePrompt) {\n      ...PlaygroundEstimateFields\n    }\n  }\n": types.PlaygroundEstimateDocument,
    "\n  query PlaygroundRun($id: ID!) {\n    playgroundRun(id: $id) {\n      ...PlaygroundRunFields\n    }\n  }\n": types.PlaygroundRunDocument,
    "\n  query PlaygroundRuns($first: Int!, $before: ID) {\n    playgroundRuns(first: $first, before: $before) {\n      ...PlaygroundRunFields\n    }\n  }\n": types.PlaygroundRunsDocument,
    "\n  query PlaygroundSetup {\n    playgroundSetup {\n      models {\n        id\n        provider\n        model\n        family\n        inputPerMillionUsd\n        outputPerMillionUsd\n        priceAsOf\n        own\n      }\n      allowed\n      upgradeMessage\n      minModels\n      maxModels\n      maxPromptChars\n      maxOutputTokens\n      confirmCostAboveUsd\n    }\n  }\n": types.PlaygroundSetupDocument,
    "\n  query TestingAnalytics {\n    testingAnalytics {\n      overall\n      anthropic\n      openai\n      gemini\n      mistral\n      amazon\n      meta\n      multiModel\n    }\n  }\n": types.TestingAnalyticsDocument,
    "\n  mutation JudgePlaygroundRun($runId: ID!, $judgeModel: String!) {\n    judgePlaygroundRun(runId: $runId, judgeModel: $judgeModel) {\n      ...PlaygroundRunFields\n    }\n  }\n": types.JudgePlaygroundRunDocument,
    "\n  subscription RunPlayground(\n    $prompt: String!\n    $models: [String!]!\n    $blind: Boolean!\n    $confirmCost: Boolean!\n    $comparePrompt: String\n    $sourcePromptId: ID\n  ) {\n    runPlayground(\n      prompt: $prompt\n      models: $models\n      blind: $blind\n      confirmCost: $confirmCost\n      comparePrompt: $comparePrompt\n      sourcePromptId: $sourcePromptId\n    ) {\n      __typename\n      ... on PlaygroundStarted {\n        runId\n        columns {\n          ...PlaygroundColumnFields\n        }\n        estimate {\n          ...PlaygroundEstimateFields\n        }\n      }\n      ... on PlaygroundText {\n        position\n        text\n      }\n      ... on PlaygroundColumnEnded {\n        answer {\n          ...PlaygroundAnswerFields\n        }\n      }\n      ... on PlaygroundFinished {\n        run {\n          ...PlaygroundRunFields\n        }\n      }\n    }\n  }\n": types.RunPlaygroundDocument,
    "\n  mutation SavePlaygroundWinner(\n    $runId: ID!\n    $variant: PlaygroundVariant\n    $promptId: ID\n    $title: String\n  ) {\n    savePlaygroundWinner(runId: $runId, variant: $variant, promptId: $promptId, title: $title) {\n      run {\n        ...PlaygroundRunFields\n      }\n      prompt {\n        id\n        title\n        text\n      }\n    }\n  }\n": types.SavePlaygroundWinnerDocument,
    "\n  mutation VotePlaygroundRun($runId: ID!, $winner: Int, $tie: Boolean!) {\n    votePlaygroundRun(runId: $runId, winner: $winner, tie: $tie) {\n      ...PlaygroundRunFields\n    }\n  }\n": types.VotePlaygroundRunDocument,
    "\n  query PromptChecks(\n    $text: String!\n    $values: JSON\n    $contextId: ID\n    $thirdParty: Boolean\n    $plainText: Boolean! = false\n  ) {\n    analyzePrompt(\n      text: $text\n      values: $values\n      contextId: $contextId\n      thirdParty: $thirdParty\n      plainText: $plainText\n    ) {\n      lint {\n        rule\n        severity\n        message\n        start\n        end\n        fix {\n          label\n          edits {\n            start\n            end\n            text\n          }\n        }\n      }\n      estimatedTokens\n      models {\n        modelId\n        tokens\n        exact\n        inputCostUsd\n        runCostUsd\n      }\n    }\n  }\n": types.PromptChecksDocument,
    "\n  query ReferralStats {\n    referralStats {\n      code\n      link\n      signups\n      paidConversions\n    }\n  }\n": types.ReferralStatsDocument,
    "\n  mutation AddProviderKey($input: ProviderKeyInput!) {\n    addProviderKey(input: $input) {\n      ...ProviderKeyFields\n    }\n  }\n": types.AddProviderKeyDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation DeleteProviderKey($id: ID!) {\n    deleteProviderKey(id: $id)\n  }\n": types.DeleteProviderKeyDocument,
    "\n  mutation DeleteUserData {\n    deleteUserData {\n      success\n      message\n    }\n  }\n": types.DeleteUserDataDocument,
    "\n  mutation EndSignedInDevice($id: ID!) {\n    endSignedInDevice(id: $id)\n  }\n": types.EndSignedInDeviceDocument,
    "\n  query ProviderKeyAccess {\n    playgroundSetup {\n      allowed\n      upgradeMessage\n    }\n  }\n": types.ProviderKeyAccessDocument,
    "\n  fragment ProviderKeyFields on ProviderKey {\n    id\n    name\n    vendor\n    baseUrl\n    models\n    keyLast4\n    createdAt\n    checkedAt\n  }\n": types.ProviderKeyFieldsFragmentDoc,
    "\n  query ProviderKeys {\n    providerKeys {\n      ...ProviderKeyFields\n    }\n  }\n": types.ProviderKeysDocument,
    "\n  fragment SignedInDeviceFields on SignedInDevice {\n    id\n    client\n    label\n    signedInAt\n    lastActiveAt\n    current\n  }\n": types.SignedInDeviceFieldsFragmentDoc,
    "\n  query SignedInDevices {\n    signedInDevices {\n      ...SignedInDeviceFields\n    }\n  }\n": types.SignedInDevicesDocument,
    "\n  mutation UpdateProfile($givenName: String!, $familyName: String!) {\n    updateProfile(givenName: $givenName, familyName: $familyName) {\n      ...SessionUserFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query PublicGallery($query: String, $limit: Int!, $offset: Int!) {\n    publicGallery(query: $query, limit: $limit, offset: $offset) {\n      items {\n        id\n        shareType\n        name\n        description\n        url\n        viewCount\n        createdAt\n      }\n      total\n    }\n  }\n": types.PublicGalleryDocument,
    "\n  fragment SharedTemplateFields on PromptTemplate {\n    variables {\n      name\n      type\n      options\n      default\n      required\n    }\n    segments {\n      text\n      variable\n    }\n  }\n": types.SharedTemplateFieldsFragmentDoc,
    "\n  query SharedItem($id: ID!) {\n    sharedItem(id: $id) {\n      id\n      shareType\n      name\n      description\n      accessLevel\n      slug\n      url\n      embedUrl\n      viewCount\n      createdAt\n      prompts {\n        title\n        text\n        description\n        generator\n        tags\n        template {\n          ...SharedTemplateFields\n        }\n      }\n      folders {\n        name\n        prompts {\n          title\n          text\n          description\n          generator\n          tags\n          template {\n            ...SharedTemplateFields\n          }\n        }\n      }\n    }\n  }\n": types.SharedItemDocument,
    "\n  mutation SaveSharedItem($id: ID!, $folderId: ID) {\n    saveSharedItem(id: $id, folderId: $folderId) {\n      id\n      title\n    }\n  }\n": types.SaveSharedItemDocument,
    "\n  query SupportIdentity {\n    supportIdentity {\n      identifier\n      name\n      email\n      createdAt\n      identifierHash\n    }\n  }\n": types.SupportIdentityDocument,
    "\n  query SupportWidget {\n    supportWidget {\n      provider\n      baseUrl\n      websiteToken\n    }\n  }\n": types.SupportWidgetDocument,
    "\n  mutation ConnectExtension {\n    connectExtension {\n      accessToken\n      expiresAt\n      refreshToken\n      refreshExpiresAt\n      user {\n        id\n        email\n        name\n        planName\n      }\n    }\n  }\n": types.ConnectExtensionDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    userId\n    email\n    name\n    givenName\n    familyName\n    profilePhoto\n    emailVerified\n    hasPassword\n    loginType\n    groups\n    isStaff\n    equippedTitle\n    referralCodeInternal\n    onboarded\n    planName\n    subscriptionStatus\n    priceCents\n    currentPeriodEnd\n    cancelAtPeriodEnd\n    dailyPromptLimit\n    bonusPrompts\n    promptLimitResetTime\n    creationDateTime\n    usage {\n      aiAmplifier\n      primer\n      mastermind\n      imagePrompt\n      veo3\n      jsonPrompting\n    }\n  }\n": types.SessionUserFieldsFragmentDoc,
    "\n  mutation RefreshSession {\n    refreshSession {\n      accessToken\n      expiresAt\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EquipTitle($title: String) {\n    equipTitle(title: $title) {\n      ...SessionUserFields\n    }\n  }\n"): typeof import('./graphql').EquipTitleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserAchievementFields on UserAchievement {\n    achievementId\n    name\n    description\n    category\n    progress\n    target\n    unlocked\n    unlockedAt\n    lastUpdated\n    title\n  }\n"): typeof import('./graphql').UserAchievementFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AchievementUnlockFields on AchievementUnlock {\n    achievementId\n    name\n    category\n    title\n    unlockedAt\n    isRead\n  }\n"): typeof import('./graphql').AchievementUnlockFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoadUserAchievements($limit: Int, $tokens: String, $lastUpdated: DateTime) {\n    loadUserAchievements(limit: $limit, tokens: $tokens, lastUpdated: $lastUpdated) {\n      achievements {\n        ...UserAchievementFields\n      }\n      newUnlocks {\n        ...AchievementUnlockFields\n      }\n      pagination {\n        nextToken\n        total\n        asOf\n      }\n    }\n  }\n"): typeof import('./graphql').LoadUserAchievementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ManageAchievementNotifications(\n    $operation: AchievementNotificationOperation!\n    $achievementId: String\n  ) {\n    manageAchievementNotifications(operation: $operation, achievementId: $achievementId) {\n      success\n      markedCount\n    }\n  }\n"): typeof import('./graphql').ManageAchievementNotificationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChurnAnalytics($limit: Int!, $startDate: String, $endDate: String) {\n    getChurnAnalytics(limit: $limit, startDate: $startDate, endDate: $endDate)\n  }\n"): typeof import('./graphql').ChurnAnalyticsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReferralAnalytics($period: AnalyticsPeriod, $code: String) {\n    referralAnalytics(period: $period, code: $code) {\n      period\n      code\n      codes\n      generatedAt\n      summary {\n        totalSignups\n        paidConversions\n        threeDayPassPurchases\n        activeSubscriptions\n        cancelledSubscriptions\n        conversionRate\n        totalRevenue\n        averageTimeToConversion\n        conversionRateTone\n        averageTimeToConversionTone\n      }\n      codeStats {\n        code\n        totalSignups\n        paidConversions\n        threeDayPasses\n        cancellations\n        reactivations\n        activeUsers\n        revenue\n        conversionRate\n        churnRate\n        reactivationRate\n        averageRevenuePerUser\n        averageTimeToConversion\n        recentSignups\n        quickConversions\n        conversionVelocity\n        conversionRateTone\n        averageTimeToConversionTone\n        churnRateTone\n      }\n      trend {\n        date\n        signups\n        conversions\n      }\n    }\n  }\n"): typeof import('./graphql').ReferralAnalyticsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WeeklyKpis {\n    weeklyKPIs {\n      id\n      weekKey\n      weekStartDate\n      weekEndDate\n      weeklyActivePowerUsers\n      algorithmAdoptionRate\n      chromeExtensionWeeklyActiveRate\n      promptLibrarySaveRate\n      freeToPaidConversionIndicator\n      multiLLMTestingAdoption\n      sevenDayNewUserActivationRate\n      monthlyChurnRate\n      totalActiveUsers\n      totalAlgorithmUsers\n      totalExtensionUsers\n      totalExtensionUninstalls\n      totalPromptGenerators\n      totalPromptSavers\n      totalFreeLimitHitters\n      totalMultiLLMTesters\n      totalNewSignups\n      totalActivatedNewUsers\n      totalPaidUsers\n      totalChurnedUsers\n      aiAmplifierUsers\n      primerUsers\n      mastermindUsers\n      freeUsers\n      proUsers\n      annualProUsers\n      threeDayPassUsers\n      createdAt\n    }\n  }\n"): typeof import('./graphql').WeeklyKpisDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckLoginType($email: String!) {\n    checkLoginType(email: $email) {\n      loginType\n      canResetPassword\n    }\n  }\n"): typeof import('./graphql').CheckLoginTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPassword($email: String!) {\n    forgotPassword(email: $email) {\n      sent\n      retryAfterSeconds\n    }\n  }\n"): typeof import('./graphql').ForgotPasswordDocument;
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
export function graphql(source: "\n  mutation SignIn($email: String!, $password: String!, $code: String) {\n    signIn(email: $email, password: $password, code: $code) {\n      accessToken\n      expiresAt\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): typeof import('./graphql').SignInDocument;
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
export function graphql(source: "\n  mutation AcceptRecoveryOffer(\n    $discountCode: ID!\n    $reason: CancellationReason!\n    $reasonDetails: String\n    $feedback: String\n  ) {\n    stripeCancellationManager(\n      action: ACCEPT_OFFER\n      discountCode: $discountCode\n      reason: $reason\n      reasonDetails: $reasonDetails\n      feedback: $feedback\n    ) {\n      ...SessionUserFields\n    }\n  }\n"): typeof import('./graphql').AcceptRecoveryOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelSubscription(\n    $reason: CancellationReason!\n    $reasonDetails: String\n    $feedback: String\n  ) {\n    stripeCancellationManager(\n      action: CANCEL\n      reason: $reason\n      reasonDetails: $reasonDetails\n      feedback: $feedback\n    ) {\n      ...SessionUserFields\n    }\n  }\n"): typeof import('./graphql').CancelSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmLocalCheckout($id: ID!) {\n    confirmLocalCheckout(id: $id) {\n      ...SessionUserFields\n    }\n  }\n"): typeof import('./graphql').ConfirmLocalCheckoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBillingPortalSession {\n    createBillingPortalSession\n  }\n"): typeof import('./graphql').CreateBillingPortalSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCheckoutSession($planType: PlanName!, $billingCycle: BillingCycle) {\n    createCheckoutSession(planType: $planType, billingCycle: $billingCycle) {\n      ...CheckoutSessionFields\n    }\n  }\n"): typeof import('./graphql').CreateCheckoutSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCancelRecoveryCoupon(\n    $userId: ID\n    $attemptedPlan: PlanName\n    $attemptedCycle: BillingCycle\n    $cancelTime: DateTime\n  ) {\n    createCancelRecoveryCoupon(\n      userId: $userId\n      attemptedPlan: $attemptedPlan\n      attemptedCycle: $attemptedCycle\n      cancelTime: $cancelTime\n    ) {\n      code\n      planName\n      percentOff\n      durationInMonths\n      discountedPriceCents\n    }\n  }\n"): typeof import('./graphql').CreateCancelRecoveryCouponDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlanOfferFields on PlanOffer {\n    id\n    name\n    priceCents\n    currency\n    interval\n    monthlyPriceCents\n    badge\n    features\n  }\n"): typeof import('./graphql').PlanOfferFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutSessionFields on CheckoutSession {\n    id\n    planName\n    status\n    url\n    testMode\n    createdAt\n  }\n"): typeof import('./graphql').CheckoutSessionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingDetails {\n    me {\n      id\n      discountPercentOff\n      discountEndsAt\n    }\n  }\n"): typeof import('./graphql').BillingDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutSession($id: ID!) {\n    checkoutSession(id: $id) {\n      ...CheckoutSessionFields\n    }\n  }\n"): typeof import('./graphql').CheckoutSessionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Plans {\n    plans {\n      ...PlanOfferFields\n    }\n    billingMode\n  }\n"): typeof import('./graphql').PlansDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpcomingInvoice($customerId: String) {\n    getUpcomingInvoice(customerId: $customerId) {\n      amountDueCents\n      currency\n      nextPaymentAt\n      testMode\n    }\n  }\n"): typeof import('./graphql').UpcomingInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactivateSubscription {\n    stripeCancellationManager(action: REACTIVATE) {\n      ...SessionUserFields\n    }\n  }\n"): typeof import('./graphql').ReactivateSubscriptionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateConversation {\n    createConversation {\n      ...ConversationSummaryFields\n    }\n  }\n"): typeof import('./graphql').CreateConversationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteConversation($id: ID!) {\n    deleteConversation(id: $id)\n  }\n"): typeof import('./graphql').DeleteConversationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ConversationReply($conversationId: ID!) {\n    conversationReply(conversationId: $conversationId) {\n      __typename\n      ... on ChatReplySnapshot {\n        message {\n          ...ChatMessageFields\n        }\n      }\n      ... on ChatTextDelta {\n        messageId\n        text\n      }\n      ... on ChatToolUse {\n        messageId\n        block {\n          toolUseId\n          name\n          input\n        }\n      }\n      ... on ChatToolResult {\n        messageId\n        block {\n          toolUseId\n          content\n          status\n        }\n      }\n      ... on ChatReplyDone {\n        message {\n          ...ChatMessageFields\n        }\n      }\n      ... on ChatReplyError {\n        message {\n          ...ChatMessageFields\n        }\n        error\n      }\n    }\n  }\n"): typeof import('./graphql').ConversationReplyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChatMessageFields on ChatMessage {\n    id\n    conversationId\n    role\n    status\n    notice\n    aiContext\n    createdAt\n    updatedAt\n    content {\n      __typename\n      ... on TextBlock {\n        text\n      }\n      ... on DocumentBlock {\n        format\n        name\n        size\n        attachmentId\n      }\n      ... on ImageBlock {\n        format\n        size\n        attachmentId\n        source\n      }\n      ... on ToolUseBlock {\n        toolUseId\n        name\n        input\n      }\n      ... on ToolResultBlock {\n        toolUseId\n        content\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').ChatMessageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConversationSummaryFields on Conversation {\n    id\n    name\n    createdAt\n    updatedAt\n  }\n"): typeof import('./graphql').ConversationSummaryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatSetup {\n    chatSetup {\n      modelConfigured\n      toolConfiguration {\n        tools {\n          toolSpec {\n            name\n            description\n          }\n        }\n      }\n      dailyMessages\n      sentToday\n      maxMessageChars\n      maxAttachments\n      maxDocumentBytes\n      maxImageBytes\n      documentFormats\n    }\n  }\n"): typeof import('./graphql').ChatSetupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatContextGenies {\n    userContexts {\n      id\n      name\n      isActive\n    }\n  }\n"): typeof import('./graphql').ChatContextGeniesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatConversation($id: ID!) {\n    conversation(id: $id) {\n      ...ConversationSummaryFields\n      messages {\n        ...ChatMessageFields\n      }\n    }\n  }\n"): typeof import('./graphql').ChatConversationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatConversations($limit: Int!, $offset: Int!) {\n    conversations(limit: $limit, offset: $offset) {\n      ...ConversationSummaryFields\n    }\n  }\n"): typeof import('./graphql').ChatConversationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatDocumentSources($id: ID!) {\n    conversation(id: $id) {\n      id\n      messages {\n        id\n        content {\n          __typename\n          ... on DocumentBlock {\n            attachmentId\n            source\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ChatDocumentSourcesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendChatMessage(\n    $conversationId: ID!\n    $content: [ContentBlockInput!]!\n    $aiContext: JSON\n    $toolConfiguration: ToolConfigurationInput\n  ) {\n    sendMessage(\n      conversationId: $conversationId\n      content: $content\n      aiContext: $aiContext\n      toolConfiguration: $toolConfiguration\n    ) {\n      message {\n        ...ChatMessageFields\n      }\n      reply {\n        ...ChatMessageFields\n      }\n    }\n  }\n"): typeof import('./graphql').SendChatMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StopChatReply($conversationId: ID!) {\n    stopReply(conversationId: $conversationId)\n  }\n"): typeof import('./graphql').StopChatReplyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompletePostUpgradeSurvey($reason: UpgradeReason!, $feedback: String) {\n    completePostUpgradeSurvey(reason: $reason, feedback: $feedback) {\n      ...SessionUserFields\n      showPostUpgradeSurvey\n    }\n  }\n"): typeof import('./graphql').CompletePostUpgradeSurveyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissPostUpgradeSurvey {\n    dismissPostUpgradeSurvey {\n      ...SessionUserFields\n      showPostUpgradeSurvey\n    }\n  }\n"): typeof import('./graphql').DismissPostUpgradeSurveyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUserContext($name: String!, $content: String!, $isActive: Boolean!) {\n    createUserContext(name: $name, content: $content, isActive: $isActive) {\n      ...UserContextFields\n    }\n  }\n"): typeof import('./graphql').CreateUserContextDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUserContext($id: ID!) {\n    deleteUserContext(id: $id)\n  }\n"): typeof import('./graphql').DeleteUserContextDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuotaFields on Quota {\n    unlimited\n    dailyRemaining\n    bonusRemaining\n    resetsAt\n  }\n"): typeof import('./graphql').QuotaFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PromptChangeFields on PromptChange {\n    kind\n    before\n    after\n    reason\n  }\n"): typeof import('./graphql').PromptChangeFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GenerationFields on Generation {\n    id\n    generator\n    description\n    prompt\n    improvements\n    taskKind\n    parameters\n    engine\n    notice\n    contextId\n    rating\n    createdAt\n    changes {\n      ...PromptChangeFields\n    }\n  }\n"): typeof import('./graphql').GenerationFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GenerationResultFields on GenerationResult {\n    generation {\n      ...GenerationFields\n    }\n    quota {\n      ...QuotaFields\n    }\n  }\n"): typeof import('./graphql').GenerationResultFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GenerationEventFields on GenerationEvent {\n    __typename\n    ... on GenerationDelta {\n      text\n    }\n    ... on GenerationReset {\n      reset\n    }\n    ... on GenerationResult {\n      ...GenerationResultFields\n    }\n  }\n"): typeof import('./graphql').GenerationEventFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateImagePrompt(\n    $description: String!\n    $model: ImageModel!\n    $contextId: ID\n    $noContext: Boolean!\n    $variant: Int!\n    $comparisonId: ID\n  ) {\n    generateImagePrompt(\n      description: $description\n      model: $model\n      contextId: $contextId\n      noContext: $noContext\n      variant: $variant\n      comparisonId: $comparisonId\n    ) {\n      ...GenerationResultFields\n    }\n  }\n"): typeof import('./graphql').GenerateImagePromptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateJsonPrompt(\n    $taskOrPrompt: String!\n    $contextId: ID\n    $noContext: Boolean!\n    $variant: Int!\n    $comparisonId: ID\n  ) {\n    generateJsonPrompt(\n      taskOrPrompt: $taskOrPrompt\n      contextId: $contextId\n      noContext: $noContext\n      variant: $variant\n      comparisonId: $comparisonId\n    ) {\n      ...GenerationResultFields\n    }\n  }\n"): typeof import('./graphql').GenerateJsonPromptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateO4ImagePrompt(\n    $description: String!\n    $contextId: ID\n    $noContext: Boolean!\n    $variant: Int!\n    $comparisonId: ID\n  ) {\n    generateO4ImagePrompt(\n      description: $description\n      contextId: $contextId\n      noContext: $noContext\n      variant: $variant\n      comparisonId: $comparisonId\n    ) {\n      ...GenerationResultFields\n    }\n  }\n"): typeof import('./graphql').GenerateO4ImagePromptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GeneratePromptMastermind(\n    $description: String!\n    $contextId: ID\n    $noContext: Boolean!\n    $variant: Int!\n    $comparisonId: ID\n    $showReasoning: Boolean!\n  ) {\n    generatePromptMastermind(\n      description: $description\n      contextId: $contextId\n      noContext: $noContext\n      variant: $variant\n      comparisonId: $comparisonId\n      showReasoning: $showReasoning\n    ) {\n      ...GenerationResultFields\n    }\n  }\n"): typeof import('./graphql').GeneratePromptMastermindDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GeneratePromptPrimer(\n    $description: String!\n    $contextId: ID\n    $noContext: Boolean!\n    $variant: Int!\n    $comparisonId: ID\n  ) {\n    generatePromptPrimer(\n      description: $description\n      contextId: $contextId\n      noContext: $noContext\n      variant: $variant\n      comparisonId: $comparisonId\n    ) {\n      ...GenerationResultFields\n    }\n  }\n"): typeof import('./graphql').GeneratePromptPrimerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GeneratePrompt(\n    $description: String!\n    $contextId: ID\n    $noContext: Boolean!\n    $variant: Int!\n    $comparisonId: ID\n  ) {\n    generatePrompt(\n      description: $description\n      contextId: $contextId\n      noContext: $noContext\n      variant: $variant\n      comparisonId: $comparisonId\n    ) {\n      ...GenerationResultFields\n    }\n  }\n"): typeof import('./graphql').GeneratePromptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateSora2Prompt(\n    $description: String!\n    $contextId: ID\n    $noContext: Boolean!\n    $variant: Int!\n    $comparisonId: ID\n  ) {\n    generateSora2Prompt(\n      description: $description\n      contextId: $contextId\n      noContext: $noContext\n      variant: $variant\n      comparisonId: $comparisonId\n    ) {\n      ...GenerationResultFields\n    }\n  }\n"): typeof import('./graphql').GenerateSora2PromptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Veo3PromptGenerator(\n    $description: String!\n    $imageBase64: String\n    $contextId: ID\n    $noContext: Boolean!\n    $variant: Int!\n    $comparisonId: ID\n  ) {\n    veo3PromptGenerator(\n      description: $description\n      imageBase64: $imageBase64\n      contextId: $contextId\n      noContext: $noContext\n      variant: $variant\n      comparisonId: $comparisonId\n    ) {\n      ...GenerationResultFields\n    }\n  }\n"): typeof import('./graphql').Veo3PromptGeneratorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContextGeniePlanLimits {\n    planLimits {\n      plan\n      contextGenies\n    }\n  }\n"): typeof import('./graphql').ContextGeniePlanLimitsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Generations($limit: Int!, $offset: Int!) {\n    generations(limit: $limit, offset: $offset) {\n      ...GenerationFields\n    }\n  }\n"): typeof import('./graphql').GenerationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUserFields\n      quota {\n        ...QuotaFields\n      }\n      onboardingQuestions {\n        profession\n      }\n    }\n  }\n"): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostUpgradeSurveyState {\n    me {\n      id\n      showPostUpgradeSurvey\n    }\n  }\n"): typeof import('./graphql').PostUpgradeSurveyStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserContextFields on UserContext {\n    id\n    name\n    content\n    isActive\n    createdAt\n    updatedAt\n  }\n"): typeof import('./graphql').UserContextFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserContexts {\n    userContexts {\n      ...UserContextFields\n    }\n  }\n"): typeof import('./graphql').UserContextsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RatePrompt($generationId: ID!, $rating: Rating) {\n    ratePrompt(generationId: $generationId, rating: $rating) {\n      id\n      rating\n    }\n  }\n"): typeof import('./graphql').RatePromptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription StreamGeneration(\n    $generator: GeneratorKind!\n    $description: String!\n    $contextId: ID\n    $noContext: Boolean!\n    $variant: Int!\n    $comparisonId: ID\n    $showReasoning: Boolean!\n    $model: ImageModel\n    $imageBase64: String\n    $streamId: ID\n  ) {\n    streamGeneration(\n      generator: $generator\n      description: $description\n      contextId: $contextId\n      noContext: $noContext\n      variant: $variant\n      comparisonId: $comparisonId\n      showReasoning: $showReasoning\n      model: $model\n      imageBase64: $imageBase64\n      streamId: $streamId\n    ) {\n      ...GenerationEventFields\n    }\n  }\n"): typeof import('./graphql').StreamGenerationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FollowGeneration($streamId: ID!) {\n    followGeneration(streamId: $streamId) {\n      ...GenerationEventFields\n    }\n  }\n"): typeof import('./graphql').FollowGenerationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserContext($id: ID!, $name: String, $content: String, $isActive: Boolean) {\n    updateUserContext(id: $id, name: $name, content: $content, isActive: $isActive) {\n      ...UserContextFields\n    }\n  }\n"): typeof import('./graphql').UpdateUserContextDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFolder($name: String!) {\n    createFolder(name: $name) {\n      ...FolderFields\n    }\n  }\n"): typeof import('./graphql').CreateFolderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateShareLink(\n    $shareType: ShareType!\n    $itemId: ID\n    $name: String!\n    $accessLevel: AccessLevel\n    $inputText: String\n    $generatedPrompt: String\n  ) {\n    createShareLink(\n      shareType: $shareType\n      itemId: $itemId\n      name: $name\n      accessLevel: $accessLevel\n      inputText: $inputText\n      generatedPrompt: $generatedPrompt\n    ) {\n      ...SharedItemFields\n    }\n  }\n"): typeof import('./graphql').CreateShareLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFolder($id: ID!, $deletePrompts: Boolean!) {\n    deleteFolder(id: $id, deletePrompts: $deletePrompts)\n  }\n"): typeof import('./graphql').DeleteFolderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSavedPrompt($id: ID!) {\n    deleteSavedPrompt(id: $id)\n  }\n"): typeof import('./graphql').DeleteSavedPromptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportLibrary($format: LibraryExportFormat!) {\n    exportLibrary(format: $format)\n  }\n"): typeof import('./graphql').ExportLibraryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FolderFields on Folder {\n    id\n    name\n    promptCount\n    locked\n    lockReason\n    isDefault\n    createdAt\n    updatedAt\n  }\n"): typeof import('./graphql').FolderFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LibraryTemplateFields on PromptTemplate {\n    variables {\n      name\n      type\n      options\n      default\n      required\n    }\n    segments {\n      text\n      variable\n    }\n    errors {\n      message\n      line\n      column\n    }\n  }\n"): typeof import('./graphql').LibraryTemplateFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedPromptFields on SavedPrompt {\n    id\n    folderId\n    title\n    text\n    description\n    generator\n    tier\n    tags\n    template {\n      ...LibraryTemplateFields\n    }\n    createdAt\n    updatedAt\n  }\n"): typeof import('./graphql').SavedPromptFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SharedPromptFields on SharedPrompt {\n    title\n    text\n    description\n    generator\n    tags\n  }\n"): typeof import('./graphql').SharedPromptFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SharedItemFields on SharedItem {\n    id\n    shareType\n    name\n    description\n    accessLevel\n    slug\n    url\n    embedUrl\n    viewCount\n    createdAt\n    revokedAt\n  }\n"): typeof import('./graphql').SharedItemFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibraryContextGenies {\n    userContexts {\n      id\n      name\n      isActive\n    }\n  }\n"): typeof import('./graphql').LibraryContextGeniesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Folders {\n    folders {\n      ...FolderFields\n    }\n  }\n"): typeof import('./graphql').FoldersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GenieValues($text: String!, $contextId: ID!) {\n    analyzePrompt(text: $text, contextId: $contextId) {\n      contextValues\n    }\n  }\n"): typeof import('./graphql').GenieValuesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibraryTags {\n    libraryTags {\n      tag\n      promptCount\n    }\n  }\n"): typeof import('./graphql').LibraryTagsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyShareLinks {\n    myShareLinks {\n      ...SharedItemFields\n    }\n  }\n"): typeof import('./graphql').MyShareLinksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromptVersions($promptId: ID!) {\n    promptVersions(promptId: $promptId) {\n      id\n      title\n      text\n      tags\n      createdAt\n      diff {\n        outcome\n        message\n        lines {\n          kind\n          text\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PromptVersionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibraryPlanLimits {\n    planLimits {\n      plan\n      savedPrompts\n      accessibleFolders\n    }\n  }\n"): typeof import('./graphql').LibraryPlanLimitsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedPrompts($folderId: ID!, $tag: String, $limit: Int!, $offset: Int!) {\n    savedPrompts(folderId: $folderId, tag: $tag, limit: $limit, offset: $offset) {\n      items {\n        ...SavedPromptFields\n      }\n      total\n    }\n  }\n"): typeof import('./graphql').SavedPromptsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportLibrary($json: String!) {\n    importLibrary(json: $json) {\n      folders\n      prompts\n      skipped\n      notes {\n        folder\n        prompts\n        reason\n        movedTo\n        message\n      }\n    }\n  }\n"): typeof import('./graphql').ImportLibraryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveSavedPrompt($id: ID!, $folderId: ID!) {\n    moveSavedPrompt(id: $id, folderId: $folderId) {\n      ...SavedPromptFields\n    }\n  }\n"): typeof import('./graphql').MoveSavedPromptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameFolder($id: ID!, $name: String!) {\n    renameFolder(id: $id, name: $name) {\n      ...FolderFields\n    }\n  }\n"): typeof import('./graphql').RenameFolderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestorePromptVersion($promptId: ID!, $versionId: ID!) {\n    restorePromptVersion(promptId: $promptId, versionId: $versionId) {\n      ...SavedPromptFields\n    }\n  }\n"): typeof import('./graphql').RestorePromptVersionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeShareLink($id: ID!) {\n    revokeShareLink(id: $id)\n  }\n"): typeof import('./graphql').RevokeShareLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePrompt($input: SavePromptInputGql!) {\n    savePrompt(input: $input) {\n      ...SavedPromptFields\n    }\n  }\n"): typeof import('./graphql').SavePromptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSavedPrompts($query: String!, $tag: String, $variable: String, $limit: Int!) {\n    searchSavedPrompts(query: $query, tag: $tag, variable: $variable, limit: $limit) {\n      ...SavedPromptFields\n    }\n  }\n"): typeof import('./graphql').SearchSavedPromptsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSavedPrompt(\n    $id: ID!\n    $title: String\n    $text: String\n    $tags: [String!]\n    $description: String\n    $keepAsPlainText: Boolean! = false\n  ) {\n    updateSavedPrompt(\n      id: $id\n      title: $title\n      text: $text\n      tags: $tags\n      description: $description\n      keepAsPlainText: $keepAsPlainText\n    ) {\n      ...SavedPromptFields\n    }\n  }\n"): typeof import('./graphql').UpdateSavedPromptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTeamsInterest($email: String!) {\n    createTeamsInterest(email: $email) {\n      email\n      submissionDate\n    }\n  }\n"): typeof import('./graphql').CreateTeamsInterestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteContent {\n    siteContent {\n      figures {\n        people\n        promptsWritten\n        savedPrompts\n        rating {\n          average\n          count\n        }\n      }\n      reviews {\n        name\n        role\n        text\n        rating\n      }\n    }\n  }\n"): typeof import('./graphql').SiteContentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteInfo {\n    siteInfo {\n      operatorName\n      contactEmail\n      contactFormUrl\n      publicUrl\n      extensionStoreUrl\n    }\n  }\n"): typeof import('./graphql').SiteInfoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($name: String!, $email: String!, $message: String!) {\n    sendContactMessage(name: $name, email: $email, message: $message) {\n      id\n      receivedAt\n    }\n  }\n"): typeof import('./graphql').SendContactMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitUninstallFeedback(\n    $reasons: [UninstallReason!]!\n    $details: String\n    $extensionVersion: String\n  ) {\n    submitUninstallFeedback(\n      reasons: $reasons\n      details: $details\n      extensionVersion: $extensionVersion\n    )\n  }\n"): typeof import('./graphql').SubmitUninstallFeedbackDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribeToNewsletter($email: String!) {\n    subscribeToNewsletter(email: $email) {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').SubscribeToNewsletterDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUserRecord(\n    $onboardingQuestions: OnboardingQuestionsInput!\n    $referralCode: String\n  ) {\n    createUserRecord(onboarding_questions: $onboardingQuestions, referralCode: $referralCode) {\n      ...SessionUserFields\n    }\n  }\n"): typeof import('./graphql').CreateUserRecordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelPlaygroundColumns($runId: ID!, $positions: [Int!]) {\n    cancelPlaygroundColumns(runId: $runId, positions: $positions)\n  }\n"): typeof import('./graphql').CancelPlaygroundColumnsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePlaygroundRun($runId: ID!) {\n    deletePlaygroundRun(runId: $runId)\n  }\n"): typeof import('./graphql').DeletePlaygroundRunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PlaygroundEnhance($generator: GeneratorKind!, $description: String!, $streamId: ID) {\n    streamGeneration(\n      generator: $generator\n      description: $description\n      noContext: true\n      streamId: $streamId\n    ) {\n      ...PlaygroundEnhanceEventFields\n    }\n  }\n"): typeof import('./graphql').PlaygroundEnhanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlaygroundEnhanceEventFields on GenerationEvent {\n    __typename\n    ... on GenerationDelta {\n      text\n    }\n    ... on GenerationReset {\n      reset\n    }\n    ... on GenerationResult {\n      generation {\n        id\n        prompt\n      }\n    }\n  }\n"): typeof import('./graphql').PlaygroundEnhanceEventFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PlaygroundFollowEnhance($streamId: ID!) {\n    followGeneration(streamId: $streamId) {\n      ...PlaygroundEnhanceEventFields\n    }\n  }\n"): typeof import('./graphql').PlaygroundFollowEnhanceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlaygroundColumnFields on PlaygroundColumn {\n    position\n    label\n    modelId\n    provider\n    model\n    family\n    variant\n  }\n"): typeof import('./graphql').PlaygroundColumnFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlaygroundAnswerFields on PlaygroundAnswer {\n    column {\n      ...PlaygroundColumnFields\n    }\n    state\n    text\n    error\n    firstTokenMs\n    totalMs\n    inputTokens\n    outputTokens\n    tokensEstimated\n    costUsd\n  }\n"): typeof import('./graphql').PlaygroundAnswerFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlaygroundRunFields on PlaygroundRun {\n    id\n    prompt\n    comparePrompt\n    sourcePromptId\n    savedPromptId\n    blind\n    revealed\n    costUsd\n    vote {\n      winner\n      tie\n    }\n    startedAt\n    finishedAt\n    answers {\n      ...PlaygroundAnswerFields\n    }\n    judgment {\n      judgeModel\n      winner\n      verdicts {\n        modelId\n        original {\n          score\n          reason\n        }\n        enhanced {\n          score\n          reason\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PlaygroundRunFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlaygroundEstimateFields on PlaygroundEstimate {\n    costUsd\n    pricedModels\n    models\n    promptTokens\n    needsConfirmation\n  }\n"): typeof import('./graphql').PlaygroundEstimateFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaygroundLibraryFolders {\n    folders {\n      id\n      name\n      promptCount\n      locked\n    }\n  }\n"): typeof import('./graphql').PlaygroundLibraryFoldersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaygroundLibraryPrompts($folderId: ID!, $limit: Int!) {\n    savedPrompts(folderId: $folderId, limit: $limit) {\n      items {\n        id\n        title\n        text\n        updatedAt\n      }\n      total\n    }\n  }\n"): typeof import('./graphql').PlaygroundLibraryPromptsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaygroundLibrarySearch($query: String!, $limit: Int!) {\n    searchSavedPrompts(query: $query, limit: $limit) {\n      id\n      title\n      text\n      updatedAt\n    }\n  }\n"): typeof import('./graphql').PlaygroundLibrarySearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaygroundEstimate($prompt: String!, $models: [String!]!, $comparePrompt: String) {\n    playgroundEstimate(prompt: $prompt, models: $models, comparePrompt: $comparePrompt) {\n      ...PlaygroundEstimateFields\n    }\n  }\n"): typeof import('./graphql').PlaygroundEstimateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaygroundRun($id: ID!) {\n    playgroundRun(id: $id) {\n      ...PlaygroundRunFields\n    }\n  }\n"): typeof import('./graphql').PlaygroundRunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaygroundRuns($first: Int!, $before: ID) {\n    playgroundRuns(first: $first, before: $before) {\n      ...PlaygroundRunFields\n    }\n  }\n"): typeof import('./graphql').PlaygroundRunsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaygroundSetup {\n    playgroundSetup {\n      models {\n        id\n        provider\n        model\n        family\n        inputPerMillionUsd\n        outputPerMillionUsd\n        priceAsOf\n        own\n      }\n      allowed\n      upgradeMessage\n      minModels\n      maxModels\n      maxPromptChars\n      maxOutputTokens\n      confirmCostAboveUsd\n    }\n  }\n"): typeof import('./graphql').PlaygroundSetupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TestingAnalytics {\n    testingAnalytics {\n      overall\n      anthropic\n      openai\n      gemini\n      mistral\n      amazon\n      meta\n      multiModel\n    }\n  }\n"): typeof import('./graphql').TestingAnalyticsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JudgePlaygroundRun($runId: ID!, $judgeModel: String!) {\n    judgePlaygroundRun(runId: $runId, judgeModel: $judgeModel) {\n      ...PlaygroundRunFields\n    }\n  }\n"): typeof import('./graphql').JudgePlaygroundRunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RunPlayground(\n    $prompt: String!\n    $models: [String!]!\n    $blind: Boolean!\n    $confirmCost: Boolean!\n    $comparePrompt: String\n    $sourcePromptId: ID\n  ) {\n    runPlayground(\n      prompt: $prompt\n      models: $models\n      blind: $blind\n      confirmCost: $confirmCost\n      comparePrompt: $comparePrompt\n      sourcePromptId: $sourcePromptId\n    ) {\n      __typename\n      ... on PlaygroundStarted {\n        runId\n        columns {\n          ...PlaygroundColumnFields\n        }\n        estimate {\n          ...PlaygroundEstimateFields\n        }\n      }\n      ... on PlaygroundText {\n        position\n        text\n      }\n      ... on PlaygroundColumnEnded {\n        answer {\n          ...PlaygroundAnswerFields\n        }\n      }\n      ... on PlaygroundFinished {\n        run {\n          ...PlaygroundRunFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').RunPlaygroundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePlaygroundWinner(\n    $runId: ID!\n    $variant: PlaygroundVariant\n    $promptId: ID\n    $title: String\n  ) {\n    savePlaygroundWinner(runId: $runId, variant: $variant, promptId: $promptId, title: $title) {\n      run {\n        ...PlaygroundRunFields\n      }\n      prompt {\n        id\n        title\n        text\n      }\n    }\n  }\n"): typeof import('./graphql').SavePlaygroundWinnerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VotePlaygroundRun($runId: ID!, $winner: Int, $tie: Boolean!) {\n    votePlaygroundRun(runId: $runId, winner: $winner, tie: $tie) {\n      ...PlaygroundRunFields\n    }\n  }\n"): typeof import('./graphql').VotePlaygroundRunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromptChecks(\n    $text: String!\n    $values: JSON\n    $contextId: ID\n    $thirdParty: Boolean\n    $plainText: Boolean! = false\n  ) {\n    analyzePrompt(\n      text: $text\n      values: $values\n      contextId: $contextId\n      thirdParty: $thirdParty\n      plainText: $plainText\n    ) {\n      lint {\n        rule\n        severity\n        message\n        start\n        end\n        fix {\n          label\n          edits {\n            start\n            end\n            text\n          }\n        }\n      }\n      estimatedTokens\n      models {\n        modelId\n        tokens\n        exact\n        inputCostUsd\n        runCostUsd\n      }\n    }\n  }\n"): typeof import('./graphql').PromptChecksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReferralStats {\n    referralStats {\n      code\n      link\n      signups\n      paidConversions\n    }\n  }\n"): typeof import('./graphql').ReferralStatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddProviderKey($input: ProviderKeyInput!) {\n    addProviderKey(input: $input) {\n      ...ProviderKeyFields\n    }\n  }\n"): typeof import('./graphql').AddProviderKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): typeof import('./graphql').ChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProviderKey($id: ID!) {\n    deleteProviderKey(id: $id)\n  }\n"): typeof import('./graphql').DeleteProviderKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUserData {\n    deleteUserData {\n      success\n      message\n    }\n  }\n"): typeof import('./graphql').DeleteUserDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSignedInDevice($id: ID!) {\n    endSignedInDevice(id: $id)\n  }\n"): typeof import('./graphql').EndSignedInDeviceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderKeyAccess {\n    playgroundSetup {\n      allowed\n      upgradeMessage\n    }\n  }\n"): typeof import('./graphql').ProviderKeyAccessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProviderKeyFields on ProviderKey {\n    id\n    name\n    vendor\n    baseUrl\n    models\n    keyLast4\n    createdAt\n    checkedAt\n  }\n"): typeof import('./graphql').ProviderKeyFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProviderKeys {\n    providerKeys {\n      ...ProviderKeyFields\n    }\n  }\n"): typeof import('./graphql').ProviderKeysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SignedInDeviceFields on SignedInDevice {\n    id\n    client\n    label\n    signedInAt\n    lastActiveAt\n    current\n  }\n"): typeof import('./graphql').SignedInDeviceFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignedInDevices {\n    signedInDevices {\n      ...SignedInDeviceFields\n    }\n  }\n"): typeof import('./graphql').SignedInDevicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($givenName: String!, $familyName: String!) {\n    updateProfile(givenName: $givenName, familyName: $familyName) {\n      ...SessionUserFields\n    }\n  }\n"): typeof import('./graphql').UpdateProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicGallery($query: String, $limit: Int!, $offset: Int!) {\n    publicGallery(query: $query, limit: $limit, offset: $offset) {\n      items {\n        id\n        shareType\n        name\n        description\n        url\n        viewCount\n        createdAt\n      }\n      total\n    }\n  }\n"): typeof import('./graphql').PublicGalleryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SharedTemplateFields on PromptTemplate {\n    variables {\n      name\n      type\n      options\n      default\n      required\n    }\n    segments {\n      text\n      variable\n    }\n  }\n"): typeof import('./graphql').SharedTemplateFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedItem($id: ID!) {\n    sharedItem(id: $id) {\n      id\n      shareType\n      name\n      description\n      accessLevel\n      slug\n      url\n      embedUrl\n      viewCount\n      createdAt\n      prompts {\n        title\n        text\n        description\n        generator\n        tags\n        template {\n          ...SharedTemplateFields\n        }\n      }\n      folders {\n        name\n        prompts {\n          title\n          text\n          description\n          generator\n          tags\n          template {\n            ...SharedTemplateFields\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SharedItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSharedItem($id: ID!, $folderId: ID) {\n    saveSharedItem(id: $id, folderId: $folderId) {\n      id\n      title\n    }\n  }\n"): typeof import('./graphql').SaveSharedItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportIdentity {\n    supportIdentity {\n      identifier\n      name\n      email\n      createdAt\n      identifierHash\n    }\n  }\n"): typeof import('./graphql').SupportIdentityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportWidget {\n    supportWidget {\n      provider\n      baseUrl\n      websiteToken\n    }\n  }\n"): typeof import('./graphql').SupportWidgetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConnectExtension {\n    connectExtension {\n      accessToken\n      expiresAt\n      refreshToken\n      refreshExpiresAt\n      user {\n        id\n        email\n        name\n        planName\n      }\n    }\n  }\n"): typeof import('./graphql').ConnectExtensionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUserFields on User {\n    id\n    userId\n    email\n    name\n    givenName\n    familyName\n    profilePhoto\n    emailVerified\n    hasPassword\n    loginType\n    groups\n    isStaff\n    equippedTitle\n    referralCodeInternal\n    onboarded\n    planName\n    subscriptionStatus\n    priceCents\n    currentPeriodEnd\n    cancelAtPeriodEnd\n    dailyPromptLimit\n    bonusPrompts\n    promptLimitResetTime\n    creationDateTime\n    usage {\n      aiAmplifier\n      primer\n      mastermind\n      imagePrompt\n      veo3\n      jsonPrompting\n    }\n  }\n"): typeof import('./graphql').SessionUserFieldsFragmentDoc;
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
