import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderRoutes } from '@/testing/render';

import type { GenerationHandle } from '../../hooks/use-generation';
import { GenerationPanel } from '../generation-panel';

function handle(overrides: Partial<GenerationHandle>): GenerationHandle {
  return {
    status: 'idle',
    text: '',
    result: null,
    error: null,
    request: null,
    finishedInHistory: false,
    isRunning: false,
    generate: vi.fn(),
    cancel: vi.fn(),
    reset: vi.fn(),
    ...overrides,
  };
}

describe('GenerationPanel', () => {
  it('shows the prompt so far while it streams, with the Writing status and Cancel', () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <GenerationPanel
              generation={handle({
                status: 'streaming',
                isRunning: true,
                text: 'You are a tenant who writes\nfirm letters.',
                request: { generator: 'MASTERMIND', description: 'Write to my landlord' },
              })}
            />
          ),
        },
      ],
      '/',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Writing your Super Prompt with Mastermind…',
    );
    const soFar = screen.getByRole('group', { name: 'Prompt so far' });
    expect(soFar.textContent).toBe('You are a tenant who writes\nfirm letters.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Generated prompt' })).toBeNull();
  });

  it('shows placeholders, not an empty prompt, before the first words arrive', () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <GenerationPanel
              generation={handle({
                status: 'pending',
                isRunning: true,
                request: { generator: 'PRIMER', description: 'Write to my landlord' },
              })}
            />
          ),
        },
      ],
      '/',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Writing your Super Prompt with Primer…');
    expect(screen.queryByRole('group', { name: 'Prompt so far' })).toBeNull();
  });
});
