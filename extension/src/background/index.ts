/**
 * The service worker: the only part of the extension that talks to the server. It answers the
 * content scripts, the popup and the options page (`shared/messages.ts`), streams enhances over
 * ports, opens the welcome page on install, sets the uninstall survey's address, and runs the
 * keyboard shortcut.
 */
import { FAILURES_KEY, recordFailure, type AdapterFailure } from '@/shared/adapter-failures';
import {
  ENHANCE_PORT,
  type Answer,
  type EnhanceEvent,
  type EnhanceStart,
  type ExtensionState,
  type Message,
  type RecentGeneration,
  type StoredSession,
  type TabCommand,
} from '@/shared/messages';
import { isTier, loadSettings, normalizeServerUrl, type Settings } from '@/shared/settings';

import { ApiError, request, SIGNED_OUT, toErrorInfo } from './api';
import { syncBridgeRegistration } from './bridge-registration';
import { generate } from './generate';
import { listPrompts, savePrompt } from './library';
import {
  ExtensionRecentGenerationsDocument,
  ExtensionTrackUseDocument,
  SignOutExtensionDocument,
} from './operations';
import { clearSession, getSession, setSession } from './session';

// The session lives in storage.local: keep it out of the content scripts' reach.
void chrome.storage.local.setAccessLevel?.({ accessLevel: 'TRUSTED_CONTEXTS' });

const EXTENSION_PAGES = chrome.runtime.getURL('');

async function uninstallUrl(): Promise<string> {
  const { serverUrl } = await loadSettings();
  const version = encodeURIComponent(chrome.runtime.getManifest().version);
  return `${serverUrl}/extension-uninstall-feedback?v=${version}`;
}

async function setUninstallUrl(): Promise<void> {
  await chrome.runtime.setUninstallURL(await uninstallUrl());
}

chrome.runtime.onInstalled.addListener((details) => {
  void (async () => {
    await setUninstallUrl();
    await syncBridgeRegistration();
    if (details.reason === 'install') {
      const { serverUrl } = await loadSettings();
      await chrome.tabs.create({ url: `${serverUrl}/extension-welcome-page` });
    }
  })();
});

chrome.runtime.onStartup.addListener(() => {
  void setUninstallUrl();
});

chrome.storage.onChanged.addListener((changes, area) => {
  if (area === 'sync' && 'serverUrl' in changes) {
    // Another server: this session means nothing there.
    void clearSession();
    void setUninstallUrl();
    void syncBridgeRegistration();
  }
});
chrome.permissions.onAdded.addListener(() => void syncBridgeRegistration());
chrome.permissions.onRemoved.addListener(() => void syncBridgeRegistration());

chrome.commands.onCommand.addListener((command, tab) => {
  if (command !== 'enhance-draft' || tab?.id === undefined) return;
  const message: TabCommand = { type: 'ENHANCE_SHORTCUT' };
  chrome.tabs.sendMessage(tab.id, message).catch(() => {
    // No content script in that tab (not a chat site): nothing to enhance.
  });
});

/**
 * The popup and the options page (which opens in a tab): the extension's own pages. A content
 * script's `sender.url` is its web page's address, never `chrome-extension://<id>/`.
 */
function fromExtensionPage(sender: chrome.runtime.MessageSender): boolean {
  return (sender.url ?? '').startsWith(EXTENSION_PAGES);
}

/** Whether a message comes from the web app's own page (the configured server's origin). */
async function fromWebApp(sender: chrome.runtime.MessageSender): Promise<boolean> {
  if (sender.tab === undefined || sender.frameId !== 0 || !sender.origin) return false;
  const { serverUrl } = await loadSettings();
  return sender.origin === serverUrl;
}

function validSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  const user = s.user as Record<string, unknown> | null | undefined;
  return (
    ['accessToken', 'expiresAt', 'refreshToken', 'refreshExpiresAt'].every(
      (k) => typeof s[k] === 'string',
    ) &&
    typeof user === 'object' &&
    user !== null &&
    ['id', 'email', 'name', 'planName'].every((k) => typeof user[k] === 'string')
  );
}

const BAD_MESSAGE = new ApiError('BAD_MESSAGE', 'Superprompt did not understand that request.');
const FORBIDDEN = new ApiError('FORBIDDEN', 'That request is not allowed from this page.');

async function state(): Promise<ExtensionState> {
  const [session, settings] = await Promise.all([getSession(), loadSettings()]);
  return { user: session?.user ?? null, settings, appUrl: settings.serverUrl };
}

async function updateSettings(changes: Partial<Settings>, fromPage: boolean): Promise<Settings> {
  const next: Partial<Settings> = {};
  if (changes.defaultTier !== undefined) {
    if (!isTier(changes.defaultTier)) throw BAD_MESSAGE;
    next.defaultTier = changes.defaultTier;
  }
  if (changes.serverUrl !== undefined) {
    // Only the options page may point the extension at another server.
    if (!fromPage) throw FORBIDDEN;
    const normalized = normalizeServerUrl(changes.serverUrl);
    if (!normalized.ok) throw new ApiError('BAD_USER_INPUT', normalized.message);
    next.serverUrl = normalized.url;
  }
  await chrome.storage.sync.set(next);
  return loadSettings();
}

async function trackUse(): Promise<void> {
  if (!(await getSession())) return;
  await request(ExtensionTrackUseDocument, {}, { feature: 'extension', component: 'UsageTracker' });
}

async function recordAdapterFailure(
  failure: Omit<AdapterFailure, 'count' | 'lastAt'>,
): Promise<void> {
  const stored =
    await chrome.storage.local.get<Record<string, AdapterFailure[] | undefined>>(FAILURES_KEY);
  await chrome.storage.local.set({
    [FAILURES_KEY]: recordFailure(stored[FAILURES_KEY] ?? [], failure, new Date()),
  });
}

/** Ends a session the extension no longer holds on the server too (best effort: offline, the
 * refresh token simply expires). */
async function endOnServer(session: StoredSession, component: string): Promise<void> {
  await request(
    SignOutExtensionDocument,
    { refreshToken: session.refreshToken },
    { feature: 'auth', component, auth: false },
  ).catch(() => undefined);
}

async function handle(message: Message, sender: chrome.runtime.MessageSender): Promise<unknown> {
  const page = fromExtensionPage(sender);
  switch (message.type) {
    case 'GET_STATE':
      return state();
    case 'WEB_SIGNED_IN': {
      if (!(await fromWebApp(sender))) throw FORBIDDEN;
      if (!validSession(message.session)) throw BAD_MESSAGE;
      const previous = await getSession();
      await setSession(message.session);
      // The session it replaces is ended on the server (a new sign-in, perhaps as someone else).
      if (previous && previous.refreshToken !== message.session.refreshToken) {
        await endOnServer(previous, 'WebBridge');
      }
      return message.session.user;
    }
    case 'WEB_SIGNED_OUT':
    case 'SIGN_OUT': {
      if (message.type === 'WEB_SIGNED_OUT' ? !(await fromWebApp(sender)) : !page) throw FORBIDDEN;
      const session = await getSession();
      await clearSession();
      if (session) await endOnServer(session, message.type === 'SIGN_OUT' ? 'Popup' : 'WebBridge');
      return null;
    }
    case 'SAVE_PROMPT': {
      if (typeof message.text !== 'string' || !message.text.trim()) {
        throw new ApiError('BAD_USER_INPUT', 'There is nothing in the chat box to save.');
      }
      const saved = await savePrompt(message.text, message.title);
      void trackUse().catch(() => undefined);
      return saved;
    }
    case 'LIST_PROMPTS':
      return listPrompts(message.query);
    case 'RECENT_GENERATIONS': {
      const data = await request(
        ExtensionRecentGenerationsDocument,
        { limit: 5 },
        { feature: 'generation', component: 'PopupRecent' },
      );
      return data.generations satisfies RecentGeneration[];
    }
    case 'GENERATE': {
      if (!page) throw FORBIDDEN;
      if (!isTier(message.tier) || !message.description?.trim()) throw BAD_MESSAGE;
      const prompt = await generate(
        message.description,
        message.tier,
        () => undefined,
        new AbortController().signal,
      );
      void trackUse().catch(() => undefined);
      return { prompt };
    }
    case 'TRACK_USE':
      await trackUse();
      return null;
    case 'ADAPTER_FAILED':
      await recordAdapterFailure({
        site: message.site,
        adapterVersion: message.adapterVersion,
        step: message.step,
      });
      return null;
    case 'UPDATE_SETTINGS': {
      const { type: _type, ...changes } = message;
      return updateSettings(changes, page);
    }
    case 'OPEN_APP': {
      const { serverUrl } = await loadSettings();
      const path =
        typeof message.path === 'string' && message.path.startsWith('/') ? message.path : '/';
      await chrome.tabs.create({ url: `${serverUrl}${path}` });
      return null;
    }
    default:
      throw BAD_MESSAGE;
  }
}

chrome.runtime.onMessage.addListener(
  (message: Message, sender, sendResponse: (answer: Answer<unknown>) => void) => {
    if (sender.id !== chrome.runtime.id) return false;
    handle(message, sender).then(
      (data) => sendResponse({ ok: true, data }),
      (error: unknown) => sendResponse({ ok: false, error: toErrorInfo(error) }),
    );
    return true;
  },
);

chrome.runtime.onConnect.addListener((port) => {
  if (port.name !== ENHANCE_PORT || port.sender?.id !== chrome.runtime.id) return;
  const controller = new AbortController();
  const send = (event: EnhanceEvent) => {
    try {
      port.postMessage(event);
    } catch {
      controller.abort();
    }
  };
  port.onDisconnect.addListener(() => controller.abort());
  port.onMessage.addListener((start: EnhanceStart) => {
    void (async () => {
      try {
        if (
          typeof start.description !== 'string' ||
          !start.description.trim() ||
          !isTier(start.tier)
        ) {
          throw new ApiError(
            'BAD_USER_INPUT',
            'Type something in the chat box first, then enhance it.',
          );
        }
        if (!(await getSession())) throw SIGNED_OUT;
        const prompt = await generate(
          start.description,
          start.tier,
          (text) => send({ type: 'text', text }),
          controller.signal,
        );
        send({ type: 'done', prompt });
        void trackUse().catch(() => undefined);
      } catch (error) {
        if (!controller.signal.aborted) send({ type: 'error', error: toErrorInfo(error) });
      }
    })();
  });
});
