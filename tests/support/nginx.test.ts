import { describe, expect, it } from 'vitest';
import { findNginx, NGINX_MISSING } from './nginx';

describe('findNginx', () => {
  it('takes NGINX_PATH when it exists', () => {
    expect(findNginx({ NGINX_PATH: '/opt/nginx/sbin/nginx', PATH: '/usr/bin' }, (f) => f === '/opt/nginx/sbin/nginx')).toBe('/opt/nginx/sbin/nginx');
  });

  it('finds Debian’s nginx in /usr/sbin when it is not on PATH', () => {
    expect(findNginx({ PATH: '/usr/local/bin:/usr/bin' }, (f) => f === '/usr/sbin/nginx')).toBe('/usr/sbin/nginx');
  });

  it('prefers the one on PATH', () => {
    expect(findNginx({ PATH: '/usr/local/bin' }, (f) => f.endsWith('nginx'))).toBe('/usr/local/bin/nginx');
  });

  it('says in one line what to do when there is none', () => {
    expect(() => findNginx({ PATH: '/usr/bin' }, () => false)).toThrow(NGINX_MISSING);
    expect(() => findNginx({ NGINX_PATH: '/nowhere/nginx', PATH: '/usr/sbin' }, (f) => f === '/usr/sbin/nginx')).toThrow(NGINX_MISSING);
  });
});
