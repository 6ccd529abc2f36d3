// Runs the pre-renderer built by `vite build --ssr src/entry-server.tsx` (see package.json).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// React's production build: no development warnings in the pages.
process.env.NODE_ENV ??= 'production';

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { prerender } = await import(path.join(web, 'dist-ssr', 'entry-server.js'));
const written = await prerender(path.join(web, 'dist'));
console.log(`pre-rendered ${written.length} pages into dist/`);
