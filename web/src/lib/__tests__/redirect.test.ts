import { describe, expect, it } from 'vitest';

import { safeRedirect } from '../redirect';

describe('safeRedirect', () => {
  it('defaults to the dashboard', () => {
    expect(safeRedirect(null)).toBe('/dashboard');
    expect(safeRedirect('')).toBe('/dashboard');
  });

  it('keeps paths on this site, with their query and hash', () => {
    expect(safeRedirect('/analytics')).toBe('/analytics');
    expect(safeRedirect('/dashboard/settings?tab=a#x')).toBe('/dashboard/settings?tab=a#x');
  });

  it('turns a bare page name into a path (redirect=pricing)', () => {
    expect(safeRedirect('features')).toBe('/features');
  });

  it('sends the public pricing page to its signed-in twin', () => {
    expect(safeRedirect('pricing')).toBe('/dashboard/pricing');
    expect(safeRedirect('/pricing')).toBe('/dashboard/pricing');
    expect(safeRedirect('/pricing?cycle=monthly#faq')).toBe('/dashboard/pricing?cycle=monthly#faq');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'http:/evil',
    '/login',
    '/signin?redirect=/x',
  ])('refuses %s', (value) => {
    expect(safeRedirect(value)).toBe('/dashboard');
  });
});
