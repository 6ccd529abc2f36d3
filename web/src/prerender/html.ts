/**
 * Pure helpers for the build-time pre-renderer: which file a path is written to, and how a
 * rendered page goes into the built index.html. No IO here, so unit tests cover it.
 */

/** "/" -> "index.html"; "/features/sora-2" -> "features/sora-2.html" (the server's convention). */
export function outputFileFor(path: string): string {
  if (path === '/') return 'index.html';
  const clean = path.replace(/^\/+|\/+$/g, '');
  if (!clean || clean.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Cannot pre-render the path "${path}"`);
  }
  return `${clean}.html`;
}

const ROOT_DIV = /<div id="root">\s*<\/div>/;

/**
 * Puts the page into the islands' HTML template (site.html): its markup inside #root and its head tags in place of the
 * shell's title and description.
 */
export function injectPage(template: string, page: { html: string; head: string }): string {
  if (!ROOT_DIV.test(template)) throw new Error('The HTML template has no empty <div id="root">');
  const withoutDefaults = template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '');
  return withoutDefaults
    .replace('</head>', `  ${page.head}\n  </head>`)
    .replace(ROOT_DIV, () => `<div id="root">${page.html}</div>`);
}

/**
 * Marks the page's module scripts and module preloads `fetchpriority="low"`. A pre-rendered
 * page needs only its HTML and CSS to show; its islands' JavaScript runs after the first paint
 * (site.tsx), so it should never take bandwidth from the stylesheet on a slow connection.
 */
export function lowPriorityScripts(html: string): string {
  return html
    .replace(
      /<script type="module"(?![^>]*fetchpriority)/g,
      '<script type="module" fetchpriority="low"',
    )
    .replace(
      /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
      '<link rel="modulepreload" fetchpriority="low"',
    );
}
