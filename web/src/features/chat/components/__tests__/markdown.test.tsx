import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderRoutes } from '@/testing/render';

import { Markdown } from '../markdown';

function renderMarkdown(text: string) {
  return renderRoutes([{ path: '/', element: <Markdown text={text} /> }], '/');
}

describe('Markdown (assistant replies)', () => {
  it('shows raw HTML as text and never renders it', () => {
    const { container } = renderMarkdown(
      'Look: <img src=x onerror="alert(1)"> and <script>alert(2)</script>\n\n<div onclick="alert(3)">block</div>',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror],[onclick]')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)">');
    expect(container).toHaveTextContent('<div onclick="alert(3)">block</div>');
  });

  it('renders Markdown: emphasis, lists and GFM tables, with headings under the page’s', () => {
    const { container } = renderMarkdown(
      '# Plan\n\n**Bold** and *soft*.\n\n- one\n- two\n\n| a | b |\n| - | - |\n| 1 | 2 |',
    );
    expect(screen.getByRole('heading', { level: 4, name: 'Plan' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('Bold');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(container.querySelector('h1')).toBeNull();
  });

  it('opens links in a new tab without opener or referrer, and drops javascript: URLs', () => {
    renderMarkdown('[Docs](https://example.com/docs) and [bad](javascript:alert(1))');
    const docs = screen.getByRole('link', { name: /Docs/ });
    expect(docs).toHaveAttribute('href', 'https://example.com/docs');
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    expect(docs).toHaveAccessibleName(/^Docs ?\(opens in a new tab\)$/);
    const bad = screen.queryByRole('link', { name: /bad/ });
    expect(bad?.getAttribute('href') ?? '').not.toContain('javascript');
  });

  it('shows images as links, so a reply can’t make the browser load them', () => {
    const { container } = renderMarkdown('![tracker](https://example.com/pixel.png)');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: /Image: tracker/ })).toHaveAttribute(
      'href',
      'https://example.com/pixel.png',
    );
  });

  it('gives code blocks a Copy button that copies the code', async () => {
    renderMarkdown('Run this:\n\n```python\nprint("hi")\nprint("<b>")\n```\n\nand `inline`.');
    const user = userEvent.setup();
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    expect(screen.getByText('python')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy the python code' }));
    expect(writeText).toHaveBeenCalledExactlyOnceWith('print("hi")\nprint("<b>")');
    // Inline code gets no button.
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
