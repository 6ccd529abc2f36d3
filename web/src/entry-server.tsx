/**
 * Build-time pre-rendering (run by scripts/prerender.mjs after `vite build --ssr`). Each public
 * marketing page is rendered with react-router's static handler (the app's own route tree) into
 * the built site.html, so it shows its content without JavaScript. In the browser the page
 * loads site.tsx, which hydrates only its islands (lib/island.tsx): each island is rendered
 * here as its own root, exactly as site.tsx will hydrate it. The files follow the server's
 * convention:
 *   dist/index.html              the landing page
 *   dist/app.html                the plain SPA shell (written by the client build; main.tsx)
 *   dist/<route>.html            every other pre-rendered page
 *   dist/sitemap-paths.json      the public paths, for the server's /sitemap.xml
 * dist/site.html, the islands' template, is removed once every page is written.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
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
import { islandRenderer } from './islands/server';
import { IslandRendererProvider } from './lib/island';
import {
  createPageMetaCollector,
  PageMetaCollectorProvider,
  renderHeadTags,
} from './lib/page-meta';
import { injectPage, lowPriorityScripts, outputFileFor } from './prerender/html';

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
  const html = renderToString(
    <StrictMode>
      <PageMetaCollectorProvider collector={collector}>
        <AppProvider>
          <IslandRendererProvider renderer={islandRenderer(pathname)}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </IslandRendererProvider>
        </AppProvider>
      </PageMetaCollectorProvider>
    </StrictMode>,
  );
  const meta = collector.get();
  if (!meta) throw new Error(`${pathname} did not call usePageMeta()`);
  return { path: pathname, html, head: renderHeadTags(meta, pathname, env.PUBLIC_URL) };
}

/** Writes every pre-rendered page into `distDir`, using site.html (the islands entry) as the template. */
export async function prerender(distDir: string): Promise<string[]> {
  const templateFile = path.join(distDir, 'site.html');
  const template = await readFile(templateFile, 'utf8');
  const written: string[] = [];
  for (const pathname of prerenderPaths) {
    const page = await renderPage(pathname);
    const file = path.join(distDir, outputFileFor(pathname));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, lowPriorityScripts(injectPage(template, page)));
    written.push(path.relative(distDir, file));
  }
  // Only a template: the server must not serve it as a page.
  await rm(templateFile);
  await writeFile(
    path.join(distDir, 'sitemap-paths.json'),
    `${JSON.stringify(sitemapPaths, null, 2)}\n`,
  );
  return written;
}
