/**
 * One streamed enhance over a `chrome.runtime` port (the service worker does the rest):
 * EnhanceStart out, `text` (the whole text so far), then `done` or `error` back. Disconnecting
 * the port cancels it on the worker's side.
 */
import {
  ENHANCE_PORT,
  type EnhanceEvent,
  type EnhanceStart,
  type ErrorInfo,
} from '@/shared/messages';

export interface EnhanceHandlers {
  text: (text: string) => void;
  done: (prompt: string) => void;
  error: (error: ErrorInfo) => void;
}

export const RELOADED: ErrorInfo = {
  code: 'EXTENSION_RELOADED',
  message: 'Superprompt was updated or restarted. Reload this page to use it.',
};

const STOPPED_EARLY: ErrorInfo = {
  code: 'NETWORK',
  message: 'Superprompt stopped before the prompt was finished. Please try again.',
};

/** Starts an enhance; the function returned cancels it (no handler runs after that). */
export function streamEnhance(start: EnhanceStart, on: EnhanceHandlers): () => void {
  let port: chrome.runtime.Port;
  let over = false;
  const finish = () => {
    over = true;
    try {
      port.disconnect();
    } catch {
      // Already gone.
    }
  };
  try {
    port = chrome.runtime.connect({ name: ENHANCE_PORT });
  } catch {
    queueMicrotask(() => on.error(RELOADED));
    return () => undefined;
  }
  port.onMessage.addListener((event: EnhanceEvent) => {
    if (over) return;
    switch (event.type) {
      case 'text':
        on.text(event.text);
        break;
      case 'done':
        finish();
        on.done(event.prompt);
        break;
      case 'error':
        finish();
        on.error(event.error);
        break;
    }
  });
  port.onDisconnect.addListener(() => {
    if (over) return;
    over = true;
    on.error(STOPPED_EARLY);
  });
  port.postMessage(start);
  return finish;
}
