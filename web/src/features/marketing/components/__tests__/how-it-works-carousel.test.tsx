import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CAROUSEL_INTERVAL_MS, HowItWorksCarousel } from '../how-it-works-carousel';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const selected = () => screen.getByRole('tab', { selected: true });

describe('HowItWorksCarousel', () => {
  it('advances every 3 s through Type, Choose model, Refine, Test and wraps', () => {
    render(<HowItWorksCarousel />);
    expect(CAROUSEL_INTERVAL_MS).toBe(3000);
    expect(selected()).toHaveTextContent('Type');
    for (const step of ['Choose model', 'Refine', 'Test', 'Type']) {
      act(() => {
        vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
      });
      expect(selected()).toHaveTextContent(step);
    }
  });

  it('shows the step that was clicked', () => {
    render(<HowItWorksCarousel />);
    fireEvent.click(screen.getByRole('tab', { name: /Refine/ }));
    expect(selected()).toHaveTextContent('Refine');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Step 3');
  });

  it('can be paused', () => {
    render(<HowItWorksCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the steps' }));
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 3);
    });
    expect(selected()).toHaveTextContent('Type');
    expect(screen.getByRole('button', { name: 'Play the steps' })).toBeInTheDocument();
  });
});
