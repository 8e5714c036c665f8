import { describe, expect, it } from 'vitest';
import { SITE } from '@portfolio/ui/site';
import { HSTS } from './constants';
import { nginxConf } from './nginxConf';
import { headersFileHeadersOf, nginxHeadersOf, vercelHeadersOf, type HeadersFor } from './readRuleSets';
import { releaseHeaders, releasePreviewCsp } from './release';
import { siteRules } from './siteRules';
import { PREVIEWS_ON_EVERY_PAGE, headersFile, vercelJson } from './staticHosts';

const pages = ['/', '/about', '/contact', '/portfolio', '/portfolio/cv-parser', '/services'];
const version = '1.0.0-abc1234567';

/** Every kind of address a browser asks a release for, the frame's and the 404 page's own addresses among them. */
const PATHS = [
  '/',
  '/portfolio',
  '/portfolio/',
  '/portfolio/cv-parser',
  '/contact',
  '/signin',
  '/signin/',
  '/inbox',
  '/app',
  '/app.html',
  '/404',
  '/404.html',
  '/remotes.json',
  '/app-config.json',
  '/sitemap.xml',
  '/robots.txt',
  '/static/js/index.0123abcd.js',
  '/static/css/index.89abcdef.css',
  '/favicon.ico',
  '/og/portfolio/cv-parser.png',
  `/mf-portfolio/${version}/mf-manifest.json`,
  `/mf-portfolio/${version}/federation-runtime-core.js`,
  `/mf-portfolio/${version}/static/js/async/routes.0a1b2c3d.js`,
  `/mf-quote/${version}/static/js/mf_quote.0a1b2c3d.js`,
];

/** The three rule sets of one release, each read back from its generated file. */
function ruleSets(env: NodeJS.ProcessEnv): Record<'nginx' | '_headers' | 'vercel.json', HeadersFor> {
  const template = '<script>early()</script>';
  const rules = siteRules(releaseHeaders(env, template), releasePreviewCsp(env, template));
  return {
    nginx: nginxHeadersOf(nginxConf({ port: 8080, rules })),
    _headers: headersFileHeadersOf(headersFile(rules, pages)),
    'vercel.json': vercelHeadersOf(vercelJson(rules, pages)),
  };
}

// A file no rule gives a Cache-Control gets the hosts' default, which revalidates: the same as nginx's no-cache.
const HOST_DEFAULT = 'public, max-age=0, must-revalidate';
const normalized = (name: string, value: string | undefined) =>
  name === 'Cache-Control' && (value === undefined || value === HOST_DEFAULT) ? 'no-cache' : value;

const https = { SUPABASE_URL: 'https://abc.supabase.co', PUBLIC_SITE_URL: 'https://www.example.org' };

describe('the three rule sets of a release (nginx.conf, _headers, vercel.json)', () => {
  it('send the same value of every header on every path', () => {
    for (const env of [https, { ...https, PUBLIC_SITE_URL: 'http://localhost:8080' }]) {
      const sets = Object.entries(ruleSets(env)).map(([name, of]) => ({ name, headers: PATHS.map((p) => of(p)) }));
      PATHS.forEach((path, i) => {
        const names = new Set(sets.flatMap((s) => Object.keys(s.headers[i]!)));
        for (const header of names) {
          const [first, ...others] = sets.map((s) => ({ name: s.name, value: normalized(header, s.headers[i]![header]) }));
          for (const other of others) expect(other.value, `${path} ${header}: ${first!.name} vs ${other.name}`).toBe(first!.value);
        }
      });
    }
  });

  it('send HSTS on every path when the public site is https, and never over plain http', () => {
    for (const of of Object.values(ruleSets(https))) {
      for (const path of PATHS) expect(of(path)['Strict-Transport-Security'], path).toBe(HSTS);
    }
    for (const of of Object.values(ruleSets({ ...https, PUBLIC_SITE_URL: 'http://localhost:8080' }))) {
      for (const path of PATHS) expect(of(path)['Strict-Transport-Security'], path).toBeUndefined();
    }
  });

  it("take the config's url as the public site when PUBLIC_SITE_URL is not set", () => {
    const expected = SITE.url.startsWith('https://') ? HSTS : undefined;
    for (const of of Object.values(ruleSets({ SUPABASE_URL: 'https://abc.supabase.co' }))) expect(of('/')['Strict-Transport-Security']).toBe(expected);
  });

  it('admit the preview origins only on a page asked for with ?mf-preview= where the host can tell, on every page where not', () => {
    const preview = 'https://preview.example.org';
    const asked = `/portfolio?x=1&mf-preview=${encodeURIComponent(`mf_portfolio@${preview}/mf-manifest.json`)}`;
    const on = { ...https, PREVIEW_ORIGINS: preview };
    const sets = ruleSets(on);
    for (const of of [sets.nginx, sets['vercel.json']]) {
      const csp = of(asked)['Content-Security-Policy']!;
      expect(csp).toMatch(/script-src [^;]*https:\/\/preview\.example\.org/);
      expect(csp).toMatch(/connect-src [^;]*https:\/\/preview\.example\.org/);
      // Every other page of the same site keeps the strict policy: a tab that is not previewing admits no preview origin.
      for (const path of ['/', '/portfolio', '/portfolio?mf-previewer=1', '/app']) expect(of(path)['Content-Security-Policy'], path).not.toContain(preview);
      expect(of('/')['Content-Security-Policy']).toBe(ruleSets(https).nginx('/')['Content-Security-Policy']);
    }
    // _headers cannot vary a header by the query: every page admits them, so previews still work there, and it says so.
    for (const path of [asked, '/', '/app']) expect(sets._headers(path)['Content-Security-Policy'], path).toBe(sets.nginx(asked)['Content-Security-Policy']);
    expect(headersFile(siteRules(releaseHeaders(on), releasePreviewCsp(on)), pages)).toContain(PREVIEWS_ON_EVERY_PAGE);
    // Previews off: no page admits them, asked or not.
    for (const of of Object.values(ruleSets(https))) expect(of(asked)['Content-Security-Policy']).not.toContain(preview);
    expect(headersFile(siteRules(releaseHeaders(https)), pages)).not.toContain(PREVIEWS_ON_EVERY_PAGE);
  });

  it('keep the frame and the 404 page out of search at every address they answer at', () => {
    for (const of of Object.values(ruleSets(https))) {
      for (const path of ['/app', '/app.html', '/404', '/404.html', '/signin', '/signin/', '/profile/']) expect(of(path)['X-Robots-Tag'], path).toBe('noindex');
      for (const path of ['/', '/portfolio', '/contact', '/remotes.json']) expect(of(path)['X-Robots-Tag'], path).toBeUndefined();
    }
  });
});
