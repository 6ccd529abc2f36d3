/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The Rust server serves the built app and the API from one origin. In development Vite
// serves the app and forwards the server's own routes to `make run` on port 8080.
const serverTarget = process.env.SUPERPROMPT_DEV_SERVER ?? 'http://127.0.0.1:8080';
const proxied = ['/graphql', '/api', '/auth', '/healthz', '/readyz', '/metrics'];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: serverTarget, changeOrigin: false }]),
    ),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'src/**/__tests__/**/*.{ts,tsx}'],
    exclude: ['src/testing/**'],
    css: false,
    restoreMocks: true,
  },
});
