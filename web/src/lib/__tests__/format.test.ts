import { describe, expect, it } from 'vitest';

import { formatBytes, formatPrice, planWithNoun } from '../format';

describe('formatPrice', () => {
  it('formats cents as money, dropping .00 on whole amounts', () => {
    expect(formatPrice(999, 'USD', 'en-US')).toBe('$9.99');
    expect(formatPrice(9999, 'usd', 'en-US')).toBe('$99.99');
    expect(formatPrice(833, 'USD', 'en-US')).toBe('$8.33');
    expect(formatPrice(0, 'USD', 'en-US')).toBe('$0');
    expect(formatPrice(1000, 'USD', 'en-US')).toBe('$10');
    expect(formatPrice(1050, 'USD', 'en-US')).toBe('$10.50');
  });

  it('follows the currency and the locale', () => {
    expect(formatPrice(999, 'EUR', 'de-DE')).toBe('9,99\u00a0€');
  });
});

describe('formatBytes', () => {
  it('says bytes, KB or MB', () => {
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(12 * 1024 + 300)).toBe('12 KB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatBytes(2 * 1024 * 1024)).toBe('2 MB');
  });
});

describe('planWithNoun', () => {
  it('adds the noun unless the name ends with it', () => {
    expect(planWithNoun('Pro', 'subscription')).toBe('Pro subscription');
    expect(planWithNoun('3-Day Pass', 'pass')).toBe('3-Day Pass');
    expect(planWithNoun('Passport', 'pass')).toBe('Passport pass');
  });
});
