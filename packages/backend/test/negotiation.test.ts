import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, jsonDepth } from '../src/rest/body';
import { checkAccept, checkContentType } from '../src/rest/media';
import { checkMaxAffected, parsePrefer } from '../src/rest/prefer';

describe('what a REST request may ask for', () => {
  it('accepts JSON answers and refuses every media type it would otherwise answer with JSON', () => {
    for (const ok of [
      undefined,
      '',
      '*/*',
      'application/json',
      'application/vnd.pgrst.array+json',
      'application/vnd.pgrst.object+json',
      'text/html, */*;q=0.8',
    ]) {
      expect(() => checkAccept(ok), String(ok)).not.toThrow();
    }
    for (const refused of [
      'text/csv',
      'application/geo+json',
      'application/vnd.pgrst.plan+text; for="application/json"',
      'application/vnd.pgrst.object+json;nulls=stripped',
    ]) {
      expect(() => checkAccept(refused), refused).toThrow(expect.objectContaining({ status: 406, code: 'PGRST107' }));
    }
  });

  it('reads JSON bodies only', () => {
    expect(() => checkContentType('application/json; charset=utf-8')).not.toThrow();
    expect(() => checkContentType(undefined)).not.toThrow();
    for (const refused of ['text/csv', 'application/x-www-form-urlencoded', 'text/plain;charset=UTF-8']) {
      expect(() => checkContentType(refused), refused).toThrow(expect.objectContaining({ status: 415, code: 'PGRST107' }));
    }
  });

  it('parses the preferences it honours and refuses those it would ignore', () => {
    expect(parsePrefer('return=representation, count=exact, resolution=merge-duplicates, max-affected=5')).toEqual({
      representation: true,
      count: 'exact',
      resolution: 'merge',
      maxAffected: 5,
    });
    // Which count was asked for changes the total a read reports (respond.ts, countedTotal).
    expect(parsePrefer('count=planned').count).toBe('planned');
    expect(parsePrefer('count=estimated').count).toBe('estimated');
    expect(parsePrefer(undefined).count).toBeUndefined();
    expect(parsePrefer('resolution=ignore-duplicates,tx=commit,handling=lenient,whatever=1').resolution).toBe('ignore');
    for (const refused of ['tx=rollback', 'missing=default', 'timezone=UTC', 'handling=strict, whatever=1', 'handling=strict,count=sometimes']) {
      expect(() => parsePrefer(refused), refused).toThrow(expect.objectContaining({ status: 400, code: 'PGRST122' }));
    }
  });

  it('refuses a write past max-affected', () => {
    const prefs = parsePrefer('max-affected=2');
    expect(() => checkMaxAffected(prefs, 2)).not.toThrow();
    expect(() => checkMaxAffected(prefs, 3)).toThrow(expect.objectContaining({ code: 'PGRST124', details: 'The query affects 3 rows' }));
    expect(() => checkMaxAffected(parsePrefer(undefined), 1_000)).not.toThrow();
  });

  it('measures JSON nesting without recursion, ignoring brackets inside strings', () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[[\\"]]"}]}')).toBe(3);
    expect(jsonDepth('"plain"')).toBe(0);
    expect(jsonDepth('['.repeat(1_000_000) + ']'.repeat(1_000_000))).toBe(1_000_000);
    expect(MAX_JSON_DEPTH).toBeGreaterThanOrEqual(32);
  });
});
