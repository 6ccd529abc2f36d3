/**
 * The extension's settings (chrome.storage.sync, so they follow the user's browser profile):
 * the server it talks to (the hosted service or a self-hosted instance) and the default tier
 * of the Enhance button. The keyboard shortcut is the browser's own (chrome://extensions/shortcuts).
 */
export const TIERS = ['PRIMER', 'AI_AMPLIFIER', 'MASTERMIND'] as const;
export type Tier = (typeof TIERS)[number];

export const TIER_LABELS: Record<Tier, string> = {
  PRIMER: 'Primer',
  AI_AMPLIFIER: 'AI Amplifier',
  MASTERMIND: 'Mastermind',
};

export interface Settings {
  /** The server's origin, e.g. https://superprompt.example.com (no trailing slash). */
  serverUrl: string;
  defaultTier: Tier;
}

/** `make run` serves here; a store build is configured with the hosted address. */
export const DEFAULT_SERVER_URL: string =
  (import.meta.env?.VITE_DEFAULT_SERVER_URL as string | undefined) || 'http://127.0.0.1:8080';

export const DEFAULT_SETTINGS: Settings = {
  serverUrl: DEFAULT_SERVER_URL,
  defaultTier: 'AI_AMPLIFIER',
};

export function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && (TIERS as readonly string[]).includes(value);
}

/**
 * A server address as typed in the options page, as an origin (`https://host[:port]`), or an
 * error message. Only http(s); http only for this machine (a token must not cross a network
 * in clear text).
 */
export function normalizeServerUrl(
  input: string,
): { ok: true; url: string } | { ok: false; message: string } {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return {
      ok: false,
      message:
        'Enter the address of your Superprompt server, e.g. https://superprompt.example.com.',
    };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, message: 'The address must start with https://.' };
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol === 'http:' && !local) {
    return { ok: false, message: 'Use https:// (http:// is only for a server on this computer).' };
  }
  return { ok: true, url: url.origin };
}

/** Reads the settings, filling in defaults for what is missing or invalid. */
export async function loadSettings(): Promise<Settings> {
  const stored = await chrome.storage.sync.get<Partial<Record<keyof Settings, unknown>>>([
    'serverUrl',
    'defaultTier',
  ]);
  const server = typeof stored.serverUrl === 'string' ? normalizeServerUrl(stored.serverUrl) : null;
  return {
    serverUrl: server?.ok ? server.url : DEFAULT_SETTINGS.serverUrl,
    defaultTier: isTier(stored.defaultTier) ? stored.defaultTier : DEFAULT_SETTINGS.defaultTier,
  };
}
