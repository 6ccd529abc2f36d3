import { recordFailure, type AdapterFailure } from '@/shared/adapter-failures';

describe('recordFailure', () => {
  const at = new Date('2026-11-27T10:00:00Z');

  it('counts repeated failures of one site and step in one entry, newest first', () => {
    let failures: AdapterFailure[] = [];
    failures = recordFailure(
      failures,
      { site: 'ChatGPT', adapterVersion: 1, step: 'find-composer' },
      at,
    );
    failures = recordFailure(
      failures,
      { site: 'Claude', adapterVersion: 2, step: 'write-draft' },
      at,
    );
    const later = new Date('2026-11-27T11:00:00Z');
    failures = recordFailure(
      failures,
      { site: 'ChatGPT', adapterVersion: 1, step: 'find-composer' },
      later,
    );
    expect(failures).toEqual([
      {
        site: 'ChatGPT',
        adapterVersion: 1,
        step: 'find-composer',
        count: 2,
        lastAt: later.toISOString(),
      },
      {
        site: 'Claude',
        adapterVersion: 2,
        step: 'write-draft',
        count: 1,
        lastAt: at.toISOString(),
      },
    ]);
  });

  it('keeps another step of the same site apart', () => {
    let failures = recordFailure(
      [],
      { site: 'Gemini', adapterVersion: 1, step: 'find-composer' },
      at,
    );
    failures = recordFailure(
      failures,
      { site: 'Gemini', adapterVersion: 1, step: 'write-draft' },
      at,
    );
    expect(failures.map((f) => [f.step, f.count])).toEqual([
      ['write-draft', 1],
      ['find-composer', 1],
    ]);
  });

  it('keeps at most 20 entries', () => {
    let failures: AdapterFailure[] = [];
    for (let i = 0; i < 25; i += 1) {
      failures = recordFailure(
        failures,
        { site: `site-${i}`, adapterVersion: 1, step: 'read-draft' },
        at,
      );
    }
    expect(failures).toHaveLength(20);
    expect(failures[0]?.site).toBe('site-24');
  });
});
