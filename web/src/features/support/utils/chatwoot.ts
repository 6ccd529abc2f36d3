/**
 * Chatwoot's website SDK, driven through its documented API: the script
 * `{baseUrl}/packs/js/sdk.js` is added once and started with `chatwootSDK.run`; once the
 * widget says `chatwoot:ready`, `$chatwoot.setUser` identifies the signed-in user (with the
 * server's `identifier_hash`), `toggleBubbleVisibility` shows or hides the bubble and `reset`
 * forgets the user's conversation in this browser.
 *
 * The controller keeps what should be (loaded, shown, who is identified) and applies it when
 * the widget is ready, so callers never wait for the SDK themselves.
 */

export interface ChatwootSettings {
  baseUrl: string;
  websiteToken: string;
}

export interface ChatwootIdentity {
  identifier: string;
  name: string;
  email: string;
  /** When the account was made (ISO 8601); sent as the contact attribute `signed_up_at`. */
  createdAt: string;
  identifierHash: string | null;
}

/** The part of `window.$chatwoot` we use (Chatwoot's SDK reference). */
export interface ChatwootApi {
  hasLoaded?: boolean;
  setUser: (identifier: string, user: Record<string, string>) => void;
  setCustomAttributes: (attributes: Record<string, string>) => void;
  toggleBubbleVisibility: (visibility: 'show' | 'hide') => void;
  reset: () => void;
}

declare global {
  interface Window {
    chatwootSDK?: { run: (options: { websiteToken: string; baseUrl: string }) => void };
    $chatwoot?: ChatwootApi;
  }
}

export const CHATWOOT_READY = 'chatwoot:ready';

/** The SDK's address for an instance at `baseUrl` (an origin). */
export function chatwootScriptUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/packs/js/sdk.js`;
}

export interface SupportChat {
  /** Adds the SDK once and starts it; later calls do nothing. */
  load: (settings: ChatwootSettings) => void;
  /** The screen is wide enough for the chat (768 px and up): shown, else hidden. */
  setWide: (wide: boolean) => void;
  /** Identifies the signed-in user (once per user) and shows the chat again after a sign-out. */
  identify: (identity: ChatwootIdentity) => void;
  /** Sign-out: forgets the user's conversation and hides the chat until the next sign-in. */
  shutDown: () => void;
  readonly loaded: boolean;
}

export function createSupportChat(win: Window = window): SupportChat {
  let script: HTMLScriptElement | null = null;
  let ready = false;
  let wide = false;
  let isShutDown = false;
  let resetDue = false;
  let wanted: ChatwootIdentity | null = null;
  let identified: string | null = null;
  let shown: boolean | null = null;

  const api = () => (ready ? win.$chatwoot : undefined);

  /** Brings the widget to the wanted state, once it is ready. */
  const sync = () => {
    const chat = api();
    if (!chat) return;
    if (resetDue) {
      resetDue = false;
      identified = null;
      chat.reset();
    }
    if (wanted && identified !== wanted.identifier) {
      const user: Record<string, string> = { name: wanted.name, email: wanted.email };
      if (wanted.identifierHash) user.identifier_hash = wanted.identifierHash;
      chat.setUser(wanted.identifier, user);
      chat.setCustomAttributes({ signed_up_at: wanted.createdAt });
      identified = wanted.identifier;
    }
    const show = wide && !isShutDown;
    if (shown !== show) {
      chat.toggleBubbleVisibility(show ? 'show' : 'hide');
      shown = show;
    }
  };

  const onReady = () => {
    ready = true;
    sync();
  };

  return {
    load(settings) {
      if (script) return;
      win.addEventListener(CHATWOOT_READY, onReady, { once: true });
      const doc = win.document;
      script = doc.createElement('script');
      script.src = chatwootScriptUrl(settings.baseUrl);
      script.async = true;
      script.defer = true;
      script.dataset.supportChat = 'chatwoot';
      script.addEventListener('load', () => {
        win.chatwootSDK?.run({
          websiteToken: settings.websiteToken,
          baseUrl: settings.baseUrl.replace(/\/+$/, ''),
        });
        // Already started in this page (the SDK runs once): it will not say ready again.
        if (win.$chatwoot?.hasLoaded) onReady();
      });
      doc.body.appendChild(script);
    },
    setWide(value) {
      wide = value;
      sync();
    },
    identify(identity) {
      isShutDown = false;
      wanted = identity;
      sync();
    },
    shutDown() {
      isShutDown = true;
      wanted = null;
      // Not ready yet (or not even loaded): the SDK's cookies may still hold the user's
      // conversation from an earlier page, so reset as soon as it is.
      resetDue = true;
      sync();
    },
    get loaded() {
      return script !== null;
    },
  };
}

let shared: SupportChat | null = null;

/** The page's one support chat. */
export function supportChat(): SupportChat {
  shared ??= createSupportChat();
  return shared;
}
