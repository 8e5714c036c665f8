import { describe, expect, it } from 'vitest';
import { REFUSAL } from './constants';
import { checkOverrides, fromStoredText, storedText, withOverrides } from './overrides';

const rules = { remotes: ['mf_forms', 'mf_quote'], allowed: ['http://localhost:3900', 'https://preview.example.org'] };
const forms = 'mf_forms@http://localhost:3900/mf-manifest.json';

describe('checkOverrides', () => {
  it('accepts a remote of the site from an allowed origin', () => {
    expect(checkOverrides([forms], rules)).toEqual({ accepted: [{ remote: 'mf_forms', url: 'http://localhost:3900/mf-manifest.json' }], refused: [] });
  });
  it('accepts several remotes, the later override of one remote winning', () => {
    const { accepted } = checkOverrides(
      [forms, 'mf_quote@https://preview.example.org/q/mf-manifest.json', 'mf_forms@https://preview.example.org/f.json'],
      rules,
    );
    expect(accepted).toEqual([
      { remote: 'mf_forms', url: 'https://preview.example.org/f.json' },
      { remote: 'mf_quote', url: 'https://preview.example.org/q/mf-manifest.json' },
    ]);
  });
  it('refuses an origin not on the list, even the loopback twin of a listed one', () => {
    for (const url of ['https://evil.example.com/mf-manifest.json', 'http://127.0.0.1:3900/mf-manifest.json', 'http://localhost:3901/mf-manifest.json']) {
      const raw = `mf_forms@${url}`;
      expect(checkOverrides([raw], rules)).toEqual({ accepted: [], refused: [{ raw, reason: REFUSAL.notAllowed(new URL(url).origin) }] });
    }
  });
  it('refuses everything while the list is empty', () => {
    expect(checkOverrides([forms], { ...rules, allowed: [] }).refused).toEqual([{ raw: forms, reason: REFUSAL.off }]);
    expect(checkOverrides([forms], { ...rules, allowed: ['*'] }).refused).toEqual([{ raw: forms, reason: REFUSAL.off }]);
  });
  it('refuses what is not <remote>@<http(s) URL> of a known remote', () => {
    const reasons = (raw: string) => checkOverrides([raw], rules).refused.map((r) => r.reason);
    expect(reasons('http://localhost:3900/mf-manifest.json')).toEqual([REFUSAL.shape]);
    expect(reasons('mf_forms@')).toEqual([REFUSAL.shape]);
    expect(reasons('mf_shop@http://localhost:3900/mf-manifest.json')).toEqual([REFUSAL.unknownRemote('mf_shop')]);
    expect(reasons('mf_forms@javascript:alert(1)')).toEqual([REFUSAL.notHttp('javascript:alert(1)')]);
    expect(reasons('mf_forms@/mf-manifest.json')).toEqual([REFUSAL.notHttp('/mf-manifest.json')]);
  });
});

describe('the stored overrides', () => {
  it('round-trip through the text kept in sessionStorage', () => {
    const { accepted } = checkOverrides([forms], rules);
    expect(fromStoredText(storedText(accepted))).toEqual([forms]);
  });
  it('are none when the text is missing or not a list of strings', () => {
    expect(fromStoredText(null)).toEqual([]);
    expect(fromStoredText('{')).toEqual([]);
    expect(fromStoredText('[1,"mf_forms@x"]')).toEqual(['mf_forms@x']);
  });
});

describe('withOverrides', () => {
  it('replaces only the overridden remotes of the manifest', () => {
    const manifest = { mf_forms: 'https://www.example.org/mf-forms/1/mf-manifest.json', mf_quote: 'https://www.example.org/mf-quote/1/mf-manifest.json' };
    expect(withOverrides(manifest, [{ remote: 'mf_forms', url: 'http://localhost:3900/mf-manifest.json' }])).toEqual({
      ...manifest,
      mf_forms: 'http://localhost:3900/mf-manifest.json',
    });
  });
});
