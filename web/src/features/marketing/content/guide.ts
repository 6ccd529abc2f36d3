/**
 * The prompt-engineering guide: Markdown files in web/content/guide, rendered at build time
 * (scripts/markdown.ts). The list needs only each article's front matter; an article's HTML
 * is its own chunk, loaded by the route's loader.
 */
import type { ArticleMeta, Heading } from '../../../../scripts/markdown';

const metas = import.meta.glob<ArticleMeta>('/content/guide/*.md', {
  eager: true,
  query: '?meta',
  import: 'meta',
});

const articles = import.meta.glob<{ meta: ArticleMeta; html: string; headings: Heading[] }>(
  '/content/guide/*.md',
);

export const guideArticles: ArticleMeta[] = Object.values(metas).sort(
  (a, b) => a.order - b.order || a.title.localeCompare(b.title),
);

export interface GuideArticle {
  meta: ArticleMeta;
  html: string;
  headings: Heading[];
  previous: ArticleMeta | null;
  next: ArticleMeta | null;
}

export async function loadGuideArticle(slug: string): Promise<GuideArticle | null> {
  const load = articles[`/content/guide/${slug}.md`];
  if (!load) return null;
  const { meta, html, headings } = await load();
  const index = guideArticles.findIndex((article) => article.slug === slug);
  return {
    meta,
    html,
    headings,
    previous: guideArticles[index - 1] ?? null,
    next: guideArticles[index + 1] ?? null,
  };
}
