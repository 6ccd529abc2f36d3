import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';

import { RadioCardGroup } from '../radio-card-group';

const options = [
  { value: 'price', label: 'It costs too much' },
  { value: 'other', label: 'Something else' },
] as const;

function Survey({ error, onSubmit }: { error?: string; onSubmit: (reason: string) => void }) {
  const form = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(values.reason))}>
      <RadioCardGroup
        legend="Why are you cancelling?"
        options={options}
        registration={form.register('reason')}
        error={error}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('RadioCardGroup', () => {
  it('is a group named by its legend whose radios are labelled by their cards', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Survey onSubmit={onSubmit} />);
    const group = screen.getByRole('group', { name: 'Why are you cancelling?' });
    expect(group).not.toHaveAccessibleDescription();
    const price = screen.getByRole('radio', { name: 'It costs too much' });
    expect(price).not.toBeChecked();
    expect(price).not.toHaveAttribute('aria-invalid');

    // The whole card is the label: clicking its text picks the option, one at a time.
    await user.click(screen.getByText('Something else'));
    await user.click(price);
    expect(price).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Something else' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith('price');
  });

  it('shows the error, describes the group with it and marks each radio invalid', () => {
    render(<Survey error="Please choose a reason." onSubmit={vi.fn()} />);
    expect(
      screen.getByRole('group', { name: 'Why are you cancelling?' }),
    ).toHaveAccessibleDescription('Please choose a reason.');
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toHaveAttribute('aria-invalid', 'true');
    }
  });
});
