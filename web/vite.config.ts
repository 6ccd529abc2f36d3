/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { graphqlDocumentsPlugin } from './scripts/graphql-documents';
import { markdownPlugin } from './scripts/markdown';
import { preRenderedPath, preRenderedUrl, serverOnlyPaths } from './scripts/service-worker-routes';

// The Rust server serves the built app and the API from one origin. In development Vite
// serves the app and forwards the server's own routes to `make run` on port 8080, websockets
// included (`/graphql/ws`, GraphQL subscriptions).
const serverTarget = process.env.SUPERPROMPT_DEV_SERVER ?? 'http://127.0.0.1:8080';
// `/analytics/export` exactly: `/analytics` itself is a page of the app.
const proxied = [
  '/graphql',
  '/api',
  '/auth',
  '/analytics/export',
  '/healthz',
  '/readyz',
  '/metrics',
];

/**
 * index.html becomes the pre-rendered landing page after the build, so the plain SPA shell is
 * also written as app.html: the server serves it for app routes, and the service worker
 * precaches it as its navigation fallback.
 */
function appShell(): Plugin {
  return {
    name: 'superprompt-app-shell',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      this.emitFile({ type: 'asset', fileName: 'app.html', source: index.source });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    graphqlDocumentsPlugin(fileURLToPath(new URL('./src/lib/gql/graphql.ts', import.meta.url))),
    markdownPlugin(),
    react(),
    tailwindcss(),
    appShell(),
    isSsrBuild
      ? null
      : VitePWA({
          registerType: 'autoUpdate',
          injectRegister: false,
          filename: 'sw.js',
          includeAssets: ['favicon.svg', 'icons/*.png'],
          manifest: {
            id: '/',
            name: 'Superprompt',
            short_name: 'Superprompt',
            description:
              'Turn a short task into a better prompt for language, image and video models.',
            start_url: '/dashboard',
            scope: '/',
            display: 'standalone',
            background_color: '#fcfcfd',
            theme_color: '#5b3fd6',
            icons: [
              { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
              { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
              {
                src: '/icons/icon-maskable-512.png',
                sizes: '512x512',
                type: 'image/png',
                purpose: 'maskable',
              },
              { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
            ],
          },
          workbox: {
            // Code, styles and the shell; fonts and media are fetched when a page needs them.
            globPatterns: ['**/*.{js,css,svg,png,webmanifest}', 'app.html'],
            globIgnores: ['**/*.map', 'media/**'],
            navigateFallback: '/app.html',
            navigateFallbackDenylist: [...serverOnlyPaths, preRenderedPath],
            // The pre-rendered pages: the server first (scripts/service-worker-routes.ts).
            runtimeCaching: [
              {
                urlPattern: preRenderedUrl,
                handler: 'NetworkFirst',
                options: {
                  cacheName: 'pages',
                  networkTimeoutSeconds: 5,
                  expiration: { maxEntries: 40 },
                  precacheFallback: { fallbackURL: '/app.html' },
                },
              },
            ],
            cleanupOutdatedCaches: true,
            clientsClaim: true,
            skipWaiting: true,
          },
        }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: serverTarget, changeOrigin: false, ws: true }]),
    ),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Two pages: index.html, the single-page app (main.tsx; also written as app.html), and
    // site.html, the template of the pre-rendered marketing pages (site.tsx hydrates their
    // islands). The SSR build has its own entry (entry-server.tsx).
    rollupOptions: isSsrBuild
      ? {}
      : {
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            site: fileURLToPath(new URL('./site.html', import.meta.url)),
          },
        },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'src/**/__tests__/**/*.{ts,tsx}',
      'scripts/**/__tests__/**/*.ts',
    ],
    exclude: ['src/testing/**'],
    css: false,
    restoreMocks: true,
    // Whole-route tests render the app in jsdom; on these 2 cores with a build beside them one
    // took over 5 s (the default) once. The limit catches a hang, not slowness.
    testTimeout: 20_000,
    // Vitest's default is one worker fewer than the cores: on these 2-core machines, one worker
    // and an idle core (the suite's wall time was its summed time, about 280 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
}));
