import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/errors';
import { renderRoutes } from '@/testing/render';

import { ContextGenieForm } from '../context-genie-form';

function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <ContextGenieForm submitLabel="Save Genie" onSubmit={onSubmit} onCancel={vi.fn()} />
        ),
      },
    ],
    '/',
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('ContextGenieForm', () => {
  it('requires a name and some content', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save Genie' }));
    expect(await screen.findByText('Give your Genie a name')).toBeInTheDocument();
    expect(screen.getByText('Add the context to reuse')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    // Whitespace is not content.
    await user.type(screen.getByLabelText('Name'), '   ');
    await user.type(screen.getByLabelText('Context'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save Genie' }));
    expect(await screen.findByText('Give your Genie a name')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('limits the name to 80 characters', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'x'.repeat(81));
    await user.type(screen.getByLabelText('Context'), 'Some context');
    await user.click(screen.getByRole('button', { name: 'Save Genie' }));
    expect(await screen.findByText('Keep the name under 80 characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends trimmed values with the "use automatically" choice', async () => {
    const { onSubmit, user } = renderForm();
    await user.type(screen.getByLabelText('Name'), '  Bakery ');
    await user.type(screen.getByLabelText('Context'), 'We bake sourdough in Lyon.');
    await user.click(screen.getByRole('checkbox', { name: 'Use automatically' }));
    await user.click(screen.getByRole('button', { name: 'Save Genie' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: 'Bakery',
        content: 'We bake sourdough in Lyon.',
        isActive: true,
      }),
    );
  });

  it('shows the Free allowance message with an upgrade link on PLAN_LIMIT', async () => {
    const message =
      'The Free plan includes 2 Context Genies. Delete one, or upgrade to Pro for unlimited Context Genies.';
    const { user } = renderForm(
      vi.fn().mockRejectedValue(new ApiError({ code: 'PLAN_LIMIT', message })),
    );
    await user.type(screen.getByLabelText('Name'), 'Third');
    await user.type(screen.getByLabelText('Context'), 'One too many');
    await user.click(screen.getByRole('button', { name: 'Save Genie' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/dashboard/pricing',
    );
  });
});
