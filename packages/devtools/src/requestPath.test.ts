import { describe, expect, it } from 'vitest';
import { decodedPath } from './requestPath';

describe('decodedPath', () => {
  it('decodes the path of a request target and leaves its query out', () => {
    expect(decodedPath('/caf%C3%A9?q=%')).toBe('/café');
    expect(decodedPath('/portfolio/cv-parser')).toBe('/portfolio/cv-parser');
    expect(decodedPath(undefined)).toBe('/');
  });

  it('is null for a malformed percent-encoding', () => {
    for (const url of ['/%', '/100%', '/%E0%A4%A', '/%zz', '/a%C3']) expect(decodedPath(url), url).toBeNull();
  });
});
