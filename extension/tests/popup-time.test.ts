import { timeAgo } from '@/ui/time';

describe("timeAgo (the popup's recent prompts)", () => {
  const now = new Date('2026-11-27T12:00:00Z');

  it('says how long ago, in words', () => {
    expect(timeAgo('2026-11-27T11:59:40Z', now)).toBe('just now');
    expect(timeAgo('2026-11-27T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-11-27T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-11-26T11:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-11-13T12:00:00Z', now)).toBe('2 weeks ago');
  });

  it('is empty for a time it cannot read', () => {
    expect(timeAgo('soon', now)).toBe('');
  });
});
