/**
 * The Chatwoot loader against a stand-in SDK: the script is added once from the configured
 * origin and started with the website token; the user is identified only once the widget is
 * ready (with the server's hash, when there is one); narrow screens hide it; sign-out resets
 * and hides it until the next sign-in.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

import {
  CHATWOOT_READY,
  chatwootScriptUrl,
  createSupportChat,
  type ChatwootApi,
  type ChatwootIdentity,
} from '../chatwoot';

const SETTINGS = { baseUrl: 'https://chat.example.com', websiteToken: 'tok123' };

const ADA: ChatwootIdentity = {
  identifier: 'u_ada',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  createdAt: '2026-11-01T09:30:00Z',
  identifierHash: 'a1b2c3',
};

/** What the stand-in SDK was asked, in order. */
let calls: unknown[][];
let run: Mock<(options: { websiteToken: string; baseUrl: string }) => void>;

function installSdk() {
  calls = [];
  const api: ChatwootApi = {
    hasLoaded: false,
    setUser: (...args) => calls.push(['setUser', ...args]),
    setCustomAttributes: (...args) => calls.push(['setCustomAttributes', ...args]),
    toggleBubbleVisibility: (...args) => calls.push(['toggleBubbleVisibility', ...args]),
    reset: () => calls.push(['reset']),
  };
  run = vi.fn(() => {
    window.$chatwoot = api;
  });
  window.chatwootSDK = { run };
  return api;
}

const scripts = () =>
  Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-support-chat]'));

/** The browser finished loading the SDK script. */
function scriptLoaded() {
  const [script] = scripts();
  if (!script) throw new Error('no SDK script');
  script.dispatchEvent(new Event('load'));
}

function widgetReady() {
  window.$chatwoot!.hasLoaded = true;
  window.dispatchEvent(new Event(CHATWOOT_READY));
}

beforeEach(() => {
  installSdk();
});

afterEach(() => {
  for (const script of scripts()) script.remove();
  delete window.chatwootSDK;
  delete window.$chatwoot;
  // A page has one chat; a test's chat that never got ready would hear the next test's.
  window.dispatchEvent(new Event(CHATWOOT_READY));
});

describe('support chat (Chatwoot)', () => {
  it('adds the SDK from the configured origin once and starts it with the website token', () => {
    const chat = createSupportChat();
    expect(chat.loaded).toBe(false);
    chat.load(SETTINGS);
    chat.load(SETTINGS);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]!.src).toBe('https://chat.example.com/packs/js/sdk.js');
    expect(run).not.toHaveBeenCalled();
    scriptLoaded();
    expect(run).toHaveBeenCalledExactlyOnceWith({
      websiteToken: 'tok123',
      baseUrl: 'https://chat.example.com',
    });
    expect(chatwootScriptUrl('https://chat.example.com/')).toBe(
      'https://chat.example.com/packs/js/sdk.js',
    );
  });

  it('identifies the user only once the widget is ready, with id, name, email, creation time and hash', () => {
    const chat = createSupportChat();
    chat.setWide(true);
    chat.load(SETTINGS);
    chat.identify(ADA);
    scriptLoaded();
    expect(calls).toEqual([]);
    widgetReady();
    expect(calls).toEqual([
      [
        'setUser',
        'u_ada',
        { name: 'Ada Lovelace', email: 'ada@example.com', identifier_hash: 'a1b2c3' },
      ],
      ['setCustomAttributes', { signed_up_at: '2026-11-01T09:30:00Z' }],
      ['toggleBubbleVisibility', 'show'],
    ]);
    // The same user again (a refetch, a re-render) is not sent twice.
    chat.identify({ ...ADA });
    expect(calls).toHaveLength(3);
  });

  it('sends no hash when the server has no identity secret', () => {
    const chat = createSupportChat();
    chat.setWide(true);
    chat.load(SETTINGS);
    scriptLoaded();
    widgetReady();
    chat.identify({ ...ADA, identifierHash: null });
    expect(calls.find((call) => call[0] === 'setUser')).toEqual([
      'setUser',
      'u_ada',
      { name: 'Ada Lovelace', email: 'ada@example.com' },
    ]);
  });

  it('hides the bubble below 768 px and shows it again when the screen widens', () => {
    const chat = createSupportChat();
    chat.setWide(true);
    chat.load(SETTINGS);
    scriptLoaded();
    widgetReady();
    chat.setWide(false);
    chat.setWide(true);
    expect(calls).toEqual([
      ['toggleBubbleVisibility', 'show'],
      ['toggleBubbleVisibility', 'hide'],
      ['toggleBubbleVisibility', 'show'],
    ]);
  });

  it('on sign-out resets the conversation and hides the chat until the next sign-in', () => {
    const chat = createSupportChat();
    chat.setWide(true);
    chat.load(SETTINGS);
    chat.identify(ADA);
    scriptLoaded();
    widgetReady();
    calls.length = 0;

    chat.shutDown();
    expect(calls).toEqual([['reset'], ['toggleBubbleVisibility', 'hide']]);
    // Widening the window does not bring it back for the next person at this screen.
    chat.setWide(false);
    chat.setWide(true);
    expect(calls).toHaveLength(2);

    // The next sign-in (the same user too) is identified afresh and shown.
    chat.identify(ADA);
    expect(calls.slice(2)).toEqual([
      ['setUser', 'u_ada', expect.objectContaining({ email: 'ada@example.com' })],
      ['setCustomAttributes', { signed_up_at: '2026-11-01T09:30:00Z' }],
      ['toggleBubbleVisibility', 'show'],
    ]);
  });

  it('a sign-out before the widget is ready resets it as soon as it is, and sends no user', () => {
    const chat = createSupportChat();
    chat.setWide(true);
    chat.load(SETTINGS);
    chat.identify(ADA);
    chat.shutDown();
    scriptLoaded();
    widgetReady();
    expect(calls).toEqual([['reset'], ['toggleBubbleVisibility', 'hide']]);
  });
});
