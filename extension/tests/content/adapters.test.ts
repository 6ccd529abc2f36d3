import {
  ADAPTERS,
  adapterForHost,
  buttonPlacement,
  findComposer,
  isPlaced,
  place,
} from '@/content/adapters';
import { chatgpt } from '@/content/adapters/chatgpt';
import { claude } from '@/content/adapters/claude';
import { gemini } from '@/content/adapters/gemini';
import { perplexity } from '@/content/adapters/perplexity';
import type { SiteAdapter } from '@/content/adapters/types';

afterEach(() => {
  document.body.replaceChildren();
});

describe('adapterForHost', () => {
  it.each([
    ['chatgpt.com', 'chatgpt'],
    ['chat.openai.com', 'chatgpt'],
    ['claude.ai', 'claude'],
    ['gemini.google.com', 'gemini'],
    ['www.perplexity.ai', 'perplexity'],
    ['perplexity.ai', 'perplexity'],
    ['ChatGPT.com', 'chatgpt'],
    ['claude.ai.', 'claude'],
  ])('%s is %s', (host, site) => {
    expect(adapterForHost(host)?.site).toBe(site);
  });

  it.each(['example.com', 'evilchatgpt.com', 'chatgpt.com.evil.net', 'google.com', 'ai'])(
    '%s has no adapter',
    (host) => {
      expect(adapterForHost(host)).toBeNull();
    },
  );

  it('covers every host the manifest injects the content script into', async () => {
    const { readFileSync } = await import('node:fs');
    const manifest = JSON.parse(readFileSync('manifest.json', 'utf8')) as {
      content_scripts: { matches: string[]; js: string[] }[];
    };
    const hosts = manifest.content_scripts
      .filter((script) => script.js.includes('content.js'))
      .flatMap((script) => script.matches.map((match) => new URL(match.replace('/*', '/')).host));
    expect(hosts.map((host) => adapterForHost(host)?.site ?? host).sort()).toEqual(
      ['chatgpt', 'chatgpt', 'claude', 'gemini', 'perplexity', 'perplexity'].sort(),
    );
    expect(new Set(ADAPTERS.flatMap((a) => a.hosts))).toEqual(new Set(hosts));
  });

  it('adapters are data with a version and at least one composer selector', () => {
    for (const adapter of ADAPTERS) {
      expect(adapter.version).toBeGreaterThanOrEqual(1);
      expect(adapter.composer.length).toBeGreaterThan(0);
      for (const selector of adapter.composer) {
        expect(() => document.querySelector(selector)).not.toThrow();
      }
    }
  });
});

function html(markup: string) {
  document.body.innerHTML = markup;
}

describe('findComposer', () => {
  it('takes the first selector in order, not the first element in the page', () => {
    html(`
      <div contenteditable="true" class="ProseMirror" id="generic"></div>
      <div contenteditable="true" class="ProseMirror" id="prompt-textarea"></div>`);
    expect(findComposer(chatgpt)?.id).toBe('prompt-textarea');
  });

  it('falls back to the next selector', () => {
    html(`<div contenteditable="true" class="ProseMirror" id="other"></div>`);
    expect(findComposer(chatgpt)?.id).toBe('other');
  });

  it("finds Claude's composer by test id, then any contenteditable in the fieldset", () => {
    html(`<fieldset><div contenteditable="true" id="plain"></div></fieldset>
      <div contenteditable="true" data-testid="chat-input" id="by-test-id"></div>`);
    expect(findComposer(claude)?.id).toBe('by-test-id');
    document.getElementById('by-test-id')!.remove();
    expect(findComposer(claude)?.id).toBe('plain');
  });

  it("finds Gemini's Quill editor inside rich-textarea first", () => {
    html(`<div class="ql-editor" contenteditable="true" id="loose"></div>
      <rich-textarea><div class="ql-editor" contenteditable="true" id="rich"></div></rich-textarea>`);
    expect(findComposer(gemini)?.id).toBe('rich');
  });

  it("finds Perplexity's textarea in order: #ask-input, placeholder, any in main", () => {
    html(
      `<main><textarea id="any"></textarea><textarea placeholder="Ask anything…" id="ask"></textarea></main>`,
    );
    expect(findComposer(perplexity)?.id).toBe('ask');
    html(`<main><textarea id="any"></textarea></main><textarea id="ask-input"></textarea>`);
    expect(findComposer(perplexity)?.id).toBe('ask-input');
    html(`<main><textarea id="any"></textarea></main>`);
    expect(findComposer(perplexity)?.id).toBe('any');
  });

  it('skips hidden, read-only and non-editable matches', () => {
    html(`
      <div hidden><div contenteditable="true" class="ProseMirror" id="prompt-textarea"></div></div>
      <div contenteditable="false" class="ProseMirror" id="locked"></div>`);
    expect(findComposer(chatgpt)).toBeNull();
    html(`<main><textarea readonly id="ro"></textarea><textarea disabled></textarea></main>`);
    expect(findComposer(perplexity)).toBeNull();
  });

  it('skips a selector that is not valid CSS', () => {
    const broken: SiteAdapter = { ...perplexity, composer: ['textarea[', 'main textarea'] };
    html(`<main><textarea id="ok"></textarea></main>`);
    expect(findComposer(broken)?.id).toBe('ok');
  });

  it('finds nothing on a page without a composer', () => {
    html(`<main><p>Hello</p></main>`);
    for (const adapter of ADAPTERS) expect(findComposer(adapter)).toBeNull();
  });
});

describe('buttonPlacement', () => {
  it("uses the adapter's anchor inside the composer's scope", () => {
    html(`<button data-testid="send-button" id="elsewhere"></button>
      <form><div id="prompt-textarea" class="ProseMirror" contenteditable="true"></div>
      <button data-testid="send-button" id="send"></button></form>`);
    const composer = findComposer(chatgpt)!;
    const placement = buttonPlacement(chatgpt, composer);
    expect(placement.anchor.id).toBe('send');
    expect(placement.position).toBe('before');

    const host = document.createElement('superprompt-enhance');
    place(host, placement);
    expect(host.nextElementSibling?.id).toBe('send');
    expect(isPlaced(host, placement)).toBe(true);
    // Placing again does not move it.
    place(host, placement);
    expect(document.querySelectorAll('superprompt-enhance')).toHaveLength(1);
  });

  it('falls back to right after the composer', () => {
    html(`<div><div id="prompt-textarea" class="ProseMirror" contenteditable="true"></div></div>`);
    const composer = findComposer(chatgpt)!;
    const placement = buttonPlacement(chatgpt, composer);
    expect(placement).toEqual({ anchor: composer, position: 'after' });
    const host = document.createElement('superprompt-enhance');
    place(host, placement);
    expect(composer.nextElementSibling).toBe(host);
  });

  it('never places the button inside the editor', () => {
    const adapter: SiteAdapter = {
      ...chatgpt,
      button: { anchor: '#prompt-textarea p', position: 'append' },
    };
    html(`<div id="prompt-textarea" class="ProseMirror" contenteditable="true"><p>x</p></div>`);
    const composer = findComposer(adapter)!;
    expect(buttonPlacement(adapter, composer)).toEqual({ anchor: composer, position: 'after' });
  });
});
