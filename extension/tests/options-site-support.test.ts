import { describeFailure, readFailures, siteName } from '@/options/site-support';
import type { AdapterFailure } from '@/shared/adapter-failures';

const failure: AdapterFailure = {
  site: 'ChatGPT',
  adapterVersion: 2,
  step: 'find-composer',
  count: 3,
  lastAt: '2026-11-27T10:00:00.000Z',
};

describe('site support in the options page', () => {
  it('says which site failed at which step, how often and when last', () => {
    expect(describeFailure(failure, 'en-GB')).toMatch(
      /^ChatGPT: the chat box was not found \(3 times, last 27 Nov 2026, \d\d:\d\d\)$/,
    );
    expect(describeFailure({ ...failure, step: 'write-draft', count: 1 }, 'en-GB')).toMatch(
      /^ChatGPT: the prompt could not be written into the chat box \(once, last /,
    );
    expect(describeFailure({ ...failure, step: 'read-draft', lastAt: 'never' })).toBe(
      'ChatGPT: the draft in the chat box could not be read (3 times)',
    );
  });

  it('names the sites as people know them, whatever the adapter called them', () => {
    expect(siteName('chatgpt')).toBe('ChatGPT');
    expect(siteName('Perplexity')).toBe('Perplexity');
    expect(siteName('Mistral')).toBe('Mistral');
  });

  it('keeps only well-formed entries from storage', () => {
    expect(readFailures(undefined)).toEqual([]);
    expect(readFailures('broken')).toEqual([]);
    expect(readFailures([failure, null, { site: 'Claude' }])).toEqual([failure]);
  });
});
