import { describe, expect, it } from 'vitest';
import { cacheControlFor } from '../cachePolicy';
import { securityHeaders } from '../securityHeaders';
import { APP_ROUTES } from '../siteHandler';
import { IMMUTABLE_REGEX, nginxConf } from './nginxConf';
import { siteRules } from './siteRules';

const headers = securityHeaders({ remotes: [], backend: ['https://abc.supabase.co'] });
const rules = siteRules(headers);
const conf = nginxConf({ port: 8123, rules });
const locations = conf.split(/\n\s+location /).slice(1);

describe('nginxConf', () => {
  it('keeps every path inside the release folder', () => {
    expect(conf).toMatch(/^pid logs\/nginx\.pid;$/m);
    expect(conf).toMatch(/^error_log logs\/error\.log/m);
    expect(conf).toContain('root site;');
    expect(conf).not.toMatch(/\/etc\/nginx|\/var\//);
  });

  it('repeats the security headers in every location (nginx drops inherited add_header)', () => {
    expect(locations.length).toBeGreaterThanOrEqual(4);
    for (const block of locations) {
      for (const name of Object.keys(headers)) expect(block).toContain(`add_header ${name} `);
    }
    expect(conf).toContain(`"${headers['Content-Security-Policy']}"`);
  });

  it('caches hashed files forever by the same rule as `pnpm start`', () => {
    const re = new RegExp(IMMUTABLE_REGEX);
    for (const file of [
      '/static/js/index.0a1b2c3d4e.js',
      '/static/js/index.0a1b2c3d4e.js.LICENSE.txt',
      '/static/css/a.0123abcd.css',
      '/mf-manifest.json',
      '/index.html',
      '/remotes.json',
    ]) {
      expect(re.test(file)).toBe(cacheControlFor(file).includes('immutable'));
    }
  });

  it('serves the app routes from the frame with noindex, unknown paths with the 404 page', () => {
    const app = locations.find((l) => l.includes('try_files /app.html'))!;
    expect(app).toContain('X-Robots-Tag "noindex"');
    for (const route of APP_ROUTES) expect(new RegExp(/"([^"]+)"/.exec(app)![1]!).test(route)).toBe(true);
    expect(new RegExp(/"([^"]+)"/.exec(app)![1]!).test('/signinx')).toBe(false);
    expect(conf).toContain('error_page 404 /404.html;');
    expect(conf).toContain('try_files $uri $uri.html $uri/index.html =404;');
  });

  it('serves a page /x from x.html and moves /x/ there, leaving the app routes and remote folders alone', () => {
    const slash = locations.find((l) => l.includes('return 308'))!;
    const re = new RegExp(/^~ "([^"]+)"/.exec(slash)![1]!);
    expect(re.exec('/portfolio/cv-parser/')?.groups?.page).toBe('/portfolio/cv-parser');
    expect(re.test('/')).toBe(false);
    expect(slash).toContain('if (-f $document_root$page.html)');
    expect(slash).toContain('return 308 $page$is_args$args;');
    // Regex locations are tried in order: the app routes (with their slash) and remote folders come first.
    const order = (part: string) => conf.indexOf(part);
    expect(order('app.html =404')).toBeLessThan(order('return 308'));
    expect(order('Access-Control-Allow-Origin')).toBeLessThan(order('return 308'));
  });

  it('sends CORS only on remote assets, and brotli only with the module', () => {
    expect(conf.match(/Access-Control-Allow-Origin/g)).toHaveLength(1);
    const cors = locations.find((l) => l.includes('Access-Control-Allow-Origin'))!;
    const folders = new RegExp(/^~ "([^"]+)"/.exec(cors)![1]!);
    for (const path of ['/mf-portfolio/1.0.0-abc/static/js/a.js', '/mf-account/2.0.0-def/mf-manifest.json']) expect(folders.test(path)).toBe(true);
    for (const path of ['/mf-other/x.js', '/static/js/a.js', '/portfolio/mf-quote/']) expect(folders.test(path)).toBe(false);
    expect(conf).toContain('gzip_static on;');
    expect(conf).not.toContain('brotli');
    const withBrotli = nginxConf({ port: 1, rules, brotliModule: '/m/brotli.so' });
    expect(withBrotli).toMatch(/^load_module \/m\/brotli\.so;/m);
    expect(withBrotli).toContain('brotli_static on;');
  });
});
