import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../securityHeaders';
import { nginxConf } from './nginxConf';
import { headersFileHeadersOf, nginxHeadersOf } from './readRuleSets';
import { pageFile, siteRules } from './siteRules';
import { cacheRuleMismatches, headersFile, redirectsFile, rewrites, vercelJson } from './staticHosts';

const rules = siteRules(securityHeaders({ remotes: [], backend: ['https://abc.supabase.co'] }, ["'sha256-abc'"]));
const pages = ['/', '/about', '/contact', '/portfolio', '/portfolio/cv-parser', '/services'];
const version = '1.0.0-abc1234567';

/** Paths a visitor's browser asks a release for: pages, app routes, runtime JSON, the shell's and a remote's files. */
const PATHS = [
  '/',
  '/portfolio',
  '/portfolio/cv-parser',
  '/contact',
  '/signin',
  '/signin/',
  '/inbox',
  '/404.html',
  '/remotes.json',
  '/app-config.json',
  '/sitemap.xml',
  '/static/js/index.0123abcd.js',
  '/static/js/index.0123abcd.js.LICENSE.txt',
  '/static/css/index.89abcdef.css',
  '/favicon.ico',
  '/images/dashboard/1-400.webp',
  '/og/portfolio/cv-parser.png',
  `/mf-portfolio/${version}/mf-manifest.json`,
  `/mf-portfolio/${version}/federation-runtime-core.js`,
  `/mf-portfolio/${version}/static/js/async/routes.0a1b2c3d.js`,
  `/mf-quote/${version}/static/js/mf_quote.0a1b2c3d.js`,
  `/mf-portfolio/${version}/og/cv-parser.png`,
];

/** The headers nginx sends for a path, and those `_headers` gives it, each read from the generated file. */
const nginxHeaders = (conf: string, path: string) => nginxHeadersOf(conf)(path);
const hostHeaders = (file: string, path: string) => headersFileHeadersOf(file)(path);

// The hosts' default for a file no rule gives a Cache-Control (Netlify, Cloudflare Pages, Vercel): revalidate every time.
const HOST_DEFAULT = 'public, max-age=0, must-revalidate';
const revalidates = (value: string | undefined) => value === undefined || value === 'no-cache' || value === HOST_DEFAULT;

describe('static host files, checked against the nginx config of the same release', () => {
  const conf = nginxConf({ port: 8080, rules });
  const file = headersFile(rules, pages);

  it('send the same security headers, CORS and noindex as nginx on every path', () => {
    for (const path of PATHS) {
      const [nginx, host] = [nginxHeaders(conf, path), hostHeaders(file, path)];
      for (const name of Object.keys(rules.headers)) expect(host[name], `${path} ${name}`).toBe(nginx[name]);
      expect(host['Access-Control-Allow-Origin'], `${path} CORS`).toBe(nginx['Access-Control-Allow-Origin']);
      expect(host['X-Robots-Tag'], `${path} noindex`).toBe(nginx['X-Robots-Tag']);
    }
    expect(nginxHeaders(conf, '/signin')['X-Robots-Tag']).toBe('noindex');
    expect(hostHeaders(file, `/mf-forms/${version}/mf-manifest.json`)['Access-Control-Allow-Origin']).toBe('*');
  });

  it('cache hashed files for a year and revalidate HTML, remotes.json and manifests, as nginx does', () => {
    for (const path of PATHS) {
      const [nginx, host] = [nginxHeaders(conf, path)['Cache-Control'], hostHeaders(file, path)['Cache-Control']];
      if (nginx === rules.immutable) expect(host, path).toBe(rules.immutable);
      else expect(revalidates(host), `${path}: ${host}`).toBe(true);
    }
    for (const hashed of ['/static/js/index.0123abcd.js', `/mf-quote/${version}/static/js/mf_quote.0a1b2c3d.js`]) {
      expect(nginxHeaders(conf, hashed)['Cache-Control']).toBe(rules.immutable);
      expect(hostHeaders(file, hashed)['Cache-Control']).toBe(rules.immutable);
    }
    expect(hostHeaders(file, '/remotes.json')['Cache-Control']).toBe('no-cache');
    expect(hostHeaders(file, `/mf-portfolio/${version}/mf-manifest.json`)['Cache-Control']).toBe('no-cache');
    expect(hostHeaders(file, '/portfolio/cv-parser')['Cache-Control']).toBe('no-cache');
  });

  it('answer the app routes with the frame and leave unknown paths to the 404 page', () => {
    const lines = redirectsFile(rules)
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    for (const route of rules.appRoutes) {
      expect(lines).toContain(`${route} /app 200`);
      expect(lines).toContain(`${route}/ /app 200`);
    }
    // No catch-all: the hosts then answer unknown paths with /404.html and status 404, as nginx's error_page does.
    expect(lines.every((l) => !l.startsWith('/* ') && !l.includes(' 404'))).toBe(true);
    expect(conf).toContain('error_page 404 /404.html;');
  });

  it('give Vercel the same rules, clean URLs and rewrites', () => {
    const vercel = JSON.parse(vercelJson(rules, pages)) as {
      cleanUrls: boolean;
      trailingSlash: boolean;
      headers: { source: string; headers: { key: string; value: string }[] }[];
      rewrites: { source: string; destination: string }[];
    };
    expect(vercel.cleanUrls).toBe(true);
    expect(vercel.trailingSlash).toBe(false);
    const asHeadersFile = vercel.headers
      .map(({ source, headers }) => [source.replace(/\(\.\*\)$/, '*'), ...headers.map((h) => `  ${h.key}: ${h.value}`)].join('\n'))
      .join('\n\n');
    for (const path of PATHS) expect(hostHeaders(asHeadersFile, path)).toEqual(hostHeaders(file, path));
    expect(vercel.rewrites).toEqual(rules.appRoutes.map((r) => ({ source: r, destination: '/app.html' })));
  });

  it('refuse a release whose hashed files are not where the hosts look for them', () => {
    expect(cacheRuleMismatches(PATHS, rules)).toEqual([]);
    expect(cacheRuleMismatches(['/images/logo.0123abcd.png', '/static/js/plain.js', '/static/js/a.0123abcd.js.gz'], rules)).toEqual([
      '/images/logo.0123abcd.png',
      '/static/js/plain.js',
    ]);
  });
});

type Served = { status: 200; file: string } | { status: 308; location: string } | { status: 404 };

/**
 * Cloudflare Pages' route matching for a GET, as its docs ("Serving Pages") describe it and its asset server does it:
 * `_redirects` rewrites first, then `x.html` served at `/x`, `x/index.html` at `/x/`, every other spelling of either
 * redirected (308) to that address, and the rest answered by 404.html.
 */
function cloudflarePages(files: ReadonlySet<string>, redirects: string, requested: string): Served {
  const has = (p: string) => files.has(p.replace(/^\//, ''));
  const serve = (p: string): Served => ({ status: 200, file: p.replace(/^\//, '') });
  const rewrite = redirects
    .split('\n')
    .map((l) => l.split(' '))
    .find(([from, , status]) => from === requested && status === '200');
  const p = rewrite ? rewrite[1]! : requested;
  if (p.endsWith('/')) {
    if (has(`${p}index.html`)) return serve(`${p}index.html`);
    if (has(`${p.slice(0, -1)}.html`)) return { status: 308, location: p.slice(0, -1) };
    return { status: 404 };
  }
  if (has(p)) {
    if (!p.endsWith('.html')) return serve(p);
    const clean = p.slice(0, -'.html'.length);
    if (clean.endsWith('/index')) return { status: 308, location: clean.slice(0, -'index'.length) };
    return has(clean) ? serve(p) : { status: 308, location: clean };
  }
  if (has(`${p}.html`)) return serve(`${p}.html`);
  if (has(`${p}/index.html`)) return { status: 308, location: `${p}/` };
  return { status: 404 };
}

describe('Cloudflare Pages serves the release at its canonical addresses', () => {
  const release = (layout: (page: string) => string) =>
    new Set([...pages.map(layout), '404.html', 'app.html', 'remotes.json', 'static/js/index.0123abcd.js', `mf-portfolio/${version}/mf-manifest.json`]);
  const redirects = redirectsFile(rules);

  it('answers every page at /x with its own file and no redirect, and moves /x/ and /x.html to /x', () => {
    const files = release(pageFile);
    for (const page of pages) {
      expect(cloudflarePages(files, redirects, page), page).toEqual({ status: 200, file: pageFile(page) });
      if (page === '/') continue;
      expect(cloudflarePages(files, redirects, `${page}/`), `${page}/`).toEqual({ status: 308, location: page });
      expect(cloudflarePages(files, redirects, `${page}.html`), `${page}.html`).toEqual({ status: 308, location: page });
    }
    // A page with pages below it (/portfolio and /portfolio/cv-parser) is a file beside their folder.
    expect(files.has('portfolio.html') && files.has('portfolio/cv-parser.html')).toBe(true);
  });

  it('would redirect /x to /x/ had the pages been x/index.html files', () => {
    const folders = release((p) => (p === '/' ? 'index.html' : `${p.slice(1)}/index.html`));
    expect(cloudflarePages(folders, redirects, '/portfolio/cv-parser')).toEqual({ status: 308, location: '/portfolio/cv-parser/' });
  });

  it('answers the app routes with the frame, with or without a slash, and unknown paths with the 404 page', () => {
    const files = release(pageFile);
    for (const route of rules.appRoutes) {
      expect(cloudflarePages(files, redirects, route), route).toEqual({ status: 200, file: 'app.html' });
      expect(cloudflarePages(files, redirects, `${route}/`), `${route}/`).toEqual({ status: 200, file: 'app.html' });
    }
    // A rewrite to the frame's file name would be answered with a redirect to its clean address instead.
    expect(rewrites(rules).every(({ to }) => !to.endsWith('.html'))).toBe(true);
    expect(cloudflarePages(files, '/signin /app.html 200', '/signin')).toEqual({ status: 308, location: '/app' });
    for (const unknown of ['/no-such-page', '/portfolio/not-a-real-project', '/static/js/gone.0123abcd.js'])
      expect(cloudflarePages(files, redirects, unknown), unknown).toEqual({ status: 404 });
    expect(cloudflarePages(files, redirects, '/remotes.json')).toEqual({ status: 200, file: 'remotes.json' });
    expect(cloudflarePages(files, redirects, `/mf-portfolio/${version}/mf-manifest.json`)).toEqual({
      status: 200,
      file: `mf-portfolio/${version}/mf-manifest.json`,
    });
  });

  it('keeps the 404 page and the frame out of search at the clean addresses these hosts also serve them at', () => {
    for (const path of ['/404', '/app', '/app.html', '/404.html']) expect(hostHeaders(file(), path)['X-Robots-Tag'], path).toBe('noindex');
  });
});

const file = () => headersFile(rules, pages);
