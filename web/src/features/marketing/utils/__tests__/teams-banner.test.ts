import { describe, expect, it } from 'vitest';

import {
  isTeamsBannerDismissed,
  rememberTeamsBannerDismissed,
  showsTeamsBanner,
  TEAMS_BANNER_DISMISSED_KEY,
} from '../teams-banner';

describe('showsTeamsBanner (spec point 2)', () => {
  it.each(['/', '/features', '/faq', '/privacy-policy', '/contact-us', '/cancel-refund'])(
    'shows on %s',
    (path) => {
      expect(showsTeamsBanner(path)).toBe(true);
    },
  );

  it('shows on every path under /features/', () => {
    expect(showsTeamsBanner('/features/sora-2')).toBe(true);
    expect(showsTeamsBanner('/features/veo-3.1-prompt-generator')).toBe(true);
    expect(showsTeamsBanner('/features/promptSharing')).toBe(true);
  });

  it('ignores a trailing slash', () => {
    expect(showsTeamsBanner('/faq/')).toBe(true);
    expect(showsTeamsBanner('/features/')).toBe(true);
  });

  it.each([
    '/pricing',
    '/prompt-engineering-guide',
    '/prompt-engineering-guide/clarity',
    '/login',
    '/signup',
    '/dashboard',
    '/featuresx',
    '/faq-more',
    '/share/abc',
  ])('does not show on %s', (path) => {
    expect(showsTeamsBanner(path)).toBe(false);
  });
});

describe('dismissal', () => {
  it('is remembered in storage', () => {
    const storage = new Map<string, string>();
    const fake = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    };
    expect(isTeamsBannerDismissed(fake)).toBe(false);
    rememberTeamsBannerDismissed(fake);
    expect(storage.get(TEAMS_BANNER_DISMISSED_KEY)).toBe('1');
    expect(isTeamsBannerDismissed(fake)).toBe(true);
  });

  it('treats missing or failing storage as not dismissed', () => {
    expect(isTeamsBannerDismissed(null)).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(isTeamsBannerDismissed(broken)).toBe(false);
    expect(() => rememberTeamsBannerDismissed(broken)).not.toThrow();
  });
});
