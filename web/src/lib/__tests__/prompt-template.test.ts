import { describe, expect, it } from 'vitest';

import { COUNT, NOTES, TONE, TOPIC } from '@/testing/prompt-template';

import { clearUserData } from '../local-data';
import {
  checkValue,
  fillTemplate,
  initialValues,
  joinSegments,
  loadRememberedValues,
  parseVariableProblem,
  rememberedValuesKey,
  saveRememberedValues,
  type TemplateShape,
  type TemplateVariable,
} from '../prompt-template';

// "Write {{count: number = 3}} {{tone: options(formal, casual) = casual}} emails about
// {{topic}}.\nNotes: {{notes: long}}", as the server sends it.
const TEMPLATE: TemplateShape = {
  variables: [COUNT, TONE, TOPIC, NOTES],
  segments: [
    { text: 'Write ', variable: null },
    { text: null, variable: 'count' },
    { text: ' ', variable: null },
    { text: null, variable: 'tone' },
    { text: ' emails about ', variable: null },
    { text: null, variable: 'topic' },
    { text: '.\nNotes: ', variable: null },
    { text: null, variable: 'notes' },
    { text: '\nAgain: ', variable: null },
    { text: null, variable: 'topic' },
  ],
};

const byName = (name: string) =>
  TEMPLATE.variables.find((v) => v.name === name) as TemplateVariable;

describe('filling a prompt', () => {
  it('joins the segments with the values, the defaults where none, every use of a name', () => {
    const filled = fillTemplate(TEMPLATE, {
      topic: 'onboarding',
      notes: 'Keep it short.\nNo jargon.',
    });
    expect(filled).toEqual({
      ok: true,
      text: 'Write 3 casual emails about onboarding.\nNotes: Keep it short.\nNo jargon.\nAgain: onboarding',
    });
  });

  it('trims a value at its end and falls back to the default for a blank one, as the server does', () => {
    const filled = fillTemplate(TEMPLATE, {
      count: '   ',
      tone: 'formal',
      topic: '  launch  ',
      notes: 'n\n\n',
    });
    expect(filled).toEqual({
      ok: true,
      text: 'Write 3 formal emails about   launch.\nNotes: n\nAgain:   launch',
    });
  });

  it('names every variable that cannot be filled, and the preview keeps them as {{name}}', () => {
    const filled = fillTemplate(TEMPLATE, { count: 'many', topic: 'a\nb' });
    expect(filled).toEqual({
      ok: false,
      errors: {
        count: 'Enter a number, such as 3 or 2.5.',
        topic: 'Keep it to one line.',
        notes: 'Fill in notes.',
      },
    });
    expect(joinSegments(TEMPLATE, {})).toBe(
      'Write 3 casual emails about {{topic}}.\nNotes: {{notes}}\nAgain: {{topic}}',
    );
  });

  it('checks each type', () => {
    expect(checkValue(byName('count'), '2.5')).toBeNull();
    expect(checkValue(byName('count'), '-1e3')).toBeNull();
    expect(checkValue(byName('count'), '1e999')).toMatch(/number/);
    expect(checkValue(byName('count'), '3 apples')).toMatch(/number/);
    expect(checkValue(byName('tone'), 'rude')).toBe('Choose one of: formal, casual.');
    expect(checkValue(byName('tone'), 'formal')).toBeNull();
    expect(checkValue({ ...byName('tone'), default: null }, '')).toBe('Choose a tone.');
    expect(checkValue(byName('notes'), 'two\nlines')).toBeNull();
    expect(checkValue(byName('topic'), 'x'.repeat(10_001))).toMatch(/At most 10,000/);
  });
});

describe('remembered values', () => {
  it('start from the defaults, overlaid by what was filled last time where it still fits', () => {
    expect(initialValues(TEMPLATE, {})).toEqual({
      count: '3',
      tone: 'casual',
      topic: '',
      notes: '',
    });
    expect(
      initialValues(TEMPLATE, { count: '5', tone: 'rude', topic: 'sales', gone: 'x' }),
    ).toEqual({ count: '5', tone: 'casual', topic: 'sales', notes: '' });
  });

  it('are kept per account and prompt, and removed on sign-out', () => {
    const mine = rememberedValuesKey('u_1', 'prompt:p_1');
    const theirs = rememberedValuesKey('u_2', 'prompt:p_1');
    const guest = rememberedValuesKey(null, 'share:s_1:0');
    expect(mine).toBe('promptValues:u_1:prompt:p_1');
    expect(guest).toBe('promptValues:guest:share:s_1:0');

    saveRememberedValues(mine, { topic: 'sales' });
    expect(loadRememberedValues(mine)).toEqual({ topic: 'sales' });
    expect(loadRememberedValues(theirs)).toEqual({});

    localStorage.setItem(theirs, '{"topic": 3, "tone": "formal"}');
    expect(loadRememberedValues(theirs)).toEqual({ tone: 'formal' });
    localStorage.setItem(theirs, 'not json');
    expect(loadRememberedValues(theirs)).toEqual({});

    localStorage.setItem('theme', 'dark');
    clearUserData();
    expect(localStorage.getItem(mine)).toBeNull();
    expect(localStorage.getItem(theirs)).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});

describe('parseVariableProblem', () => {
  it('takes the server’s “Line 2, column 3: …” apart', () => {
    expect(
      parseVariableProblem(
        'Line 2, column 7: "colour" is not a type: use text, long, number or options(…)',
      ),
    ).toEqual({
      line: 2,
      column: 7,
      message: '"colour" is not a type: use text, long, number or options(…)',
    });
    expect(parseVariableProblem('Something else')).toEqual({
      line: null,
      column: null,
      message: 'Something else',
    });
  });
});
