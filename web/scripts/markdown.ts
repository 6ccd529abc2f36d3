/**
 * Build-time Markdown for the guide (web/content/guide/*.md). A Vite plugin turns each
 * article into a module exporting `meta` (its front matter) and `html` (rendered here, once,
 * at build time), so the browser ships no Markdown parser. The content is ours (in the repo),
 * so raw HTML in it is allowed; links to other sites open in a new tab.
 */
import { Marked, type Tokens } from 'marked';
import type { Plugin } from 'vite';

export interface ArticleMeta {
  slug: string;
  title: string;
  description: string;
  /** Position in the guide's table of contents. */
  order: number;
  /** Reading time in minutes (about 200 words a minute). */
  minutes: number;
}

export interface Heading {
  id: string;
  text: string;
  depth: number;
}

export interface RenderedArticle {
  meta: ArticleMeta;
  html: string;
  headings: Heading[];
}

/** "Output formats & JSON" -> "output-formats-json". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Reads `---\nkey: value\n---` front matter (flat, strings and numbers only). */
export function parseFrontMatter(source: string): { data: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  const data: Record<string, string> = {};
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const pair = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (!pair?.[1]) continue;
    data[pair[1]] = (pair[2] ?? '').trim().replace(/^(['"])(.*)\1$/, '$2');
  }
  return { data, body: source.slice(match[0].length) };
}

/** Heading text for the table of contents: tags removed, the common entities decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function renderMarkdown(body: string): { html: string; headings: Heading[] } {
  const headings: Heading[] = [];
  const used = new Map<string, number>();
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline: (tokens: Tokens.Generic[]) => string } }, token) {
        const inner = this.parser.parseInline(token.tokens);
        const base = slugify(inner) || 'section';
        const seen = used.get(base) ?? 0;
        used.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${seen}`;
        if (token.depth === 2 || token.depth === 3) {
          headings.push({ id, text: plainText(inner), depth: token.depth });
        }
        return `<h${token.depth} id="${id}">${inner}</h${token.depth}>\n`;
      },
      link(this: { parser: { parseInline: (tokens: Tokens.Generic[]) => string } }, token) {
        const text = this.parser.parseInline(token.tokens);
        const href = escapeAttribute(token.href);
        const title = token.title ? ` title="${escapeAttribute(token.title)}"` : '';
        if (/^https?:\/\//.test(token.href)) {
          return `<a href="${href}"${title} target="_blank" rel="noopener noreferrer">${text}<span class="sr-only"> (opens in a new tab)</span></a>`;
        }
        return `<a href="${href}"${title}>${text}</a>`;
      },
    },
  });
  const html = marked.parse(body, { async: false });
  return { html, headings };
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /\w/.test(word)).length;
}

/** One article file -> its metadata and HTML. Fails loudly on missing front matter. */
export function renderArticle(source: string, fileName: string): RenderedArticle {
  const { data, body } = parseFrontMatter(source);
  const slug = fileName.replace(/^.*\//, '').replace(/\.md$/, '');
  if (!data.title || !data.description) {
    throw new Error(`${fileName}: front matter needs a title and a description`);
  }
  const order = Number(data.order ?? '999');
  const { html, headings } = renderMarkdown(body);
  return {
    meta: {
      slug,
      title: data.title,
      description: data.description,
      order: Number.isFinite(order) ? order : 999,
      minutes: Math.max(1, Math.round(wordCount(body) / 200)),
    },
    html,
    headings,
  };
}

/**
 * Vite plugin: `import { meta, html, headings } from './article.md'`, and
 * `import { meta } from './article.md?meta'` for lists that must not pull in every article.
 */
export function markdownPlugin(): Plugin {
  return {
    name: 'superprompt-markdown',
    enforce: 'pre',
    transform(source, id) {
      const [file = id, query = ''] = id.split('?');
      if (!file.endsWith('.md')) return null;
      const article = renderArticle(source, file);
      if (query === 'meta') {
        return { code: `export const meta = ${JSON.stringify(article.meta)};`, map: null };
      }
      return {
        code: [
          `export const meta = ${JSON.stringify(article.meta)};`,
          `export const html = ${JSON.stringify(article.html)};`,
          `export const headings = ${JSON.stringify(article.headings)};`,
        ].join('\n'),
        map: null,
      };
    },
  };
}
