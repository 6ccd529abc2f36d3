/**
 * The messages between the extension's parts. Only the service worker talks to the server
 * (it holds the session); the content scripts, the popup and the options page ask it with
 * `chrome.runtime.sendMessage` (one answer) or, for a streamed enhance, a `chrome.runtime`
 * port named {@link ENHANCE_PORT}.
 *
 * Every answer is an {@link Answer}: `{ ok: true, data }` or `{ ok: false, error }` with the
 * server's stable error code (UNAUTHENTICATED, RATE_LIMITED, PLAN_LIMIT, …) or one of the
 * extension's own (SIGNED_OUT, NETWORK, BAD_MESSAGE).
 */
import type { AdapterFailure } from './adapter-failures';
import type { Settings, Tier } from './settings';

/** What the popup and the content scripts know of the signed-in user. */
export interface ExtensionUser {
  id: string;
  email: string;
  name: string;
  planName: string;
}

/** The session the web app hands over (`connectExtension`) and the server rotates. */
export interface StoredSession {
  accessToken: string;
  /** RFC 3339. */
  expiresAt: string;
  refreshToken: string;
  refreshExpiresAt: string;
  user: ExtensionUser;
}

/** A `{{variable}}` of a saved prompt (the server's `PromptVariable`). */
export interface PromptVariableInfo {
  name: string;
  type: 'TEXT' | 'LONG' | 'NUMBER' | 'OPTIONS';
  options: string[];
  default: string | null;
  required: boolean;
}

/** A saved prompt as the picker and the popup show it. */
export interface PromptSummary {
  id: string;
  title: string;
  text: string;
  folderName: string | null;
  updatedAt: string;
  template: {
    variables: PromptVariableInfo[];
    segments: { text: string | null; variable: string | null }[];
  };
}

/** A recent generation, for the popup. */
export interface RecentGeneration {
  id: string;
  description: string;
  prompt: string;
  createdAt: string;
}

export interface ExtensionState {
  user: ExtensionUser | null;
  settings: Settings;
  /** The web app's address for links (sign in, library, settings). */
  appUrl: string;
}

export interface ErrorInfo {
  code: string;
  message: string;
}

export type Answer<T> = { ok: true; data: T } | { ok: false; error: ErrorInfo };

/** Requests to the service worker, with the type of their answer's `data`. */
export interface RequestMap {
  /** Whether signed in, as whom, and the settings. */
  GET_STATE: { request: Record<string, never>; answer: ExtensionState };
  /** From the web app's page (bridge content script): the extension's own new session. */
  WEB_SIGNED_IN: { request: { session: StoredSession; origin: string }; answer: ExtensionUser };
  /** From the web app's page: the user signed out there. */
  WEB_SIGNED_OUT: { request: { origin: string }; answer: null };
  /** From the popup: end the extension's session. */
  SIGN_OUT: { request: Record<string, never>; answer: null };
  /** Save a draft into the "Extension Prompts" folder. */
  SAVE_PROMPT: { request: { text: string; title?: string; site?: string }; answer: PromptSummary };
  /** The user's saved prompts, newest first, or those matching `query`. */
  LIST_PROMPTS: { request: { query?: string }; answer: PromptSummary[] };
  /** The user's last generations (popup). */
  RECENT_GENERATIONS: { request: Record<string, never>; answer: RecentGeneration[] };
  /** Quick generate from the popup (not streamed): the improved prompt. */
  GENERATE: { request: { description: string; tier: Tier }; answer: { prompt: string } };
  /** A prompt was used in a chat site (inserted, enhanced): counts as extension use. */
  TRACK_USE: { request: { site: string }; answer: null };
  /** A site adapter could not find or write the composer. */
  ADAPTER_FAILED: { request: Omit<AdapterFailure, 'count' | 'lastAt'>; answer: null };
  /** Settings changed from the options page or a content script menu. */
  UPDATE_SETTINGS: { request: Partial<Settings>; answer: Settings };
  /** Opens a page of the web app (sign in, library…) in a new tab. */
  OPEN_APP: { request: { path: string }; answer: null };
}

export type RequestType = keyof RequestMap;

export type Message = {
  [K in RequestType]: { type: K } & RequestMap[K]['request'];
}[RequestType];

/** Sends a request to the service worker and returns its data, or throws an {@link ExtensionError}. */
export async function ask<K extends RequestType>(
  type: K,
  request: RequestMap[K]['request'],
): Promise<RequestMap[K]['answer']> {
  let answer: Answer<RequestMap[K]['answer']> | undefined;
  try {
    answer = await chrome.runtime.sendMessage<Message, Answer<RequestMap[K]['answer']> | undefined>(
      { type, ...request } as Message,
    );
  } catch {
    throw new ExtensionError(
      'EXTENSION_RELOADED',
      'Superprompt was updated or restarted. Reload this page to use it.',
    );
  }
  if (!answer) throw new ExtensionError('NETWORK', 'Superprompt did not answer. Please try again.');
  if (!answer.ok) throw new ExtensionError(answer.error.code, answer.error.message);
  return answer.data;
}

export class ExtensionError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ExtensionError';
  }
}

/** The port a content script opens for one streamed enhance. */
export const ENHANCE_PORT = 'superprompt-enhance';

/** The first (and only) message a content script posts on an enhance port. */
export interface EnhanceStart {
  description: string;
  tier: Tier;
  site: string;
}

/** What the service worker posts back on an enhance port; disconnecting cancels. */
export type EnhanceEvent =
  | { type: 'text'; text: string }
  | { type: 'done'; prompt: string }
  | { type: 'error'; error: ErrorInfo };

/** Sent by the service worker to a tab's content script (the keyboard shortcut). */
export type TabCommand = { type: 'ENHANCE_SHORTCUT' };
