import { describe, expect, it } from 'vitest';

import { findingsSummary, formatCost, formatTokens } from '../format';

describe('formatCost', () => {
  it('writes dollars and cents, and up to a tenth of a cent under a dollar', () => {
    expect(formatCost(1.25)).toBe('$1.25');
    expect(formatCost(12.5)).toBe('$12.50');
    expect(formatCost(1234.5)).toBe('$1,234.50');
    expect(formatCost(0.015)).toBe('$0.015');
    expect(formatCost(0.01)).toBe('$0.01');
    expect(formatCost(0.1)).toBe('$0.10');
  });

  it('shows a prompt’s share of a cent as <$0.01, and free as $0.00', () => {
    expect(formatCost(0.000042)).toBe('<$0.01');
    expect(formatCost(0.0099)).toBe('<$0.01');
    expect(formatCost(0)).toBe('$0.00');
  });

  it('says "no price" when the operator set none', () => {
    expect(formatCost(null)).toBe('no price');
    expect(formatCost(undefined)).toBe('no price');
    expect(formatCost(Number.NaN)).toBe('no price');
  });
});

describe('formatTokens and findingsSummary', () => {
  it('groups thousands and counts suggestions', () => {
    expect(formatTokens(12_345)).toBe('12,345');
    expect(findingsSummary(0)).toBe('No issues found');
    expect(findingsSummary(1)).toBe('1 suggestion');
    expect(findingsSummary(3)).toBe('3 suggestions');
  });
});
