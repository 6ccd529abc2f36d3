import { describe, expect, it } from 'vitest';

import { COLD_EMAIL, SUMMARY } from '@/testing/changes';

import { applyChanges, changeIndexes, type PromptChange } from '../changes';

const all = (changes: readonly PromptChange[]) => new Set(changes.keys());

describe('applyChanges (as domain::changes::apply)', () => {
  it.each([
    ['cold email', COLD_EMAIL],
    ['summary', SUMMARY],
  ])(
    '%s: accepting every change gives the prompt, rejecting every change the user’s words',
    (_, example) => {
      expect(applyChanges(example.changes, new Set())).toBe(example.prompt);
      expect(applyChanges(example.changes, all(example.changes))).toBe(example.description);
    },
  );

  it('rejecting one change keeps the others, white space and line breaks as they are', () => {
    const requirements = COLD_EMAIL.changes.findIndex((c) => c.after.startsWith('Requirements:'));
    expect(applyChanges(COLD_EMAIL.changes, new Set([requirements]))).toBe(
      'You are an experienced B2B copywriter who writes short, specific emails that busy people answer.\n\nTask: Write a cold email to a CTO about our API.\n\n',
    );
    // Rejecting a replacement puts the user's word back.
    expect(applyChanges(COLD_EMAIL.changes, new Set([0]))).toMatch(
      /^write that busy people answer\.\n\nTask: Write a cold email to a CTO about our API\.\n\nRequirements:\n/,
    );
  });

  it('a removal rejected keeps the removed words; unchanged pieces ignore rejection', () => {
    expect(applyChanges(SUMMARY.changes, new Set([0]))).toBe(`please please ${SUMMARY.prompt}`);
    const same = SUMMARY.changes.findIndex((c) => c.kind === 'SAME');
    expect(applyChanges(SUMMARY.changes, new Set([same]))).toBe(SUMMARY.prompt);
  });

  it('changeIndexes lists the changes, not the unchanged pieces', () => {
    expect(changeIndexes(COLD_EMAIL.changes)).toEqual([0, 2, 4, 5]);
    expect(
      changeIndexes([{ kind: 'SAME', before: 'as it is', after: 'as it is', reason: null }]),
    ).toEqual([]);
  });
});
