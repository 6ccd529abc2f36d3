import { describe, expect, it } from 'vitest';

import { prerenderPaths } from '../../src/entry-server';
import { preRenderedPath, preRenderedUrl, serverOnlyPaths } from '../service-worker-routes';

const appPaths = [
  '/dashboard',
  '/dashboard/pricing',
  '/dashboard/library',
  '/signin',
  '/signup',
  '/onboarding',
  '/analytics',
  '/success',
  '/features-old',
  '/pricing/extra/deep',
];

describe('the service worker routes', () => {
  it('send every pre-rendered page to the server first', () => {
    expect(prerenderPaths.length).toBeGreaterThan(20);
    for (const path of prerenderPaths) {
      expect(path, path).toMatch(preRenderedPath);
      expect(`https://superprompt.example${path}`, path).toMatch(preRenderedUrl);
      expect(`http://127.0.0.1:8080${path}?utm_source=x`, path).toMatch(preRenderedUrl);
    }
  });

  it('leave the app routes to the app shell', () => {
    for (const path of appPaths) {
      expect(path, path).not.toMatch(preRenderedPath);
      expect(`https://superprompt.example${path}`, path).not.toMatch(preRenderedUrl);
    }
  });

  it('never take the server-only routes for pages', () => {
    for (const path of ['/graphql', '/graphql/ws', '/share/abc', '/embed/abc', '/sitemap.xml']) {
      expect(
        serverOnlyPaths.some((pattern) => pattern.test(path)),
        path,
      ).toBe(true);
      expect(path, path).not.toMatch(preRenderedPath);
    }
  });
});
