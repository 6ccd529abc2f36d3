import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Toaster } from '@/components/ui/toaster';

import { notify, TOAST_LIMIT } from '../toasts';

describe('toasts', () => {
  // First in this file: the module remembers that a toast was asked for.
  it('mounts no toast region (and loads no sonner) until the first toast', async () => {
    const { container, unmount } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      notify.dismiss();
    });
    expect(container).toBeEmptyDOMElement();

    act(() => {
      notify.message('Hello');
    });
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    act(() => {
      notify.dismiss();
    });
    unmount();
  });

  it('keeps at most one toast: a new one replaces the one on screen', async () => {
    expect(TOAST_LIMIT).toBe(1);
    render(<Toaster />);

    act(() => {
      notify.success('First message');
    });
    expect(await screen.findByText('First message')).toBeInTheDocument();

    act(() => {
      notify.error('Second message');
      notify.info('Third message');
    });
    expect(await screen.findByText('Third message')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByText('First message')).not.toBeInTheDocument();
      expect(screen.queryByText('Second message')).not.toBeInTheDocument();
    });
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1);

    act(() => {
      notify.dismiss();
    });
  });

  it('shows queued toasts one after another, each once the one before has closed', async () => {
    render(<Toaster />);
    act(() => {
      notify.queued.success('First unlock');
      notify.queued.success('Second unlock');
    });
    expect(await screen.findByText('First unlock')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Second unlock')).not.toBeInTheDocument();

    act(() => {
      notify.dismiss();
    });
    expect(await screen.findByText('Second unlock')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('First unlock')).not.toBeInTheDocument());

    act(() => {
      notify.dismiss();
    });
    await waitFor(() => expect(screen.queryByText('Second unlock')).not.toBeInTheDocument());
  });

  it('a queued toast waits while another toast is on screen', async () => {
    render(<Toaster />);
    act(() => {
      notify.info('Copied');
      notify.queued.success('Achievement unlocked');
    });
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Achievement unlocked')).not.toBeInTheDocument();

    act(() => {
      notify.dismiss();
    });
    expect(await screen.findByText('Achievement unlocked')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Copied')).not.toBeInTheDocument());
    act(() => {
      notify.dismiss();
    });
  });
});
