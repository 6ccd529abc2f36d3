import { describe, expect, it } from 'vitest';

import {
  DEFAULT_FIGURES,
  figures,
  formatCount,
  formatRating,
  formatVideoLength,
  parseMarketingContent,
} from '../marketing';

describe('marketing figures (web/content/marketing.json)', () => {
  it('defaults to the spec figures', () => {
    expect(DEFAULT_FIGURES).toMatchObject({
      users: 200_000,
      savedPrompts: 10_000,
      rating: 4.8,
      storeRatings: 290,
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

  it('the shipped file parses', () => {
    expect(figures.users).toBeGreaterThan(0);
  });

  it('lets the operator override one figure and keeps the rest', () => {
    const parsed = parseMarketingContent({ figures: { users: 1234 } });
    expect(parsed.figures).toEqual({ ...DEFAULT_FIGURES, users: 1234 });
    expect(parsed.reviews).toEqual([]);
    expect(parsed.social).toEqual([]);
  });

  it('rejects bad values with every problem listed', () => {
    expect(() =>
      parseMarketingContent({
        figures: { rating: 7, users: 'many' },
        reviews: [{ rating: 0, text: '', name: 'x' }],
        social: [{ label: 'X', href: 'javascript:alert(1)' }],
      }),
    ).toThrow(/figures\.users[\s\S]*figures\.rating[\s\S]*reviews\[0\][\s\S]*social\[0\]/);
  });

  it('keeps valid reviews with an optional designation', () => {
    const { reviews } = parseMarketingContent({
      reviews: [
        { rating: 5, text: 'Great', name: 'Ada' },
        { rating: 4, text: 'Good', name: 'Bo', designation: 'PM' },
      ],
    });
    expect(reviews).toEqual([
      { rating: 5, text: 'Great', name: 'Ada' },
      { rating: 4, text: 'Good', name: 'Bo', designation: 'PM' },
    ]);
  });

  it('formats counts and ratings', () => {
    expect(formatCount(200000)).toBe('200,000+');
    expect(formatRating(4.8)).toBe('4.8');
    expect(formatRating(5)).toBe('5.0');
    expect(formatVideoLength(0.5)).toBe('30 s');
    expect(formatVideoLength(2)).toBe('2 min');
  });
});
