import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { parseFrontMatter, renderArticle, renderMarkdown, slugify } from '../markdown';

const guideDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content/guide');

describe('guide markdown', () => {
  it('reads front matter', () => {
    const { data, body } = parseFrontMatter('---\ntitle: "A: B"\norder: 3\n---\n# Hi\n');
    expect(data).toEqual({ title: 'A: B', order: '3' });
    expect(body).toBe('# Hi\n');
  });

  it('gives headings ids and lists h2/h3 for the table of contents', () => {
    const { html, headings } = renderMarkdown(
      '## Say what "done" looks like\n\n### A & B\n\n## Say what "done" looks like\n',
    );
    expect(html).toContain('<h2 id="say-what-done-looks-like">');
    expect(html).toContain('<h2 id="say-what-done-looks-like-1">');
    expect(headings).toEqual([
      { id: 'say-what-done-looks-like', text: 'Say what "done" looks like', depth: 2 },
      { id: 'a-b', text: 'A & B', depth: 3 },
      { id: 'say-what-done-looks-like-1', text: 'Say what "done" looks like', depth: 2 },
    ]);
  });

  it('renders tables, code and escapes code content', () => {
    const { html } = renderMarkdown(
      '| a | b |\n| --- | --- |\n| 1 | 2 |\n\n```\n<email>hi</email>\n```\n',
    );
    expect(html).toContain('<table>');
    expect(html).toContain('&lt;email&gt;hi&lt;/email&gt;');
  });

  it('opens other sites in a new tab and keeps internal links', () => {
    const { html } = renderMarkdown('[x](https://example.com) and [y](/pricing)');
    expect(html).toContain('href="https://example.com" target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('<a href="/pricing">y</a>');
  });

  it('slugifies titles', () => {
    expect(slugify('Output formats & JSON')).toBe('output-formats-json');
    expect(slugify('Café <em>crème</em>')).toBe('cafe-creme');
  });

  it('requires a title and a description', () => {
    expect(() => renderArticle('# no front matter', 'x.md')).toThrow(/title and a description/);
  });

  it('has at least 8 real articles covering the required topics', () => {
    const files = readdirSync(guideDir).filter((file) => file.endsWith('.md'));
    expect(files.length).toBeGreaterThanOrEqual(8);
    const articles = files.map((file) =>
      renderArticle(readFileSync(path.join(guideDir, file), 'utf8'), file),
    );
    for (const slug of [
      'clarity',
      'roles',
      'structure',
      'examples',
      'reasoning',
      'output-formats',
      'image-prompts',
      'video-prompts',
    ]) {
      const article = articles.find((a) => a.meta.slug === slug);
      expect(article, slug).toBeDefined();
      expect(article!.html.length, slug).toBeGreaterThan(1500);
      expect(article!.html).not.toMatch(/lorem ipsum/i);
    }
    const orders = articles.map((a) => a.meta.order);
    expect(new Set(orders).size).toBe(orders.length);
  });
});
