// @ts-check
/**
 * Builds the unpacked MV3 extension into dist/ and the store zip into
 * dist-zip/superprompt-extension-<version>.zip:
 *
 * - popup.html and options.html (React pages), one Vite build;
 * - background.js, the service worker (an ES module);
 * - content.js (the chat sites) and bridge.js (the web app's pages): content scripts cannot be
 *   modules, so each is one self-contained IIFE;
 * - manifest.json from the template beside this folder, with the version from package.json and
 *   the public key from manifest-key.txt (it fixes the extension's id, which the server's CORS
 *   policy names).
 *
 * VITE_DEFAULT_SERVER_URL sets the server a fresh install talks to (default: `make run`'s).
 */
import {
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  readdirSync,
  statSync,
  cpSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { zipSync } from 'fflate';
import { build } from 'vite';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const dist = join(root, 'dist');
const alias = { '@': join(root, 'src'), '@web': join(root, '../web/src') };

rmSync(dist, { recursive: true, force: true });

/** @type {import('vite').InlineConfig} */
const common = {
  configFile: false,
  root,
  logLevel: 'warn',
  resolve: { alias },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
};

await build({
  ...common,
  plugins: [react()],
  build: {
    outDir: dist,
    emptyOutDir: false,
    rollupOptions: {
      input: { popup: join(root, 'popup.html'), options: join(root, 'options.html') },
    },
  },
});

await build({
  ...common,
  build: {
    outDir: dist,
    emptyOutDir: false,
    lib: {
      entry: join(root, 'src/background/index.ts'),
      formats: ['es'],
      fileName: () => 'background.js',
    },
  },
});

/** @type {[string, string][]} */
const contentScripts = [
  ['content', 'src/content/index.ts'],
  ['bridge', 'src/bridge/index.ts'],
];
for (const [name, entry] of contentScripts) {
  await build({
    ...common,
    build: {
      outDir: dist,
      emptyOutDir: false,
      lib: {
        entry: join(root, entry),
        formats: ['iife'],
        name: `superprompt_${name}`,
        fileName: () => `${name}.js`,
      },
    },
  });
}

cpSync(join(root, 'public'), dist, { recursive: true });

/** @param {string} name @returns {unknown} */
const readJson = (name) => JSON.parse(readFileSync(join(root, name), 'utf8'));
const pkg = /** @type {{ version: string }} */ (readJson('package.json'));
const manifest = /** @type {Record<string, unknown>} */ (readJson('manifest.json'));
manifest.version = pkg.version;
manifest.key = readFileSync(join(root, 'manifest-key.txt'), 'utf8').trim();
writeFileSync(join(dist, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

/** @param {string} dir @returns {string[]} */
function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}
/** @type {Record<string, Uint8Array>} */
const entries = {};
for (const path of files(dist)) entries[relative(dist, path)] = readFileSync(path);
const zipDir = join(root, 'dist-zip');
mkdirSync(zipDir, { recursive: true });
const zipPath = join(zipDir, `superprompt-extension-${pkg.version}.zip`);
writeFileSync(zipPath, zipSync(entries, { level: 9 }));
console.log(
  `extension: ${relative(process.cwd(), dist)} (unpacked) and ${relative(process.cwd(), zipPath)}`,
);
