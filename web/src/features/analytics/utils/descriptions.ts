/** The metrics' descriptions, quoted from docs/analytics.md (where every formula is written). */
export const REFERRAL_DESCRIPTIONS = {
  totalSignups: 'people',
  paidConversions: 'people with a paid conversion',
  totalRevenue:
    'the paid plan’s price (PRO 9.99, ANNUAL_PRO 99.99), or 4.99 when only a 3-Day Pass was bought, else 0',
  conversionRate:
    'paidConversions / totalSignups × 100 over all people (not a mean of the codes’ rates)',
  averageTimeToConversion: 'Σ time to conversion / paidConversions',
} as const;

export const CHURN_DESCRIPTIONS = {
  averageDaysToChurn: 'Σ days active / totalChurned',
  totalRevenueImpact: 'Σ revenue impact',
} as const;

export const KPI_DESCRIPTIONS = {
  weeklyActivePowerUsers: 'active users with at least 5 generations in the week',
  algorithmAdoptionRate: 'totalAlgorithmUsers / totalActiveUsers × 100',
  chromeExtensionWeeklyActiveRate: 'totalExtensionUsers / totalActiveUsers × 100',
  promptLibrarySaveRate: 'totalPromptSavers / totalPromptGenerators × 100',
  freeToPaidConversionIndicator:
    'totalFreeLimitHitters / freeUsers × 100: Free users pressing on the limit, the leading sign of an upgrade',
  multiLLMTestingAdoption: 'users who tested on several models / totalActiveUsers × 100',
  sevenDayNewUserActivationRate: 'totalActivatedNewUsers / totalNewSignups × 100',
  monthlyChurnRate: 'totalChurnedUsers / (totalPaidUsers + totalChurnedUsers) × 100',
  totalActiveUsers: 'users with any activity in the week',
  totalExtensionUninstalls: 'uninstall surveys received in the week',
} as const;

/** The footer note (spec point 2; docs/analytics.md "Data sources"). */
export const DATA_SOURCES_NOTE =
  'signup_date in referral tracking is the payment/conversion date; creation_date_time of the user record is the real registration date; cancel_date is the churn date.';
