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
 * Puts the page into the SPA shell: its markup inside #root and its head tags in place of the
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

/** The part of Vite's build manifest the pre-renderer reads. */
export type ViteManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * The JavaScript files a page's own modules need (the modules and their static imports), as
 * URLs; the entry's files are left out because the shell already preloads them.
 */
export function chunksFor(manifest: ViteManifest, modules: string[]): string[] {
  const entryFiles = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collect(key, entryFiles);
  }
  const files = new Set<string>();
  for (const module of modules) collect(module, files);
  return [...files].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
}

export function preloadTags(urls: string[]): string {
  return urls.map((url) => `<link rel="modulepreload" crossorigin href="${url}" />`).join('\n    ');
}
