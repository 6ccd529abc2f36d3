/**
 * Per-page title, description, canonical URL and Open Graph tags.
 *
 * Pages call `usePageMeta`. In the browser an effect writes the tags into <head> (updating the
 * ones the pre-rendered HTML already has, so there are never two). While pre-rendering, effects
 * do not run: the page writes its meta into a collector given through context, and the
 * pre-render script puts it into the HTML it writes (`headTags`).
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';

import { env } from '@/config/env';

export interface PageMeta {
  title: string;
  description: string;
  /** The path this page is canonically served at (defaults to the current path). */
  path?: string;
  type?: 'website' | 'article';
  /** Ask search engines to skip the page (sign-in, dashboard). */
  noindex?: boolean;
}

/** Receives the page's meta while pre-rendering (see `createPageMetaCollector`). */
export interface PageMetaCollector {
  set: (meta: PageMeta) => void;
  get: () => PageMeta | null;
}

export function createPageMetaCollector(): PageMetaCollector {
  let current: PageMeta | null = null;
  return {
    set: (meta) => {
      current = meta;
    },
    get: () => current,
  };
}

const CollectorContext = createContext<PageMetaCollector | null>(null);

export function PageMetaCollectorProvider({
  collector,
  children,
}: {
  collector: PageMetaCollector;
  children: ReactNode;
}) {
  return <CollectorContext.Provider value={collector}>{children}</CollectorContext.Provider>;
}

/** "Features" -> "Features · Superprompt"; the home page's title stands alone. */
export function fullTitle(title: string): string {
  return title.includes(env.APP_NAME) ? title : `${title} · ${env.APP_NAME}`;
}

export function canonicalUrl(path: string, origin: string | undefined): string | undefined {
  if (!origin) return undefined;
  return `${origin.replace(/\/+$/, '')}${path === '/' ? '/' : path.replace(/\/+$/, '')}`;
}

export interface HeadTag {
  tag: 'meta' | 'link';
  /** The attribute that identifies the tag: name=, property= or rel=. */
  key: 'name' | 'property' | 'rel';
  keyValue: string;
  /** content= for meta, href= for link. */
  value: string;
}

/** The tags a page needs, as data: rendered to HTML by the pre-renderer, set in the DOM here. */
export function headTags(meta: PageMeta, path: string, origin: string | undefined): HeadTag[] {
  const url = canonicalUrl(meta.path ?? path, origin);
  const title = fullTitle(meta.title);
  const tags: HeadTag[] = [
    { tag: 'meta', key: 'name', keyValue: 'description', value: meta.description },
    { tag: 'meta', key: 'property', keyValue: 'og:title', value: title },
    { tag: 'meta', key: 'property', keyValue: 'og:description', value: meta.description },
    { tag: 'meta', key: 'property', keyValue: 'og:type', value: meta.type ?? 'website' },
    { tag: 'meta', key: 'property', keyValue: 'og:site_name', value: env.APP_NAME },
    { tag: 'meta', key: 'name', keyValue: 'twitter:card', value: 'summary' },
  ];
  if (url) {
    tags.push({ tag: 'link', key: 'rel', keyValue: 'canonical', value: url });
    tags.push({ tag: 'meta', key: 'property', keyValue: 'og:url', value: url });
  }
  if (meta.noindex) {
    tags.push({ tag: 'meta', key: 'name', keyValue: 'robots', value: 'noindex' });
  }
  return tags;
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * The head tags as HTML, for the pre-rendered pages. Without a known origin the canonical link
 * is written with the path alone: crawlers resolve it, and the page's islands make it absolute
 * and add og:url in the browser (`completeCanonical`).
 */
export function renderHeadTags(meta: PageMeta, path: string, origin: string | undefined): string {
  const lines = [`<title>${escapeHtml(fullTitle(meta.title))}</title>`];
  const tags = headTags(meta, path, origin);
  if (!origin) {
    tags.push({ tag: 'link', key: 'rel', keyValue: 'canonical', value: meta.path ?? path });
  }
  for (const tag of tags) {
    const attr = tag.tag === 'meta' ? 'content' : 'href';
    lines.push(
      `<${tag.tag} ${tag.key}="${escapeHtml(tag.keyValue)}" ${attr}="${escapeHtml(tag.value)}" />`,
    );
  }
  return lines.join('\n    ');
}

function applyHeadTags(meta: PageMeta, path: string): void {
  document.title = fullTitle(meta.title);
  const wanted = headTags(meta, path, env.PUBLIC_URL ?? window.location.origin);
  const managed = new Set(wanted.map((t) => `${t.tag}[${t.key}="${t.keyValue}"]`));
  for (const tag of wanted) {
    const selector = `${tag.tag}[${tag.key}="${tag.keyValue}"]`;
    let element = document.head.querySelector(selector);
    if (!element) {
      element = document.createElement(tag.tag);
      element.setAttribute(tag.key, tag.keyValue);
      document.head.appendChild(element);
    }
    element.setAttribute(tag.tag === 'meta' ? 'content' : 'href', tag.value);
  }
  // A tag the previous page had and this one does not (robots, canonical) must go.
  for (const selector of [
    'meta[name="robots"]',
    'link[rel="canonical"]',
    'meta[property="og:url"]',
  ]) {
    if (!managed.has(selector)) document.head.querySelector(selector)?.remove();
  }
}

/**
 * On a pre-rendered page (no React page to run `usePageMeta`): makes a path-only canonical link
 * absolute with the browser's origin and sets og:url to the same.
 */
export function completeCanonical(doc: Document = document): void {
  const link = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) return;
  const url = link.href;
  link.setAttribute('href', url);
  let ogUrl = doc.head.querySelector('meta[property="og:url"]');
  if (!ogUrl) {
    ogUrl = doc.createElement('meta');
    ogUrl.setAttribute('property', 'og:url');
    doc.head.appendChild(ogUrl);
  }
  ogUrl.setAttribute('content', url);
}

export function usePageMeta(meta: PageMeta): void {
  const collector = useContext(CollectorContext);
  collector?.set(meta);
  const { title, description, path, type, noindex } = meta;
  useEffect(() => {
    applyHeadTags({ title, description, path, type, noindex }, window.location.pathname);
  }, [title, description, path, type, noindex]);
}
