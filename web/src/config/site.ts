/**
 * Menus and copy that marketing may change, kept as data. Layouts render these lists; they
 * hold no links of their own.
 */
import { env } from './env';
import { paths } from './paths';

export interface NavLink {
  label: string;
  href: string;
  /** Opens outside the app (full navigation, new tab). */
  external?: boolean;
  badge?: 'NEW';
  description?: string;
}

export const site = {
  name: env.APP_NAME,
  tagline: 'Turn a short task into a better prompt.',
} as const;

export const featuresMenu: NavLink[] = [
  {
    label: 'Prompt Generation',
    href: paths.features.promptGeneration.getHref(),
    description: 'Three models turn a rough task into a Super Prompt.',
  },
  {
    label: 'Sharing Prompts',
    href: paths.features.promptSharing.getHref(),
    description: 'Share a prompt or a whole folder with one link.',
  },
  {
    label: 'Context Genies',
    href: paths.features.contextGenies.getHref(),
    description: 'Save context once and reuse it in every prompt.',
  },
  {
    label: 'Chrome Extension',
    href: paths.features.chromeExtension.getHref(),
    description: 'Super Prompts inside ChatGPT, Claude and Gemini.',
  },
  {
    label: 'Comparing Models',
    href: paths.features.comparingModels.getHref(),
    description: 'Test one prompt on several models side by side.',
  },
  {
    label: 'Sora 2 Prompt Generator',
    href: paths.features.sora2PromptGenerator.getHref(),
    badge: 'NEW',
    description: 'Video prompts written for Sora 2.',
  },
  {
    label: 'Veo 3.1 Prompt Generator',
    href: paths.features.veo31PromptGenerator.getHref(),
    badge: 'NEW',
    description: 'Video prompts for Veo 3.1, with optional image input.',
  },
];

/** Header links either side of the Features dropdown. */
export const mainNav = {
  home: { label: 'Home', href: paths.home.getHref() } satisfies NavLink,
  pricing: { label: 'Pricing', href: paths.pricing.getHref() } satisfies NavLink,
  /**
   * The install page, which links to the store when the operator configured one; the header
   * points straight at the store once `siteInfo.extensionStoreUrl` is known (at run time: the
   * pre-rendered pages can't know it).
   */
  extension: {
    label: 'Get Chrome Extension',
    href: paths.extension.install.getHref(),
  } satisfies NavLink,
  login: { label: 'Login', href: paths.auth.login.getHref() } satisfies NavLink,
};

/** The mobile menu (under 768 px): the header's links plus Reviews (shown when there are reviews). */
export const mobileMenu: NavLink[] = [
  mainNav.home,
  ...featuresMenu.map((item) => {
    // The spec's mobile menu links these two pages by their older spellings.
    if (item.label === 'Prompt Generation') {
      return { ...item, href: paths.features.promptGenerationMobile.getHref() };
    }
    if (item.label === 'Sharing Prompts') {
      return { ...item, href: paths.features.promptSharingMobile.getHref() };
    }
    return item;
  }),
  mainNav.pricing,
  { label: 'Reviews', href: paths.reviews.getHref() },
  mainNav.extension,
];

export const footerNav: { title: string; links: NavLink[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', href: paths.features.root.getHref() },
      { label: 'Pricing', href: paths.pricing.getHref() },
      { label: 'Chrome Extension', href: paths.features.chromeExtension.getHref() },
      { label: 'Prompt engineering guide', href: paths.guide.root.getHref() },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'FAQ', href: paths.faq.getHref() },
      { label: 'Contact us', href: paths.contact.getHref() },
      { label: 'Cancellation & refunds', href: paths.cancelRefund.getHref() },
    ],
  },
  {
    title: 'Legal',
    links: [{ label: 'Privacy policy', href: paths.privacy.getHref() }],
  },
];

/** Links in the signed-in top bar. `group` limits a link to members of one of the groups. */
export const dashboardNav: (NavLink & { groups?: readonly string[] })[] = [
  { label: 'Dashboard', href: paths.app.dashboard.getHref() },
  { label: 'Library', href: paths.app.library.getHref() },
  { label: 'Playground', href: paths.app.playground.getHref() },
  { label: 'Assistant', href: paths.app.chat.getHref() },
  { label: 'Quests', href: paths.app.quests.getHref() },
  { label: 'Pricing', href: paths.app.pricing.getHref() },
  { label: 'Settings', href: paths.app.settings.getHref() },
  {
    label: 'Analytics',
    href: paths.analytics.getHref(),
    groups: ['analytics-viewers', 'analytics-viewer'],
  },
];

export const userMenu: NavLink[] = [{ label: 'Settings', href: paths.app.settings.getHref() }];

/** Groups allowed into /analytics: the spec names it both ways. */
export const ANALYTICS_GROUPS = ['analytics-viewers', 'analytics-viewer'] as const;
/** The group named in the "Access denied" message. */
export const ANALYTICS_GROUP_LABEL = 'analytics-viewers';

/**
 * "Open in" targets for a generated prompt. Pre-filling by URL is unofficial and may stop
 * working (Gemini has no such parameter), so the app always copies the prompt first; the
 * link only saves a paste. Very long prompts are not put in the URL at all.
 */
export interface OpenInTarget {
  id: 'chatgpt' | 'claude' | 'gemini' | 'perplexity';
  label: string;
  href: (prompt: string) => string;
}

/** Longer prompts stay on the clipboard only: browsers and sites cut long URLs. */
export const OPEN_IN_MAX_QUERY = 6000;

function withPrompt(base: string, prompt: string): string {
  const encoded = encodeURIComponent(prompt);
  return encoded.length > OPEN_IN_MAX_QUERY ? base : `${base}?q=${encoded}`;
}

export const openInTargets: OpenInTarget[] = [
  { id: 'chatgpt', label: 'ChatGPT', href: (p) => withPrompt('https://chatgpt.com/', p) },
  { id: 'claude', label: 'Claude', href: (p) => withPrompt('https://claude.ai/new', p) },
  { id: 'gemini', label: 'Gemini', href: () => 'https://gemini.google.com/app' },
  {
    id: 'perplexity',
    label: 'Perplexity',
    href: (p) => withPrompt('https://www.perplexity.ai/search', p),
  },
];
