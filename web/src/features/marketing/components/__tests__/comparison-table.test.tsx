import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { comparison } from '../../content/landing';
import { ComparisonTable } from '../comparison-table';

describe('ComparisonTable', () => {
  it('says on small screens that it scrolls sideways, and how many columns there are', () => {
    render(<ComparisonTable />);
    const region = screen.getByRole('region', { name: 'Comparison table' });
    const columns = comparison.columns.length + 1;
    expect(region).toHaveAccessibleDescription(`Swipe sideways to see all ${columns} columns →`);
    expect(screen.getAllByRole('columnheader')).toHaveLength(columns);
    // The feature names stay in view while the other columns scroll.
    expect(screen.getByRole('columnheader', { name: 'Feature' })).toHaveClass('sticky');
  });
});
