import { describe, expect, it } from 'vitest';

import content from '../../../content/marketing.json';
import {
  DEFAULT_FIGURES,
  figures,
  formatCount,
  formatNumber,
  formatRating,
  formatVideoLength,
  parseMarketingContent,
} from '../marketing';

describe('marketing content (web/content/marketing.json)', () => {
  it('defaults to the spec figures of the savings sums', () => {
    expect(DEFAULT_FIGURES).toEqual({
      minutesSavedPerDay: 30,
      weeklySavingsUsd: 200,
      hourlyRateUsd: 100,
      breakevenWeek: 1,
      taskSeconds: 30,
      manualMinutes: '10-15',
      demoVideoMinutes: 2,
    });
    expect(parseMarketingContent({}).figures).toEqual(DEFAULT_FIGURES);
  });

  it('the shipped file parses and claims nothing about the deployment', () => {
    expect(figures.minutesSavedPerDay).toBeGreaterThan(0);
    // Users, saved prompts, a rating and reviews come from the server (siteContent).
    expect(Object.keys(content.figures)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/users|savedPrompts|rating|storeRatings/)]),
    );
    expect(content).not.toHaveProperty('reviews');
    expect(figures).not.toHaveProperty('users');
    expect(figures).not.toHaveProperty('rating');
  });

  it('lets the operator override one figure and keeps the rest', () => {
    const parsed = parseMarketingContent({ figures: { minutesSavedPerDay: 20 } });
    expect(parsed.figures).toEqual({ ...DEFAULT_FIGURES, minutesSavedPerDay: 20 });
    expect(parsed.social).toEqual([]);
  });

  it('an old file with users, a rating or reviews fails the build, saying where they went', () => {
    expect(() =>
      parseMarketingContent({
        figures: { users: 200_000, rating: 4.8 },
        reviews: [{ rating: 5, text: 'Great', name: 'Ada' }],
      }),
    ).toThrow(/figures\.users[\s\S]*site\.figures[\s\S]*figures\.rating[\s\S]*site\.reviews/);
  });

  it('rejects bad values with every problem listed', () => {
    expect(() =>
      parseMarketingContent({
        figures: { hourlyRateUsd: -1, taskSeconds: 'many' },
        social: [{ label: 'X', href: 'javascript:alert(1)' }],
      }),
    ).toThrow(/figures\.hourlyRateUsd[\s\S]*figures\.taskSeconds[\s\S]*social\[0\]/);
  });

  it('formats counts and ratings', () => {
    expect(formatCount(200000)).toBe('200,000+');
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatRating(4.8)).toBe('4.8');
    expect(formatRating(5)).toBe('5.0');
    expect(formatVideoLength(0.5)).toBe('30 s');
    expect(formatVideoLength(2)).toBe('2 min');
  });
});
