import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { CharacterCount } from '../character-count';
import { FaqList } from '../faq-list';

describe('FaqList', () => {
  it('shows each question as a closed disclosure that opens on a click', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <FaqList
        items={[
          { question: 'Can I cancel?', answer: 'Yes, at any time.' },
          { question: 'Is there a free plan?', answer: 'Yes.' },
        ]}
      />,
    );
    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(2);
    expect([...details].map((d) => d.open)).toEqual([false, false]);
    expect(screen.getByText('Yes, at any time.')).not.toBeVisible();

    await user.click(screen.getByText('Can I cancel?'));
    expect(details[0]!.open).toBe(true);
    expect(screen.getByText('Yes, at any time.')).toBeVisible();
    expect(details[1]!.open).toBe(false);
  });
});

describe('CharacterCount', () => {
  it('counts the characters against the maximum, with words for screen readers', () => {
    const { container, rerender } = render(<CharacterCount value="hello" max={2000} />);
    expect(container).toHaveTextContent('Characters used: 5 / 2,000');
    rerender(<CharacterCount value={undefined} max={2000} />);
    expect(container).toHaveTextContent('Characters used: 0 / 2,000');
  });
});
