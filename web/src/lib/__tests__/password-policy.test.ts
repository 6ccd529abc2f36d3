import { describe, expect, it } from 'vitest';

import {
  checkPassword,
  isPasswordValid,
  PASSWORD_RULES,
  passwordProblems,
} from '../password-policy';

describe('password policy', () => {
  it('uses exactly the server messages, in policy order', () => {
    expect(PASSWORD_RULES.map((rule) => rule.message)).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain a lowercase letter',
      'Password must contain an uppercase letter',
      'Password must contain a number',
      'Password must contain a symbol',
    ]);
  });

  it.each([
    ['Ab1!xyz', 'Password must be at least 8 characters long'],
    ['ABCDEFG1!', 'Password must contain a lowercase letter'],
    ['abcdefg1!', 'Password must contain an uppercase letter'],
    ['Abcdefgh!', 'Password must contain a number'],
    ['Abcdefgh1', 'Password must contain a symbol'],
  ])('%s breaks exactly one rule: %s', (password, message) => {
    expect(passwordProblems(password)).toEqual([message]);
    expect(isPasswordValid(password)).toBe(false);
  });

  it('reports every rule for an empty password', () => {
    expect(passwordProblems('')).toHaveLength(5);
    expect(checkPassword('').every((result) => !result.met)).toBe(true);
  });

  it('accepts a password that meets every rule', () => {
    expect(passwordProblems('Sup3r-prompt')).toEqual([]);
    expect(isPasswordValid('Sup3r-prompt')).toBe(true);
    expect(checkPassword('Sup3r-prompt').every((result) => result.met)).toBe(true);
  });

  it('counts characters, not UTF-16 code units, for the length rule', () => {
    // 7 characters, one of them an emoji made of two code units.
    expect(passwordProblems('Ab1!xy😀')).toEqual(['Password must be at least 8 characters long']);
  });

  it('does not count spaces as symbols', () => {
    expect(passwordProblems('Abcdefg 1')).toEqual(['Password must contain a symbol']);
  });
});
