import { titleFrom } from '@/background/library';

describe('titleFrom', () => {
  it('is the first line of a short draft', () => {
    expect(titleFrom('  Write a cold email to a CTO\nabout our API')).toBe(
      'Write a cold email to a CTO',
    );
  });

  it('cuts a long first line at a word and marks the cut', () => {
    const title = titleFrom(
      'Summarise the quarterly report for the board, keeping every figure and the three risks we named',
    );
    expect(title.endsWith('…')).toBe(true);
    expect(title.length).toBeLessThanOrEqual(61);
    expect(title).toBe('Summarise the quarterly report for the board, keeping every…');
  });

  it('names an empty draft', () => {
    expect(titleFrom('   \n  ')).toBe('Untitled prompt');
  });
});
