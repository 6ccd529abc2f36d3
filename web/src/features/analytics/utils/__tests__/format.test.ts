import { describe, expect, it } from 'vitest';

import { CHART_PALETTE, formatDays, formatRate, relativeAge } from '../format';

describe('analytics formatting', () => {
  it('shows rates and days with one decimal', () => {
    expect(formatRate(12.345)).toBe('12.3%');
    expect(formatRate(0)).toBe('0.0%');
    expect(formatDays(2.25)).toBe('2.3 days');
  });

  it('gives the relative age in minutes, hours or days', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(relativeAge('2026-11-25T11:59:30Z', now)).toBe('0 minutes ago');
    expect(relativeAge('2026-11-25T11:59:00Z', now)).toBe('1 minute ago');
    expect(relativeAge('2026-11-25T11:15:00Z', now)).toBe('45 minutes ago');
    expect(relativeAge('2026-11-25T11:00:00Z', now)).toBe('1 hour ago');
    expect(relativeAge('2026-11-25T02:00:00Z', now)).toBe('10 hours ago');
    expect(relativeAge('2026-11-23T11:00:00Z', now)).toBe('2 days ago');
    // A clock a little ahead of ours is not "in the future".
    expect(relativeAge('2026-11-25T12:01:00Z', now)).toBe('0 minutes ago');
  });

  it('has the six chart colours of docs/analytics.md, in order', () => {
    expect(CHART_PALETTE).toEqual([
      '#6366f1',
      '#22c55e',
      '#f59e0b',
      '#ef4444',
      '#06b6d4',
      '#a855f7',
    ]);
  });
});
