/**
 * Every route the web app links to, typed. Components use `paths.x.getHref()` rather than
 * string literals so a renamed route is a compile error, not a broken link.
 */

function withQuery(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, value);
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** Longer prompts go to the playground in the router state only (`playgroundLinkState`). */
export const PLAYGROUND_PROMPT_QUERY_MAX = 1500;

export const paths = {
  home: { path: '/', getHref: () => '/' },
  reviews: { path: '/#reviews', getHref: () => '/#reviews' },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  features: {
    root: { path: '/features', getHref: () => '/features' },
    /** Every feature page, by slug: /features/:slug. */
    page: { path: '/features/:slug', getHref: (slug: string) => `/features/${slug}` },
    promptGeneration: { getHref: () => '/features/prompt-generation' },
    promptSharing: { getHref: () => '/features/prompt-sharing' },
    contextGenies: { getHref: () => '/features/context-genies' },
    chromeExtension: { getHref: () => '/features/chrome-extension-page' },
    comparingModels: { getHref: () => '/features/comparing-models' },
    sora2: { getHref: () => '/features/sora-2' },
    sora2PromptGenerator: { getHref: () => '/features/sora-2-prompt-generator' },
    veo31PromptGenerator: { getHref: () => '/features/veo-3.1-prompt-generator' },
    // The spec's mobile menu uses these two spellings.
    promptGenerationMobile: { getHref: () => '/features/promptgeneration' },
    promptSharingMobile: { getHref: () => '/features/promptSharing' },
  },
  pricingSection: { getHref: () => '/#pricing' },
  faq: { path: '/faq', getHref: () => '/faq' },
  contact: { path: '/contact-us', getHref: () => '/contact-us' },
  /** The browser extension's own pages (issue 23): not pre-rendered, see router.tsx. */
  extension: {
    welcome: { path: '/extension-welcome-page', getHref: () => '/extension-welcome-page' },
    uninstallFeedback: {
      path: '/extension-uninstall-feedback',
      getHref: (version?: string) => withQuery('/extension-uninstall-feedback', { v: version }),
    },
    install: { path: '/extension-install', getHref: () => '/extension-install' },
  },
  privacy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  cancelRefund: { path: '/cancel-refund', getHref: () => '/cancel-refund' },
  guide: {
    root: { path: '/prompt-engineering-guide', getHref: () => '/prompt-engineering-guide' },
    article: {
      path: '/prompt-engineering-guide/:slug',
      getHref: (slug: string) => `/prompt-engineering-guide/${encodeURIComponent(slug)}`,
    },
  },

  auth: {
    login: {
      path: '/login',
      getHref: (redirect?: string) => withQuery('/login', { redirect }),
    },
    signin: {
      path: '/signin',
      getHref: (redirect?: string) => withQuery('/signin', { redirect }),
    },
    signup: { path: '/signup', getHref: () => '/signup' },
    verifyEmail: {
      path: '/verify-email',
      getHref: (email?: string) => withQuery('/verify-email', { email }),
    },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
    onboarding: { path: '/onboarding', getHref: () => '/onboarding' },
    googleStart: {
      // Served by the Rust server, not the SPA: navigate with a full page load.
      getHref: (startPath: string, redirect: string) => withQuery(startPath, { redirect }),
    },
  },

  app: {
    dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
    settings: {
      path: '/dashboard/settings',
      getHref: (section?: 'plan-billing') =>
        section ? `/dashboard/settings#${section}` : '/dashboard/settings',
    },
    account: { path: '/dashboard/account', getHref: () => '/dashboard/account' },
    pricing: { path: '/dashboard/pricing', getHref: () => '/dashboard/pricing' },
    library: { path: '/dashboard/library', getHref: () => '/dashboard/library' },
    /** The assistant chat: a new conversation, or one of the user's by id. */
    chat: {
      path: '/dashboard/chat',
      getHref: () => '/dashboard/chat',
      conversation: {
        path: '/dashboard/chat/:id',
        getHref: (id: string) => `/dashboard/chat/${encodeURIComponent(id)}`,
      },
    },
    /** Achievements (spec point 2). */
    quests: { path: '/dashboard/quests', getHref: () => '/dashboard/quests' },
    /**
     * The testing playground. `prompt` prefills it: in the query (`?prompt=`) when it is short
     * enough for a URL; link with `state={playgroundLinkState(prompt)}` so a long one arrives too.
     */
    playground: {
      path: '/dashboard/test',
      getHref: (prompt?: string) =>
        withQuery('/dashboard/test', {
          prompt: prompt && prompt.length <= PLAYGROUND_PROMPT_QUERY_MAX ? prompt : undefined,
        }),
    },
  },
  /** Share links (spec point 2, share and embed layouts) and the public gallery. */
  sharing: {
    share: {
      path: '/share/:id',
      getHref: (id: string) => `/share/${encodeURIComponent(id)}`,
    },
    shareWithSlug: {
      path: '/share/:slug/:id',
      getHref: (slug: string, id: string) =>
        `/share/${encodeURIComponent(slug)}/${encodeURIComponent(id)}`,
    },
    embed: { path: '/embed/:id', getHref: (id: string) => `/embed/${encodeURIComponent(id)}` },
    gallery: { path: '/gallery', getHref: () => '/gallery' },
  },
  analytics: { path: '/analytics', getHref: () => '/analytics' },

  billing: {
    /** The local (test-mode) checkout confirmation page; the server sends users here. */
    checkout: {
      path: '/checkout/:id',
      getHref: (id: string) => `/checkout/${encodeURIComponent(id)}`,
    },
    /** Payment success (spec point 2, standalone). */
    success: { path: '/success', getHref: () => '/success' },
  },
} as const;

/** The router state a link to the playground carries: the prompt to test, whatever its length. */
export interface PlaygroundLinkState {
  prompt: string;
}

export function playgroundLinkState(prompt: string): PlaygroundLinkState {
  return { prompt };
}

/**
 * The router state a link to the assistant chat carries: `focusComposer` puts the cursor in the
 * message box; `draft` (a new conversation only) fills it, unsent, for the user to go on.
 */
export interface ChatLinkState {
  focusComposer?: boolean;
  draft?: string;
}

export function chatDraftLinkState(draft: string): ChatLinkState {
  return { focusComposer: true, draft };
}

export const DEFAULT_SIGNED_IN_PATH = paths.app.dashboard.getHref();
