import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { makeGeneration, makeQuota } from '@/testing/graphql-mock';
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
    reconnecting: false,
    isRunning: false,
    generate: vi.fn(),
    cancel: vi.fn(),
    reset: vi.fn(),
    ...overrides,
  };
}

describe('GenerationPanel', () => {
  it('"Try again" on a result asks for the next version of the same request', async () => {
    const user = userEvent.setup();
    const generate = vi.fn();
    const request = {
      generator: 'MASTERMIND' as const,
      description: 'Write to my landlord',
      contextId: 'c_1',
      showReasoning: true,
      variant: 2,
    };
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <GenerationPanel
              generation={handle({
                status: 'success',
                request,
                result: {
                  generation: makeGeneration({ generator: 'MASTERMIND' }),
                  quota: makeQuota(),
                },
                generate,
              })}
            />
          ),
        },
      ],
      '/',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(generate).toHaveBeenCalledWith({ ...request, variant: 3 });
  });

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

  it('says it is reconnecting while a dropped stream is picked up again, keeping the text', () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <GenerationPanel
              generation={handle({
                status: 'streaming',
                isRunning: true,
                reconnecting: true,
                text: 'You are a tenant',
                request: { generator: 'PRIMER', description: 'Write to my landlord' },
              })}
            />
          ),
        },
      ],
      '/',
    );
    expect(screen.getByRole('status')).toHaveTextContent('The connection dropped. Reconnecting…');
    expect(screen.getByRole('group', { name: 'Prompt so far' }).textContent).toBe(
      'You are a tenant',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});
