import { describe, expect, it } from 'vitest';

import { completeCanonical, renderHeadTags } from '@/lib/page-meta';

import { injectPage, lowPriorityScripts, outputFileFor } from '../html';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Default."
    />
    <title>Superprompt</title>
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('pre-render files', () => {
  it('follows the server convention for file names', () => {
    expect(outputFileFor('/')).toBe('index.html');
    expect(outputFileFor('/features')).toBe('features.html');
    expect(outputFileFor('/features/veo-3.1-prompt-generator')).toBe(
      'features/veo-3.1-prompt-generator.html',
    );
    expect(outputFileFor('/prompt-engineering-guide/clarity/')).toBe(
      'prompt-engineering-guide/clarity.html',
    );
    expect(() => outputFileFor('/../etc/passwd')).toThrow();
  });

  it('puts the page into the shell and replaces the default title and description', () => {
    const head = renderHeadTags(
      { title: 'Features', description: 'All of it & more' },
      '/features',
      'https://prompts.example.com',
    );
    const html = injectPage(TEMPLATE, { html: '<main>$& Hello</main>', head });
    expect(html).toContain('<div id="root"><main>$& Hello</main></div>');
    expect(html).not.toContain('Default.');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Features · Superprompt</title>');
    expect(html).toContain('<meta name="description" content="All of it &amp; more" />');
    expect(html).toContain('<link rel="canonical" href="https://prompts.example.com/features" />');
    expect(html).toContain(
      '<meta property="og:url" content="https://prompts.example.com/features" />',
    );
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it('writes a path-only canonical and no og:url when the public URL is unknown', () => {
    const head = renderHeadTags({ title: 'FAQ', description: 'Answers' }, '/faq', undefined);
    expect(head).toContain('<link rel="canonical" href="/faq" />');
    expect(head).not.toContain('og:url');
    expect(head).toContain('og:title');
  });

  it('completes the canonical link and og:url in the browser', () => {
    document.head.innerHTML = '<link rel="canonical" href="/faq" />';
    completeCanonical(document);
    const url = `${window.location.origin}/faq`;
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
    expect(document.head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      url,
    );
  });

  it('fails loudly on a template without an empty root', () => {
    expect(() => injectPage('<html><body></body></html>', { html: '', head: '' })).toThrow();
  });
});

describe('lowPriorityScripts', () => {
  it('asks for module scripts and preloads at low priority, once', () => {
    const html =
      '<script src="/theme-init.js"></script><script type="module" crossorigin src="/a.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/b.js"><link rel="stylesheet" href="/c.css">';
    const low = lowPriorityScripts(html);
    expect(low).toBe(
      '<script src="/theme-init.js"></script><script type="module" fetchpriority="low" crossorigin src="/a.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/b.js"><link rel="stylesheet" href="/c.css">',
    );
    expect(lowPriorityScripts(low)).toBe(low);
  });
});
