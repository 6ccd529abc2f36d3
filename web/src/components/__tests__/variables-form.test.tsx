import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { TemplateShape } from '@/lib/prompt-template';
import { COUNT, NOTES, TONE, TOPIC } from '@/testing/prompt-template';
import { renderRoutes } from '@/testing/render';

import { VariablesForm, type GenieValues } from '../variables-form';

// "Write {{count: number = 3}} {{tone: options(formal, casual) = casual}} posts on {{topic}}.
// {{notes: long}}"
const TEMPLATE: TemplateShape = {
  variables: [COUNT, TONE, TOPIC, NOTES],
  segments: [
    { text: 'Write ', variable: null },
    { text: null, variable: 'count' },
    { text: ' ', variable: null },
    { text: null, variable: 'tone' },
    { text: ' posts on ', variable: null },
    { text: null, variable: 'topic' },
    { text: '.\n', variable: null },
    { text: null, variable: 'notes' },
  ],
};

const KEY = 'promptValues:u_1:prompt:p_1';

function renderForm(
  onSubmit: (text: string) => void,
  genie?: GenieValues,
  template: TemplateShape = TEMPLATE,
) {
  const utils = renderRoutes(
    [
      {
        path: '/',
        element: (
          <VariablesForm template={template} storageKey={KEY} genie={genie} onSubmit={onSubmit}>
            <button type="submit">Copy filled prompt</button>
          </VariablesForm>
        ),
      },
    ],
    '/',
  );
  return { ...utils, user: userEvent.setup() };
}

const preview = () => screen.getByLabelText('Filled prompt');

describe('VariablesForm', () => {
  it('makes a labelled field per type, with the defaults filled in and the required ones marked', async () => {
    renderForm(vi.fn());
    const count = await screen.findByRole('textbox', { name: /^count/ });
    expect(count).toHaveValue('3');
    expect(count).toHaveAttribute('inputmode', 'decimal');
    expect(count).toHaveAccessibleDescription('A number · default: 3');
    const tone = screen.getByRole('combobox', { name: /^tone/ });
    expect(tone).toHaveValue('casual');
    expect([...(tone as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      'formal',
      'casual',
    ]);
    const topic = screen.getByRole('textbox', { name: 'topic (required)' });
    expect(topic.tagName).toBe('INPUT');
    expect(topic).toHaveAttribute('aria-required', 'true');
    const notes = screen.getByRole('textbox', { name: 'notes (required)' });
    expect(notes.tagName).toBe('TEXTAREA');
    expect(preview()).toHaveTextContent('Write 3 casual posts on {{topic}}. {{notes}}', {
      normalizeWhitespace: true,
    });
  });

  it('refuses to submit until every field fits, saying why at each one, and focuses the first', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm(onSubmit);
    const count = await screen.findByRole('textbox', { name: /^count/ });
    await user.clear(count);
    await user.type(count, 'lots');
    await user.click(screen.getByRole('button', { name: 'Copy filled prompt' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(count).toHaveAccessibleDescription(/Enter a number, such as 3 or 2\.5\./);
    expect(count).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'topic (required)' })).toHaveAccessibleDescription(
      /Fill in topic\./,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('3 fields need values that fit them.');
    expect(count).toHaveFocus();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('previews as the user types and submits the filled prompt, remembering the values', async () => {
    const onSubmit = vi.fn();
    const { user, unmount } = renderForm(onSubmit);
    await user.type(await screen.findByRole('textbox', { name: 'topic (required)' }), 'tea');
    await user.selectOptions(screen.getByRole('combobox', { name: /^tone/ }), 'formal');
    await user.type(
      screen.getByRole('textbox', { name: 'notes (required)' }),
      'Short.{Enter}Warm.',
    );
    expect(preview().textContent).toBe('Write 3 formal posts on tea.\nShort.\nWarm.');

    await user.click(screen.getByRole('button', { name: 'Copy filled prompt' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('Write 3 formal posts on tea.\nShort.\nWarm.');
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toEqual({
      count: '3',
      tone: 'formal',
      topic: 'tea',
      notes: 'Short.\nWarm.',
    });

    // Next time the form opens with them.
    unmount();
    renderForm(vi.fn());
    expect(await screen.findByRole('textbox', { name: 'topic (required)' })).toHaveValue('tea');
    expect(screen.getByRole('combobox', { name: /^tone/ })).toHaveValue('formal');
  });

  it('offers “Choose…” for options without a default', async () => {
    const onSubmit = vi.fn();
    const template: TemplateShape = {
      variables: [
        { name: 'size', type: 'OPTIONS', options: ['S', 'M'], default: null, required: true },
      ],
      segments: [
        { text: 'Size ', variable: null },
        { text: null, variable: 'size' },
      ],
    };
    const { user } = renderForm(onSubmit, undefined, template);
    const size = await screen.findByRole('combobox', { name: 'size (required)' });
    expect(size).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Copy filled prompt' }));
    expect(size).toHaveAccessibleDescription(/Choose a size\./);
    await user.selectOptions(size, 'M');
    await user.click(screen.getByRole('button', { name: 'Copy filled prompt' }));
    expect(onSubmit).toHaveBeenCalledWith('Size M');
  });

  it('fills the matching fields from a chosen Context Genie, which the user can still change', async () => {
    const load = vi
      .fn<(id: string) => Promise<Record<string, unknown>>>()
      .mockResolvedValue({ topic: 'Acme’s launch', tone: 'formal', other: 'ignored' });
    const onSubmit = vi.fn();
    const { user } = renderForm(onSubmit, {
      contexts: [
        { id: 'g_1', name: 'Acme', isActive: false },
        { id: 'g_2', name: 'Home', isActive: false },
      ],
      load,
    });
    const picker = await screen.findByRole('combobox', { name: 'Context Genie' });
    expect(picker).toHaveValue('');
    await user.selectOptions(picker, 'g_1');
    expect(load).toHaveBeenCalledExactlyOnceWith('g_1');
    expect(await screen.findByText(/Filled 2 fields from Acme/)).toBeInTheDocument();
    const topic = screen.getByRole('textbox', { name: 'topic (required)' });
    expect(topic).toHaveValue('Acme’s launch');
    expect(screen.getByRole('combobox', { name: /^tone/ })).toHaveValue('formal');

    await user.clear(topic);
    await user.type(topic, 'Acme’s sale');
    await user.type(screen.getByRole('textbox', { name: 'notes (required)' }), 'Brief.');
    await user.click(screen.getByRole('button', { name: 'Copy filled prompt' }));
    expect(onSubmit).toHaveBeenCalledWith('Write 3 formal posts on Acme’s sale.\nBrief.');
  });

  it('says when a Genie has nothing for these fields, or could not be read', async () => {
    const load = vi
      .fn<(id: string) => Promise<Record<string, unknown>>>()
      .mockResolvedValueOnce({})
      .mockRejectedValueOnce(new Error('offline'));
    const { user } = renderForm(vi.fn(), {
      contexts: [{ id: 'g_1', name: 'Acme', isActive: true }],
      load,
    });
    const picker = await screen.findByRole('combobox', { name: 'Context Genie' });
    // An active Genie does not fill anything until it is chosen.
    expect(load).not.toHaveBeenCalled();
    await user.selectOptions(picker, '');
    expect(await screen.findByText(/Acme has no values for these fields/)).toBeInTheDocument();
    await user.selectOptions(picker, '__no_context__');
    await user.selectOptions(picker, '');
    await waitFor(() => expect(screen.getByText(/Could not read Acme/)).toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'topic (required)' })).toHaveValue('');
  });
});
