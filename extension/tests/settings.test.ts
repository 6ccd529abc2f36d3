import { isTier, normalizeServerUrl } from '@/shared/settings';

describe('normalizeServerUrl', () => {
  it('keeps the origin of an https address', () => {
    expect(normalizeServerUrl(' https://prompts.example.com/dashboard?x=1 ')).toEqual({
      ok: true,
      url: 'https://prompts.example.com',
    });
    expect(normalizeServerUrl('https://prompts.example.com:8443/')).toEqual({
      ok: true,
      url: 'https://prompts.example.com:8443',
    });
  });

  it('allows http only for this computer', () => {
    expect(normalizeServerUrl('http://127.0.0.1:8080')).toEqual({
      ok: true,
      url: 'http://127.0.0.1:8080',
    });
    expect(normalizeServerUrl('http://localhost:5173/x')).toEqual({
      ok: true,
      url: 'http://localhost:5173',
    });
    const remote = normalizeServerUrl('http://prompts.example.com');
    expect(remote.ok).toBe(false);
    if (!remote.ok) expect(remote.message).toMatch(/https:\/\//);
  });

  it('refuses what is not a web address', () => {
    for (const input of ['', 'prompts.example.com', 'ftp://example.com', 'javascript:alert(1)']) {
      expect(normalizeServerUrl(input).ok, input).toBe(false);
    }
  });
});

describe('isTier', () => {
  it('knows the three tiers and nothing else', () => {
    expect(['PRIMER', 'AI_AMPLIFIER', 'MASTERMIND'].every(isTier)).toBe(true);
    expect(isTier('IMAGE_PROMPT')).toBe(false);
    expect(isTier(undefined)).toBe(false);
  });
});
