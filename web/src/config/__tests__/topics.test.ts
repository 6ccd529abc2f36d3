import { describe, expect, it } from 'vitest';

import { DEFAULT_TOPICS, TOPIC_LISTS, topicsForProfession } from '../topics';

describe('topicsForProfession', () => {
  it('has 4–6 suggestions for every profession and the default', () => {
    for (const list of [...TOPIC_LISTS.map((l) => l.topics), DEFAULT_TOPICS]) {
      expect(list.length).toBeGreaterThanOrEqual(4);
      expect(list.length).toBeLessThanOrEqual(6);
    }
  });

  it('matches the onboarding label, case-insensitively', () => {
    expect(topicsForProfession('Designer')).toBe(
      TOPIC_LISTS.find((l) => l.profession === 'Designer')?.topics,
    );
    expect(topicsForProfession('  software ENGINEER ')).toBe(
      TOPIC_LISTS.find((l) => l.profession === 'Software engineer')?.topics,
    );
  });

  it('matches a profession typed under "Other" by keyword', () => {
    expect(topicsForProfession('High-school teacher')).toBe(
      TOPIC_LISTS.find((l) => l.profession === 'Educator')?.topics,
    );
    expect(topicsForProfession('Backend developer')).toBe(
      TOPIC_LISTS.find((l) => l.profession === 'Software engineer')?.topics,
    );
  });

  it('falls back to the default list', () => {
    expect(topicsForProfession(undefined)).toBe(DEFAULT_TOPICS);
    expect(topicsForProfession('')).toBe(DEFAULT_TOPICS);
    expect(topicsForProfession('Beekeeper')).toBe(DEFAULT_TOPICS);
  });
});
