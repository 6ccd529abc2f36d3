/** Copy of the extension's pages (welcome, install, uninstall survey), as data. */
import type { UninstallReason } from '@/lib/gql/graphql';

/** The uninstall survey's choices, in the server's order, with its wording. */
export const uninstallReasons: { value: UninstallReason; label: string }[] = [
  { value: 'NOT_USEFUL', label: 'It was not useful to me' },
  { value: 'DID_NOT_WORK', label: 'It did not work as expected' },
  { value: 'SITE_NOT_SUPPORTED', label: 'It does not support a site I use' },
  { value: 'TOO_SLOW', label: 'It slowed down my browser' },
  { value: 'PRIVACY', label: 'Privacy concerns' },
  { value: 'FOUND_ALTERNATIVE', label: 'I found something better' },
  { value: 'TEMPORARY', label: "Only for now; I'll be back" },
  { value: 'OTHER', label: 'Something else' },
];

export const UNINSTALL_DETAILS_MAX = 2000;

/** The chat sites the extension works in. */
export const extensionSites = ['ChatGPT', 'Claude', 'Gemini', 'Perplexity'] as const;
