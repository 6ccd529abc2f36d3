/**
 * The feature pages' URL slugs (after /features/), kept apart from their copy so the router
 * can list the routes without loading every page's text.
 */
export const featureSlugs = [
  'prompt-generation',
  'prompt-sharing',
  'context-genies',
  'chrome-extension-page',
  'comparing-models',
  'sora-2',
  'sora-2-prompt-generator',
  'veo-3.1-prompt-generator',
] as const;

export type FeatureSlug = (typeof featureSlugs)[number];

/** The mobile menu's older spellings (spec point 2) and the pages they show. */
export const featureAliases: Record<string, FeatureSlug> = {
  promptgeneration: 'prompt-generation',
  promptSharing: 'prompt-sharing',
};
