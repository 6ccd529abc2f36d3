/**
 * The content script's behaviour on a page, in jsdom with a minimal in-memory stand-in for the
 * service worker (`chrome.runtime`): when the composer counts as not found, that a failure is
 * reported once per page load and step, the button's placement, and an enhance streamed into
 * a React-style textarea with Stop and Undo.
 */
import { chatgpt } from '@/content/adapters/chatgpt';
import { perplexity } from '@/content/adapters/perplexity';
import { ContentApp, FIND_COMPOSER_MS } from '@/content/app';
import type { EnhanceEvent, EnhanceStart, Message } from '@/shared/messages';
import { DEFAULT_SETTINGS } from '@/shared/settings';

interface FakePort {
  name: string;
  started: EnhanceStart[];
  disconnected: boolean;
  emit: (event: EnhanceEvent) => void;
}

let messages: Message[];
let ports: FakePort[];
let apps: ContentApp[] = [];

function startApp(adapter: typeof chatgpt): ContentApp {
  const app = new ContentApp(adapter);
  apps.push(app);
  app.start();
  return app;
}

function installChrome() {
  messages = [];
  ports = [];
  const runtime = {
    id: 'test-extension',
    sendMessage: (message: Message) => {
      messages.push(message);
      const data =
        message.type === 'GET_STATE'
          ? { user: null, settings: DEFAULT_SETTINGS, appUrl: DEFAULT_SETTINGS.serverUrl }
          : null;
      return Promise.resolve({ ok: true, data });
    },
    onMessage: { addListener: () => undefined, removeListener: () => undefined },
    connect: ({ name }: { name: string }) => {
      const onMessage: ((event: EnhanceEvent) => void)[] = [];
      const fake: FakePort = {
        name,
        started: [],
        disconnected: false,
        emit: (event) => onMessage.forEach((listener) => listener(event)),
      };
      ports.push(fake);
      return {
        name,
        postMessage: (start: EnhanceStart) => fake.started.push(start),
        disconnect: () => (fake.disconnected = true),
        onMessage: {
          addListener: (listener: (event: EnhanceEvent) => void) => onMessage.push(listener),
        },
        onDisconnect: { addListener: () => undefined },
      };
    },
  };
  vi.stubGlobal('chrome', { runtime });
}

const failures = () => messages.filter((m) => m.type === 'ADAPTER_FAILED');
const overlay = () => document.querySelector('superprompt-overlay')?.shadowRoot ?? null;
const launcher = () => overlay()?.querySelector('button.launcher') ?? null;
const enhanceHost = () => document.querySelector('superprompt-enhance');
const toastText = () => overlay()?.querySelector('.toast')?.textContent ?? '';

beforeEach(() => {
  vi.useFakeTimers();
  installChrome();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

afterEach(() => {
  apps.forEach((app) => app.dispose());
  apps = [];
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('finding the composer', () => {
  it('reports find-composer once per page load, after 8 seconds, and offers the launcher', async () => {
    document.body.innerHTML = '<main><p>Loading…</p></main>';
    startApp(chatgpt);
    await vi.advanceTimersByTimeAsync(FIND_COMPOSER_MS - 100);
    expect(failures()).toEqual([]);
    expect(launcher()).toBeNull();
    await vi.advanceTimersByTimeAsync(200);
    expect(failures()).toEqual([
      { type: 'ADAPTER_FAILED', site: 'chatgpt', adapterVersion: 1, step: 'find-composer' },
    ]);
    expect(launcher()?.getAttribute('aria-label')).toBe('Open Superprompt');

    // The composer shows up late: the button, and no launcher.
    document.body.innerHTML =
      '<form><div id="prompt-textarea" class="ProseMirror" contenteditable="true"></div><button data-testid="send-button"></button></form>';
    await vi.advanceTimersByTimeAsync(300);
    expect(launcher()).toBeNull();
    expect(enhanceHost()?.nextElementSibling?.getAttribute('data-testid')).toBe('send-button');

    // A navigation inside the app to a page without one: the launcher again, no second report.
    history.pushState(null, '', '/settings');
    document.body.innerHTML = '<main>Settings</main>';
    await vi.advanceTimersByTimeAsync(FIND_COMPOSER_MS + 500);
    expect(launcher()).not.toBeNull();
    expect(enhanceHost()?.isConnected ?? false).toBe(false);
    expect(failures()).toHaveLength(1);
  });

  it('gives each page inside the app its own 8 seconds', async () => {
    document.body.innerHTML = '<main></main>';
    startApp(chatgpt);
    await vi.advanceTimersByTimeAsync(FIND_COMPOSER_MS - 1000);
    history.pushState(null, '', '/c/123');
    document.body.append(document.createElement('div'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(failures()).toEqual([]);
    await vi.advanceTimersByTimeAsync(FIND_COMPOSER_MS);
    expect(failures()).toHaveLength(1);
  });

  it('reports nothing when the composer is there, and puts the button back after a re-render', async () => {
    document.body.innerHTML =
      '<form><div id="prompt-textarea" class="ProseMirror" contenteditable="true"></div><button data-testid="send-button"></button></form>';
    startApp(chatgpt);
    expect(enhanceHost()?.nextElementSibling?.getAttribute('data-testid')).toBe('send-button');
    // The site renders its composer anew.
    document.body.innerHTML =
      '<form><div id="prompt-textarea" class="ProseMirror" contenteditable="true"></div><button data-testid="send-button" id="new"></button></form>';
    await vi.advanceTimersByTimeAsync(300);
    expect(enhanceHost()?.nextElementSibling?.id).toBe('new');
    expect(document.querySelectorAll('superprompt-enhance')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(FIND_COMPOSER_MS * 2);
    expect(failures()).toEqual([]);
    expect(launcher()).toBeNull();
  });
});

describe('enhance', () => {
  function textareaPage(draft: string) {
    document.body.innerHTML =
      '<main><form><textarea id="ask-input"></textarea><button aria-label="Submit"></button></form></main>';
    const textarea = document.querySelector('textarea')!;
    textarea.value = draft;
    const app = startApp(perplexity);
    return { app, textarea };
  }

  it('streams into the composer, ends with the prompt, and Undo restores the draft', async () => {
    const { app, textarea } = textareaPage('draft about cats');
    await vi.advanceTimersByTimeAsync(0);
    app.enhance('MASTERMIND');
    const [port] = ports;
    expect(port?.started).toEqual([
      { description: 'draft about cats', tier: 'MASTERMIND', site: 'perplexity' },
    ]);
    port!.emit({ type: 'text', text: 'You are' });
    port!.emit({ type: 'text', text: 'You are a cat expert.' });
    await vi.advanceTimersByTimeAsync(50);
    expect(textarea.value).toBe('You are a cat expert.');
    port!.emit({ type: 'done', prompt: 'You are a cat expert.\n\nWrite about cats.' });
    expect(textarea.value).toBe('You are a cat expert.\n\nWrite about cats.');
    expect(port!.disconnected).toBe(true);
    expect(toastText()).toContain('Prompt enhanced.');
    [...overlay()!.querySelectorAll('button')].find((b) => b.textContent === 'Undo')!.click();
    expect(textarea.value).toBe('draft about cats');
    expect(failures()).toEqual([]);
  });

  it('puts the draft back on an error and on Stop', async () => {
    const { app, textarea } = textareaPage('my draft');
    await vi.advanceTimersByTimeAsync(0);
    app.enhance('PRIMER');
    ports[0]!.emit({ type: 'text', text: 'Half a prom' });
    await vi.advanceTimersByTimeAsync(50);
    ports[0]!.emit({
      type: 'error',
      error: { code: 'PLAN_LIMIT', message: 'No generations left.' },
    });
    expect(textarea.value).toBe('my draft');
    expect(toastText()).toContain('No generations left.');

    app.enhance('PRIMER');
    ports[1]!.emit({ type: 'text', text: 'Something else' });
    await vi.advanceTimersByTimeAsync(50);
    expect(textarea.value).toBe('Something else');
    app.stop();
    expect(ports[1]!.disconnected).toBe(true);
    expect(textarea.value).toBe('my draft');
  });

  it('does not enhance an empty draft', async () => {
    const { app } = textareaPage('   ');
    await vi.advanceTimersByTimeAsync(0);
    app.enhance('PRIMER');
    expect(ports).toEqual([]);
    expect(toastText()).toContain('Type your idea in the chat box first');
  });
});

describe('a write that does not land', () => {
  it('is reported once, keeps the draft, and copies the prompt instead', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    // An editor that takes every input over and does nothing with it.
    document.body.innerHTML =
      '<form><div id="prompt-textarea" class="ProseMirror" contenteditable="true">my draft</div></form>';
    const editor = document.getElementById('prompt-textarea')!;
    editor.addEventListener('beforeinput', (event) => event.preventDefault());
    editor.addEventListener('paste', (event) => event.preventDefault());
    const app = startApp(chatgpt);
    await vi.advanceTimersByTimeAsync(0);
    app.enhance('PRIMER');
    ports[0]!.emit({ type: 'done', prompt: 'The improved prompt.' });
    await vi.advanceTimersByTimeAsync(0);
    expect(editor.textContent).toBe('my draft');
    expect(writeText).toHaveBeenCalledWith('The improved prompt.');
    expect(toastText()).toContain('The improved prompt was copied. Paste it into the chat box.');
    expect(launcher()).not.toBeNull();
    app.enhance('PRIMER');
    ports[1]!.emit({ type: 'done', prompt: 'Another one.' });
    await vi.advanceTimersByTimeAsync(0);
    expect(failures()).toEqual([
      { type: 'ADAPTER_FAILED', site: 'chatgpt', adapterVersion: 1, step: 'write-draft' },
    ]);
    Reflect.deleteProperty(navigator, 'clipboard');
  });
});
