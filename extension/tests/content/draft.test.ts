import { fillPrompt, needsValues, variableFields, withInserted } from '@/content/draft';
import type { PromptSummary } from '@/shared/messages';

function prompt(overrides: Partial<PromptSummary> = {}): PromptSummary {
  return {
    id: 'p1',
    title: 'Release notes',
    text: 'Write release notes for {{product}} in a {{tone}} tone, {{count}} bullets.\n{{details}}',
    folderName: 'Extension Prompts',
    updatedAt: '2025-01-01T00:00:00Z',
    template: {
      variables: [
        { name: 'product', type: 'TEXT', options: [], default: null, required: true },
        {
          name: 'tone',
          type: 'OPTIONS',
          options: ['formal', 'playful'],
          default: 'formal',
          required: true,
        },
        { name: 'count', type: 'NUMBER', options: [], default: '5', required: true },
        { name: 'details', type: 'LONG', options: [], default: '', required: false },
      ],
      segments: [
        { text: 'Write release notes for ', variable: null },
        { text: null, variable: 'product' },
        { text: ' in a ', variable: null },
        { text: null, variable: 'tone' },
        { text: ' tone, ', variable: null },
        { text: null, variable: 'count' },
        { text: ' bullets.\n', variable: null },
        { text: null, variable: 'details' },
      ],
    },
    ...overrides,
  };
}

describe('withInserted', () => {
  it('replaces an empty draft', () => {
    expect(withInserted('', 'Saved prompt')).toBe('Saved prompt');
    expect(withInserted('  \n ', 'Saved prompt')).toBe('Saved prompt');
  });
  it('comes after a blank line otherwise', () => {
    expect(withInserted('My draft', 'Saved prompt')).toBe('My draft\n\nSaved prompt');
    expect(withInserted('My draft\n\n', 'Saved prompt')).toBe('My draft\n\nSaved prompt');
  });
});

describe('the variables form', () => {
  it('has one field per variable, by type, with the defaults', () => {
    const fields = variableFields(prompt());
    expect(fields.map((f) => [f.name, f.kind, f.value, f.required])).toEqual([
      ['product', 'text', '', true],
      ['tone', 'select', 'formal', true],
      ['count', 'number', '5', true],
      ['details', 'textarea', '', false],
    ]);
    expect(fields[1]?.options).toEqual(['formal', 'playful']);
    expect(fields[1]?.hint).toBe('One of: formal, playful');
  });

  it('fills the text from the segments with the values', () => {
    expect(
      fillPrompt(prompt(), { product: 'Superprompt 2', tone: 'playful', count: '3', details: '' }),
    ).toEqual({
      ok: true,
      text: 'Write release notes for Superprompt 2 in a playful tone, 3 bullets.\n',
    });
  });

  it('refuses missing and misfit values, by name', () => {
    const result = fillPrompt(prompt(), { product: ' ', tone: 'grumpy', count: 'many' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['count', 'product', 'tone']);
    expect(result.errors.product).toBe('Fill in product.');
  });

  it('a prompt without variables is used as it is', () => {
    const plain = prompt({
      text: 'Just text {{ not a variable',
      template: { variables: [], segments: [] },
    });
    expect(needsValues(plain)).toBe(false);
    expect(fillPrompt(plain, {})).toEqual({ ok: true, text: 'Just text {{ not a variable' });
  });
});
