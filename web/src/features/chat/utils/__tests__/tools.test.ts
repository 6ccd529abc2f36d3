import { describe, expect, it } from 'vitest';

import type { ToolResultBlock, ToolUseBlock } from '../../api/fragments';
import { prettyJson, summarizeTool } from '../tools';

function use(name: string, input: unknown): ToolUseBlock {
  return { __typename: 'ToolUseBlock', toolUseId: 'call_1', name, input };
}

function result(content: unknown, status: 'SUCCESS' | 'ERROR' = 'SUCCESS'): ToolResultBlock {
  return {
    __typename: 'ToolResultBlock',
    toolUseId: 'call_1',
    content: typeof content === 'string' ? content : JSON.stringify(content),
    status,
  };
}

describe('summarizeTool', () => {
  it('says what a save did, with the title, and links the library', () => {
    const call = use('save_to_library', { title: 'Haiku', text: 'Leaves…' });
    expect(summarizeTool(call, null)).toMatchObject({
      state: 'running',
      text: 'Saving to your library: Haiku…',
    });
    expect(
      summarizeTool(call, result({ saved: true, promptId: 'p1', title: 'Autumn haiku' })),
    ).toMatchObject({
      state: 'done',
      text: 'Saved to your library: Autumn haiku',
      libraryLink: true,
    });
    expect(
      summarizeTool(call, result('You have saved 15 prompts, the most on the Free plan.', 'ERROR')),
    ).toMatchObject({
      state: 'failed',
      text: 'Could not save to your library: You have saved 15 prompts, the most on the Free plan.',
      libraryLink: false,
    });
  });

  it('says what a search looked for and found', () => {
    const call = use('search_library', { query: 'email' });
    expect(
      summarizeTool(
        call,
        result({ results: [{ title: 'Landlord email' }, { title: 'Follow-up' }] }),
      ),
    ).toMatchObject({
      text: 'Searched your library for “email”: 2 prompts found',
      found: ['Landlord email', 'Follow-up'],
    });
    expect(summarizeTool(call, result({ results: [] }))).toMatchObject({
      text: 'Searched your library for “email”: nothing found',
      libraryLink: false,
    });
  });

  it('gives the improved prompt', () => {
    const summary = summarizeTool(
      use('improve_prompt', { prompt: 'haiku', tier: 'amplifier' }),
      result({ prompt: 'You are a poet.', improvements: [] }),
    );
    expect(summary).toMatchObject({ text: 'Improved the prompt', prompt: 'You are a poet.' });
  });

  it('names a tool it does not know', () => {
    expect(summarizeTool(use('other', {}), result('{}'))).toMatchObject({ text: 'Used other' });
  });
});

describe('prettyJson', () => {
  it('indents JSON and leaves a sentence as it is', () => {
    expect(prettyJson('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyJson('Not JSON.')).toBe('Not JSON.');
    expect(prettyJson({ b: [1] })).toBe('{\n  "b": [\n    1\n  ]\n}');
  });
});
