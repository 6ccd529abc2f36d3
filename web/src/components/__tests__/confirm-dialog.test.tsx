import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ConfirmDialog } from '../confirm-dialog';

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <ConfirmDialog
      title="Delete “Work”?"
      description="The folder is empty. This can’t be undone."
      confirmLabel="Delete folder"
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    />,
  );
  return {
    onConfirm,
    onClose,
    dialog: screen.getByRole('alertdialog', { name: 'Delete “Work”?' }),
  };
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its question and described by what will happen', () => {
    const { dialog } = renderDialog();
    expect(dialog).toHaveAccessibleDescription('The folder is empty. This can’t be undone.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Delete folder' })).toBeEnabled();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('confirms with the confirm button, and backs out with Cancel or Escape', async () => {
    const user = userEvent.setup();
    const { dialog, onConfirm, onClose } = renderDialog({ cancelLabel: 'Keep it' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete folder' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows the failure and a busy confirm button while the action runs', () => {
    const { dialog } = renderDialog({ pending: true, error: 'The folder is not empty.' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The folder is not empty.');
    const confirm = within(dialog).getByRole('button', { name: 'Delete folder' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
  });

  it('shows its confirm button as destructive by default', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).getByRole('button', { name: 'Delete folder' })).toHaveClass(
      'bg-destructive',
    );
  });

  it('a non-destructive confirmation uses the primary style', () => {
    const { dialog } = renderDialog({ tone: 'default', confirmLabel: 'Run the test' });
    const confirm = within(dialog).getByRole('button', { name: 'Run the test' });
    expect(confirm).toHaveClass('bg-primary');
    expect(confirm).not.toHaveClass('bg-destructive');
  });
});
