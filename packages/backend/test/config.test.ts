import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDirForPort, defaultDataDir, resolveConfig } from '../src/config';

describe('a second copy of the backend', () => {
  it('listens on BACKEND_PORT and never on PORT, which is the site’s', () => {
    expect(resolveConfig({}, { PORT: '4400' }).port).toBe(54321);
    expect(resolveConfig({}, { PORT: '4400', BACKEND_PORT: '54400' }).port).toBe(54400);
  });

  it('keeps its data apart from the default copy’s, unless DATA_DIR says where', () => {
    expect(resolveConfig({}, {}).dataDir).toBe(defaultDataDir);
    expect(resolveConfig({}, { BACKEND_PORT: '54400' }).dataDir).toBe(`${defaultDataDir}-54400`);
    expect(dataDirForPort(54400)).not.toBe(dataDirForPort(54321));
    expect(resolveConfig({}, { BACKEND_PORT: '54400', DATA_DIR: '/tmp/x' }).dataDir).toBe(path.resolve('/tmp/x'));
  });
});
