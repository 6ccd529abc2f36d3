import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderRoutes } from '@/testing/render';

import { CopyButton } from '../copy-button';

function renderButton(writeText: (text: string) => Promise<void>) {
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <CopyButton text={'Line one.\nLine two.'} what="answer" aria-label="Copy A’s answer" />
        ),
      },
    ],
    '/',
  );
  const user = userEvent.setup();
  // user-event installs its own clipboard stub: replace it after setup.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return user;
}

describe('CopyButton', () => {
  it('copies the text, toasts and says "Copied"', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    const user = renderButton(writeText);
    const button = screen.getByRole('button', { name: 'Copy A’s answer' });
    expect(button).toHaveTextContent('Copy');
    await user.click(button);
    expect(writeText).toHaveBeenCalledExactlyOnceWith('Line one.\nLine two.');
    expect(await screen.findByText('Copied', { selector: '[data-title]' })).toBeInTheDocument();
    expect(button).toHaveTextContent('Copied');
  });

  it('asks the user to copy by hand when the browser refuses', async () => {
    const writeText = vi
      .fn<(text: string) => Promise<void>>()
      .mockRejectedValue(new Error('not allowed'));
    const user = renderButton(writeText);
    await user.click(screen.getByRole('button', { name: 'Copy A’s answer' }));
    expect(
      await screen.findByText('Could not copy the answer. Select the text and copy it by hand.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy A’s answer' })).toHaveTextContent('Copy');
  });
});
