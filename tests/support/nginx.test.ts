import { describe, expect, it } from 'vitest';
import { findNginx, NGINX_MISSING } from './nginx';

describe('findNginx', () => {
  it('gives the binary devtools finds', () => {
    expect(findNginx({ PATH: '/usr/local/bin:/usr/bin' }, (f) => f === '/usr/sbin/nginx')).toBe('/usr/sbin/nginx');
  });

  it('says in one line what to do when there is none', () => {
    expect(() => findNginx({ PATH: '/usr/bin' }, () => false)).toThrow(NGINX_MISSING);
  });
});
