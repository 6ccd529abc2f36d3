/**
 * Build-time pre-rendering (run by scripts/prerender.mjs after `vite build --ssr`). Each public
 * marketing page is rendered with react-router's static handler into the built index.html, so
 * it shows its content without JavaScript; the browser then renders the same page over it
 * (main.tsx). The files follow the server's convention:
 *   dist/index.html              the landing page
 *   dist/app.html                the plain SPA shell (written by the client build)
 *   dist/<route>.html            every other pre-rendered page
 *   dist/sitemap-paths.json      the public paths, for the server's /sitemap.xml
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { env } from './config/env';
import { paths } from './config/paths';
import { featureAliases, featureSlugs } from './features/marketing/content/feature-slugs';
import { guideArticles } from './features/marketing/content/guide';
import {
  createPageMetaCollector,
  PageMetaCollectorProvider,
  renderHeadTags,
} from './lib/page-meta';
import {
  chunksFor,
  injectPage,
  outputFileFor,
  preloadTags,
  type ViteManifest,
} from './prerender/html';

/** The public pages, in sitemap order (aliases are pre-rendered but not listed). */
export const sitemapPaths: string[] = [
  paths.home.getHref(),
  paths.features.root.getHref(),
  ...featureSlugs.map((slug) => paths.features.page.getHref(slug)),
  paths.pricing.getHref(),
  paths.guide.root.getHref(),
  ...guideArticles.map((article) => paths.guide.article.getHref(article.slug)),
  paths.faq.getHref(),
  paths.contact.getHref(),
  paths.cancelRefund.getHref(),
  paths.privacy.getHref(),
];

export const prerenderPaths: string[] = [
  ...sitemapPaths,
  ...Object.keys(featureAliases).map((alias) => paths.features.page.getHref(alias)),
];

/**
 * The source modules each pre-rendered page loads lazily (see app/router.tsx), so its HTML can
 * preload them: the page then hydrates sooner.
 */
function pageModules(pathname: string): string[] {
  const marketing = (name: string) => `src/features/marketing/routes/${name}.tsx`;
  if (pathname === '/') return ['src/app/routes/landing.tsx'];
  if (pathname === paths.pricing.getHref()) return ['src/features/billing/routes/pricing.tsx'];
  if (pathname === paths.features.root.getHref()) return [marketing('features')];
  if (pathname.startsWith('/features/')) return [marketing('feature-page')];
  if (pathname === paths.guide.root.getHref()) return [marketing('guide')];
  if (pathname.startsWith(`${paths.guide.root.getHref()}/`)) {
    return [marketing('guide-article'), `content/guide/${pathname.split('/').pop() ?? ''}.md`];
  }
  const simple: Record<string, string> = {
    [paths.faq.getHref()]: 'faq',
    [paths.contact.getHref()]: 'contact',
    [paths.cancelRefund.getHref()]: 'cancel-refund',
    [paths.privacy.getHref()]: 'privacy',
  };
  const name = simple[pathname];
  return name ? [marketing(name)] : [];
}

export interface RenderedPage {
  path: string;
  html: string;
  head: string;
}

export async function renderPage(pathname: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.local${pathname}`));
  if (context instanceof Response) {
    throw new Error(`${pathname} answered ${context.status} while pre-rendering`);
  }
  if (context.errors) {
    throw new Error(`${pathname} failed to pre-render: ${JSON.stringify(context.errors)}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const collector = createPageMetaCollector();
  // The same tree as main.tsx's (StrictMode, AppProvider, router), so the browser hydrates it.
  const html = renderToString(
    <StrictMode>
      <PageMetaCollectorProvider collector={collector}>
        <AppProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </PageMetaCollectorProvider>
    </StrictMode>,
  );
  const meta = collector.get();
  if (!meta) throw new Error(`${pathname} did not call usePageMeta()`);
  return { path: pathname, html, head: renderHeadTags(meta, pathname, env.PUBLIC_URL) };
}

/** Writes every pre-rendered page into `distDir`, using app.html as the template. */
export async function prerender(distDir: string): Promise<string[]> {
  const template = await readFile(path.join(distDir, 'app.html'), 'utf8');
  const manifest = JSON.parse(
    await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as ViteManifest;
  const written: string[] = [];
  for (const pathname of prerenderPaths) {
    const rendered = await renderPage(pathname);
    const preloads = preloadTags(chunksFor(manifest, pageModules(pathname)));
    const page = {
      ...rendered,
      head: preloads ? `${preloads}\n    ${rendered.head}` : rendered.head,
    };
    const file = path.join(distDir, outputFileFor(pathname));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, injectPage(template, page));
    written.push(path.relative(distDir, file));
  }
  await writeFile(
    path.join(distDir, 'sitemap-paths.json'),
    `${JSON.stringify(sitemapPaths, null, 2)}\n`,
  );
  return written;
}
