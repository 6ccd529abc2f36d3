import { describe, expect, it } from 'vitest';

import { applyEdits, applyFix, quotedSpan } from '../apply-fix';

describe('applyEdits', () => {
  it('appends a line where the rule says (after the trimmed text, replacing trailing space)', () => {
    const text = 'Write a poem about the sea  \n';
    const end = text.trimEnd().length;
    expect(
      applyEdits(text, [{ start: end, end: text.length, text: '\n\nOutput format: rhyme' }]),
    ).toBe('Write a poem about the sea\n\nOutput format: rhyme');
  });

  it('applies several edits by their offsets in the original text, whatever their order', () => {
    const text = 'be brief, then write at least 1,000 words';
    const edits = [
      { start: 0, end: 8, text: 'be thorough' },
      { start: 15, end: 20, text: 'draft' },
      { start: text.length, end: text.length, text: '.' },
    ];
    const expected = 'be thorough, then draft at least 1,000 words.';
    expect(applyEdits(text, edits)).toBe(expected);
    expect(applyEdits(text, [...edits].reverse())).toBe(expected);
  });

  it('counts UTF-16 units, so text after emoji and other non-BMP characters lands right', () => {
    // 😀 and 𝒳 are two UTF-16 units each: "hi" starts at 6, not at 4 (code points).
    const text = '😀 𝒳 hi there';
    expect(text.indexOf('hi')).toBe(6);
    expect(
      applyEdits(text, [
        { start: 6, end: 8, text: 'hello' },
        { start: 0, end: 2, text: '🙂' },
      ]),
    ).toBe('🙂 𝒳 hello there');
  });

  it('applies two insertions at one place in a stable order, and an empty fix as no change', () => {
    expect(
      applyEdits('ab', [
        { start: 1, end: 1, text: 'X' },
        { start: 1, end: 2, text: 'Y' },
      ]),
    ).toBe('aXY');
    expect(applyEdits('same', [])).toBe('same');
  });

  it('refuses edits that do not fit the text: out of range, reversed or overlapping', () => {
    expect(applyEdits('short', [{ start: 2, end: 9, text: '' }])).toBeNull();
    expect(applyEdits('short', [{ start: -1, end: 1, text: '' }])).toBeNull();
    expect(applyEdits('short', [{ start: 3, end: 2, text: '' }])).toBeNull();
    expect(
      applyEdits('overlapping', [
        { start: 0, end: 5, text: 'x' },
        { start: 3, end: 7, text: 'y' },
      ]),
    ).toBeNull();
  });
});

describe('applyFix', () => {
  const edits = [{ start: 5, end: 5, text: ' there' }];

  it('applies to the text the finding was computed for', () => {
    expect(applyFix('hello', 'hello', edits)).toBe('hello there');
  });

  it('does not apply to a text that changed since (stale findings)', () => {
    expect(applyFix('hello!', 'hello', edits)).toBeNull();
    expect(applyFix('', 'hello', edits)).toBeNull();
  });
});

describe('quotedSpan', () => {
  it('quotes the words of the span on one line', () => {
    const text = 'Be brief.\nWrite at least 1,000 words.';
    expect(quotedSpan(text, 0, text.length - 1)).toBe('Be brief. Write at least 1,000 words');
  });

  it('uses UTF-16 offsets and cuts long spans without splitting a character', () => {
    const text = `😀 ${'🙂'.repeat(100)}`;
    const quote = quotedSpan(text, 3, text.length, 10);
    expect(quote).toBe(`${'🙂'.repeat(9)}…`);
  });

  it('has no quote without a span or with one that does not fit the text', () => {
    expect(quotedSpan('text', null, null)).toBeNull();
    expect(quotedSpan('text', 2, 9)).toBeNull();
    expect(quotedSpan('text', 3, 3)).toBeNull();
    expect(quotedSpan('a    b', 1, 4)).toBeNull();
  });
});
