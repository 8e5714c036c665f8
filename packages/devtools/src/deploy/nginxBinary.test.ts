import { describe, expect, it } from 'vitest';
import { nginxBinary } from './nginxBinary';

const on =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);

describe('nginxBinary', () => {
  it("finds NGINX_PATH, else Debian's /usr/sbin/nginx, else one on PATH", () => {
    expect(nginxBinary({ NGINX_PATH: '/opt/nginx/sbin/nginx' }, on('/opt/nginx/sbin/nginx', '/usr/sbin/nginx'))).toBe('/opt/nginx/sbin/nginx');
    expect(nginxBinary({ PATH: '/usr/local/bin' }, on('/usr/sbin/nginx', '/usr/local/bin/nginx'))).toBe('/usr/sbin/nginx');
    expect(nginxBinary({ PATH: '/usr/bin:/usr/local/bin' }, on('/usr/local/bin/nginx'))).toBe('/usr/local/bin/nginx');
  });

  it('is null when there is none, or NGINX_PATH names nothing', () => {
    expect(nginxBinary({ PATH: '/usr/bin' }, on())).toBeNull();
    expect(nginxBinary({ NGINX_PATH: '/nope/nginx' }, on('/usr/sbin/nginx'))).toBeNull();
  });
});
