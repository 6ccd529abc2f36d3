/**
 * The chat sites' composers, copied into local pages (`e2e/fixtures/`) and served at the real
 * addresses with `context.route`, so that the extension's real content script runs on them:
 * ChatGPT with a real ProseMirror editor, Claude with a plain contenteditable, Gemini with a
 * Quill 2 editor in `rich-textarea`, Perplexity with a textarea held in page state (as React
 * does). Every other request to those hosts is aborted: nothing leaves the machine.
 *
 * The ProseMirror page script is bundled once (Vite, IIFE) and cached by its inputs' hash.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

import type { BrowserContext, Route } from '@playwright/test';

import { E2E_DIR } from './env';

const FIXTURES = path.join(E2E_DIR, 'fixtures');
const require = createRequire(import.meta.url);

export type ChatSite = 'chatgpt' | 'claude' | 'gemini' | 'perplexity';

/** Each site's address and, in the fixture, where its composer is and how to read its text. */
export const CHAT_SITES: Record<ChatSite, { url: string; composer: string; name: string }> = {
  chatgpt: { url: 'https://chatgpt.com/', composer: '#prompt-textarea', name: 'ChatGPT' },
  claude: { url: 'https://claude.ai/new', composer: '#claude-input', name: 'Claude' },
  gemini: { url: 'https://gemini.google.com/app', composer: '.ql-editor', name: 'Gemini' },
  perplexity: { url: 'https://www.perplexity.ai/', composer: '#ask-input', name: 'Perplexity' },
};

/** A chatgpt.com page without a composer the adapter knows (a redesign). */
export const NO_COMPOSER_URL = 'https://chatgpt.com/redesigned';

const HOSTS: Record<string, ChatSite> = {
  'chatgpt.com': 'chatgpt',
  'chat.openai.com': 'chatgpt',
  'claude.ai': 'claude',
  'gemini.google.com': 'gemini',
  'www.perplexity.ai': 'perplexity',
  'perplexity.ai': 'perplexity',
};

let prosemirrorBundle: Promise<string> | null = null;

function packageVersion(name: string): string {
  // Some packages do not export their package.json: find it above their entry.
  let dir = path.dirname(require.resolve(name));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) {
    dir = path.dirname(dir);
  }
  const file = path.join(dir, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? '';
}

/** The ProseMirror fixture script, built with Vite's `build()` once per change of its inputs. */
async function buildProsemirror(): Promise<string> {
  const entry = path.join(FIXTURES, 'prosemirror.ts');
  const packages = [
    'prosemirror-model',
    'prosemirror-state',
    'prosemirror-view',
    'prosemirror-schema-basic',
  ];
  const hash = createHash('sha256')
    .update(readFileSync(entry))
    .update(packages.map((name) => `${name}@${packageVersion(name)}`).join(','))
    .digest('hex')
    .slice(0, 16);
  const cached = path.join(os.tmpdir(), 'superprompt-e2e-fixtures', `prosemirror-${hash}.js`);
  if (existsSync(cached)) return readFileSync(cached, 'utf8');

  const { build } = await import('vite');
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    root: FIXTURES,
    publicDir: false,
    build: {
      write: false,
      minify: false,
      sourcemap: false,
      lib: {
        entry,
        formats: ['iife'],
        name: 'prosemirrorFixture',
        fileName: () => 'prosemirror.js',
      },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  const chunk = results
    .flatMap((result) => ('output' in result ? result.output : []))
    .find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('the ProseMirror fixture did not build');
  mkdirSync(path.dirname(cached), { recursive: true });
  writeFileSync(cached, chunk.code);
  return chunk.code;
}

function prosemirrorScript(): Promise<string> {
  prosemirrorBundle ??= buildProsemirror().catch((error: unknown) => {
    prosemirrorBundle = null;
    throw error;
  });
  return prosemirrorBundle;
}

const PAGES: Record<ChatSite, string> = {
  chatgpt: 'chatgpt.html',
  claude: 'claude.html',
  gemini: 'gemini.html',
  perplexity: 'perplexity.html',
};

async function fulfil(route: Route): Promise<void> {
  const request = route.request();
  const url = new URL(request.url());
  const site = HOSTS[url.hostname];
  const fixture = url.pathname.startsWith('/__fixtures/') ? url.pathname.slice(12) : null;
  if (fixture === 'prosemirror.js') {
    return route.fulfill({ contentType: 'text/javascript', body: await prosemirrorScript() });
  }
  if (fixture === 'quill.js' || fixture === 'quill.core.css') {
    return route.fulfill({
      contentType: fixture.endsWith('.js') ? 'text/javascript' : 'text/css',
      body: readFileSync(require.resolve(`quill/dist/${fixture}`), 'utf8'),
    });
  }
  if (fixture === 'composer.css') {
    return route.fulfill({
      contentType: 'text/css',
      body: readFileSync(path.join(FIXTURES, 'composer.css'), 'utf8'),
    });
  }
  if (site && request.resourceType() === 'document') {
    const page = url.href === NO_COMPOSER_URL ? 'no-composer.html' : PAGES[site];
    return route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: readFileSync(path.join(FIXTURES, page), 'utf8'),
    });
  }
  return route.abort();
}

/** Serves the fixtures at the chat sites' addresses in `context` (and nothing else there). */
export async function routeChatSites(context: BrowserContext): Promise<void> {
  for (const host of Object.keys(HOSTS)) {
    await context.route(`https://${host}/**`, fulfil);
  }
}
