import { describe, expect, it } from 'vitest';

import { absoluteUrl } from '../absolute-url';

describe('absoluteUrl', () => {
  it('makes a server path absolute against the origin', () => {
    expect(absoluteUrl('/share/markup/s_1', 'https://prompts.example.com')).toBe(
      'https://prompts.example.com/share/markup/s_1',
    );
  });

  it('keeps an absolute URL as it is', () => {
    expect(absoluteUrl('https://cdn.example.com/embed/s_1', 'https://prompts.example.com')).toBe(
      'https://cdn.example.com/embed/s_1',
    );
  });

  it('defaults to this page’s origin', () => {
    expect(absoluteUrl('/embed/s_2')).toBe(`${window.location.origin}/embed/s_2`);
  });

  it('returns what is not a URL unchanged', () => {
    expect(absoluteUrl('http://[not a host', 'https://prompts.example.com')).toBe(
      'http://[not a host',
    );
  });
});
