import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '@portfolio/federation';
import { SITE, type SiteConfig } from '@portfolio/ui/site';
import type { RemotePages, ShellFrames } from '../prerender/types';
import { LIVE_STATE_FILE, placeholderRefused } from './constants';
import { launchProblems, pageFile, pullLive, releaseAll, releaseAppConfig, releaseOne, remoteVersion, rollback, type ReleaseOptions } from './release';

const template =
  '<!doctype html>\n<html lang="en">\n  <head><base href="/"><title>App</title><script defer src="/static/js/index.0123abcd.js"></script></head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>';

const frames: ShellFrames = {
  '/': {
    html: '<main id="main"><h1>Welcome!</h1><div data-slot="mf_portfolio/FeaturedProjects" style="display:contents"><!--slot:mf_portfolio/FeaturedProjects--></div></main>',
    rules: [],
    head: `<title>Home | Site</title><link rel="canonical" href="${SITE.url}/"/><script type="application/ld+json">{"@id":"${SITE.url}/#person"}</script>`,
    globalCss: '',
  },
  '/portfolio': {
    html: '<main id="main"><div data-slot="mf_portfolio/routes" style="display:contents"><!--slot:mf_portfolio/routes--></div></main>',
    rules: [],
    head: '',
    globalCss: '',
  },
  '/contact': {
    html: '<main id="main"><div data-slot="mf_forms/ContactPage" style="display:contents"><!--slot:mf_forms/ContactPage--></div></main>',
    rules: [],
    head: '',
    globalCss: '',
  },
  '/404': { html: '<main id="main"><h1>Page Not Found</h1></main>', rules: [], head: '<title>Page Not Found | Site</title>', globalCss: '' },
};

const portfolioPages = (title: string): RemotePages => ({
  '/': { 'mf_portfolio/FeaturedProjects': { html: `<img src="{{remote-base:mf_portfolio}}static/a.svg" alt="${title}"/>`, rules: [], head: '' } },
  '/portfolio/cv-parser': {
    'mf_portfolio/routes': {
      html: `<h1>${title}</h1>`,
      rules: [],
      head: `<title>CV Parser | Site</title><link rel="canonical" href="${SITE.url}/portfolio/cv-parser"/><meta property="og:image" content="${SITE.url}/og/portfolio/cv-parser.png"/>`,
    },
  },
});
const formsPages: RemotePages = { '/contact': { 'mf_forms/ContactPage': { html: '<h1>Contact</h1>', rules: [], head: '<title>Contact | Site</title>' } } };

const env = { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_ANON_KEY: 'public-anon', PUBLIC_SITE_URL: 'https://www.example.org' };

let root: string;
const write = (file: string, body: string | Buffer) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
};
const filesOf = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => (statSync(path.join(dir, n)).isDirectory() ? filesOf(path.join(dir, n)).map((f) => `${n}/${f}`) : [n]));
const hashes = (dir: string, files: string[]) =>
  Object.fromEntries(
    files.map((f) => [
      f,
      createHash('sha256')
        .update(readFileSync(path.join(dir, f)))
        .digest('hex'),
    ]),
  );

function makeDists(portfolioTitle = 'CV Parser'): Record<string, string> {
  const dists: Record<string, string> = { shell: path.join(root, 'dist', 'shell') };
  write(path.join(dists.shell!, 'index.html'), template);
  write(path.join(dists.shell!, 'static/js/index.0123abcd.js'), 'console.log("shell")');
  write(path.join(dists.shell!, 'prerender/frames.json'), JSON.stringify(frames));
  for (const remote of REMOTE_NAMES) {
    const dir = path.join(root, 'dist', `${remote}-${portfolioTitle.length}`);
    write(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({
        name: remote,
        metaData: { remoteEntry: { name: `static/js/${remote}.${portfolioTitle.length}.js`, path: '' } },
        exposes: [{ name: 'routes', assets: { js: { sync: [`static/js/async/routes.${portfolioTitle.length}.js`] }, css: { sync: [] } } }],
      }),
    );
    if (remote === 'mf_portfolio') {
      write(path.join(dir, 'prerender/pages.json'), JSON.stringify(portfolioPages(portfolioTitle)));
      write(path.join(dir, 'og/cv-parser.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, portfolioTitle.length]));
    }
    if (remote === 'mf_forms') write(path.join(dir, 'prerender/pages.json'), JSON.stringify(formsPages));
    dists[remote] = dir;
  }
  return dists;
}

/** An owner's filled-in identity (the pages were prerendered with the config's url; PUBLIC_SITE_URL publishes them). */
const filled: SiteConfig = {
  ...SITE,
  ownerName: 'Ada Lovelace',
  replyTime: 'two working days',
  socialLinks: [{ label: 'E-mail', kind: 'mail', href: 'mailto:ada@ada.dev' }],
};
const options = (dists: Record<string, string>): ReleaseOptions => ({ out: path.join(root, 'release'), dists, env, port: 18099, site: filled });
const site = (file: string) => readFileSync(path.join(root, 'release', 'site', file), 'utf8');

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'release-test-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('releaseAppConfig', () => {
  const env = { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x' };
  it('publishes the preview allow-list only when PREVIEW_ORIGINS is set', () => {
    expect(releaseAppConfig(env)).not.toHaveProperty('previewOrigins');
    expect(releaseAppConfig({ ...env, PREVIEW_ORIGINS: 'https://preview.example.org' }).previewOrigins).toEqual(['https://preview.example.org']);
  });
});

describe('releaseAll', () => {
  it('writes the shell at the root, each remote in a version folder, composed pages and the runtime JSON', () => {
    const state = releaseAll(options(makeDists()));
    const version = state.remotes.mf_portfolio!.current;
    expect(version).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{10}$/);
    expect(existsSync(path.join(root, 'release/site/mf-portfolio', version, 'mf-manifest.json'))).toBe(true);
    expect(JSON.parse(site('remotes.json')).mf_portfolio).toBe(`/mf-portfolio/${version}/mf-manifest.json`);
    expect(JSON.parse(site('app-config.json'))).toEqual({ supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'public-anon' });
    // Composed pages: fragments in their slots, remote asset URLs root-relative to the version folder.
    expect(site('index.html')).toContain(`<img src="/mf-portfolio/${version}/static/a.svg" alt="CV Parser">`);
    expect(site('index.html')).toContain('data-prerendered');
    expect(site('index.html')).not.toContain('release.invalid');
    expect(site('portfolio/cv-parser.html')).toContain('<h1>CV Parser</h1>');
    expect(site('contact.html')).toContain('<h1>Contact</h1>');
    // Pages are x.html files, never x/index.html folders (which Cloudflare Pages serves at /x/ only).
    expect(filesOf(path.join(root, 'release/site')).filter((f) => f.endsWith('/index.html') && !/^mf-/.test(f))).toEqual([]);
    expect(site('404.html')).toContain('Page Not Found');
    // The app pages' frame, told the public URL: the same document, re-serialized by the prerender's HTML parser.
    expect(site('app.html')).toContain('<html data-site-url="https://www.example.org" lang="en">');
    expect(site('app.html')).toContain('<title>App</title><script defer="" src="/static/js/index.0123abcd.js"></script>');
    expect(site('sitemap.xml')).toContain('<loc>https://www.example.org/portfolio/cv-parser</loc>');
    expect(site('robots.txt')).toContain('Sitemap: https://www.example.org/sitemap.xml');
    // PUBLIC_SITE_URL, not the config's url, in every canonical link, Open Graph URL and JSON-LD id.
    expect(site('index.html')).toContain('<link rel="canonical" href="https://www.example.org/">');
    expect(site('index.html')).toContain('{"@id":"https://www.example.org/#person"}');
    expect(site('portfolio/cv-parser.html')).toContain('<link rel="canonical" href="https://www.example.org/portfolio/cv-parser">');
    expect(site('portfolio/cv-parser.html')).toContain('content="https://www.example.org/og/portfolio/cv-parser.png"');
    for (const page of ['index.html', 'portfolio/cv-parser.html', '404.html', 'app.html']) {
      expect(site(page)).not.toContain(SITE.url);
      expect(site(page)).toContain('<html data-site-url="https://www.example.org"');
    }
    expect(existsSync(path.join(root, 'release/site/og/portfolio/cv-parser.png'))).toBe(true);
    // The static hosts' files, generated beside nginx.conf from the same rules (staticHosts.test.ts compares them).
    expect(site('_headers')).toContain(
      `Content-Security-Policy: ${/add_header Content-Security-Policy "([^"]+)"/.exec(readFileSync(path.join(root, 'release/nginx.conf'), 'utf8'))![1]}`,
    );
    expect(site('_redirects')).toContain('/signin /app 200');
    expect(JSON.parse(site('vercel.json'))).toMatchObject({ cleanUrls: true, trailingSlash: false });
    const conf = readFileSync(path.join(root, 'release/nginx.conf'), 'utf8');
    expect(conf).toContain('listen 18099;');
    expect(conf).toContain("connect-src 'self' https://abc.supabase.co");
  });

  it('refuses to release without the backend settings, writing nothing', () => {
    expect(() => releaseAll({ ...options(makeDists()), env: { SUPABASE_URL: 'https://abc.supabase.co' } })).toThrow(/SUPABASE_PUBLISHABLE_KEY/);
    // A secret key where the browser's belongs is refused before anything is written.
    expect(() => releaseAll({ ...options(makeDists()), env: { SUPABASE_URL: 'https://abc.supabase.co', SUPABASE_PUBLISHABLE_KEY: 'sb_secret_x' } })).toThrow(
      /secret/,
    );
    expect(existsSync(path.join(root, 'release'))).toBe(false);
  });

  it('refuses a config that still holds placeholders, naming each setting, and writes nothing', () => {
    const unfilled: SiteConfig = { ...filled, ownerName: '<Owner Name>', socialLinks: [{ label: 'E-mail', kind: 'mail', href: 'mailto:hello@example.com' }] };
    const expected = [
      placeholderRefused({ field: 'ownerName', value: '<Owner Name>' }),
      placeholderRefused({ field: 'socialLinks[0].href', value: 'mailto:hello@example.com' }),
    ];
    expect(launchProblems(env, unfilled)).toEqual(expected);
    expect(() => releaseAll({ ...options(makeDists()), site: unfilled })).toThrow(expected.join('\n'));
    // Without PUBLIC_SITE_URL the config's own url is the public one, and an example.com url is named too.
    expect(launchProblems({}, { ...filled, url: 'https://portfolio.example.com' })).toEqual([
      placeholderRefused({ field: 'url', value: 'https://portfolio.example.com' }),
    ]);
    expect(existsSync(path.join(root, 'release'))).toBe(false);
  });

  it('takes the publishable key by its new name into app-config.json', () => {
    releaseAll({ ...options(makeDists()), env: { ...env, SUPABASE_ANON_KEY: undefined, SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x' } });
    expect(JSON.parse(site('app-config.json'))).toEqual({ supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'sb_publishable_x' });
  });

  it('gives the same build the same version and a different build a new one', () => {
    const a = makeDists('One');
    const b = makeDists('Other');
    expect(remoteVersion('1.0.0', a.mf_portfolio!)).toBe(remoteVersion('1.0.0', a.mf_portfolio!));
    expect(remoteVersion('1.0.0', a.mf_portfolio!)).not.toBe(remoteVersion('1.0.0', b.mf_portfolio!));
  });
});

describe('releaseOne and rollback', () => {
  it('publishes one remote beside its old version, recomposes only its pages and leaves the shell byte-identical', () => {
    const first = releaseAll(options(makeDists('CV Parser')));
    const siteDir = path.join(root, 'release', 'site');
    const shellFiles = filesOf(makeDists('CV Parser').shell!).filter((f) => f !== 'index.html');
    const before = hashes(siteDir, [...shellFiles, 'app.html', 'contact.html', '404.html', 'robots.txt']);

    const next = makeDists('CV Parser v2');
    const state = releaseOne('mf_portfolio', { ...options({ mf_portfolio: next.mf_portfolio! }) });
    const v1 = first.remotes.mf_portfolio!.current;
    const v2 = state.remotes.mf_portfolio!.current;
    expect(v2).not.toBe(v1);
    expect(state.remotes.mf_portfolio).toEqual({ current: v2, previous: v1 });
    expect(existsSync(path.join(siteDir, 'mf-portfolio', v1, 'mf-manifest.json'))).toBe(true);
    expect(JSON.parse(site('remotes.json')).mf_portfolio).toBe(`/mf-portfolio/${v2}/mf-manifest.json`);
    expect(site('portfolio/cv-parser.html')).toContain('<h1>CV Parser v2</h1>');
    expect(site('portfolio/cv-parser.html')).toContain('<link rel="canonical" href="https://www.example.org/portfolio/cv-parser">');
    expect(site('portfolio/cv-parser.html').match(/data-site-url=/g)).toHaveLength(1);
    expect(site('index.html')).toContain(`/mf-portfolio/${v2}/static/a.svg`);
    // Its pages preload the new version's entry and module, read from its manifest.
    expect(site('portfolio/cv-parser.html')).toContain(
      `<link rel="preload" href="/mf-portfolio/${v2}/static/js/mf_portfolio.12.js" as="script" fetchpriority="low">`,
    );
    expect(site('portfolio/cv-parser.html')).toContain(
      `<link rel="preload" href="/mf-portfolio/${v2}/static/js/async/routes.12.js" as="script" fetchpriority="low">`,
    );
    expect(hashes(siteDir, Object.keys(before))).toEqual(before);
    expect(() => releaseOne('mf_portfolio', { ...options({ mf_portfolio: next.mf_portfolio! }), site: { ...filled, replyTime: '<reply time>' } })).toThrow(
      placeholderRefused({ field: 'replyTime', value: '<reply time>' }),
    );

    const back = rollback('mf_portfolio', { out: path.join(root, 'release'), env });
    expect(back.remotes.mf_portfolio).toEqual({ current: v1, previous: v2 });
    expect(JSON.parse(site('remotes.json')).mf_portfolio).toBe(`/mf-portfolio/${v1}/mf-manifest.json`);
    expect(site('portfolio/cv-parser.html')).toContain('<h1>CV Parser</h1>');
    expect(hashes(siteDir, Object.keys(before))).toEqual(before);
  });

  it('starts --only and --rollback from a folder acting as the live site, the shell byte-identical', async () => {
    // The live site: a whole release, as a host serves it.
    const first = releaseAll({ ...options(makeDists('CV Parser')), out: path.join(root, 'live') });
    const live = path.join(root, 'live', 'site');
    const shellFiles = filesOf(makeDists('CV Parser').shell!).filter((f) => f !== 'index.html');
    const liveShell = hashes(live, [...shellFiles, 'app.html', 'contact.html', '404.html', 'robots.txt', '_headers', 'vercel.json']);

    // A CI run: nothing local, the state read from the live site.
    const ci = path.join(root, 'ci');
    await pullLive(live, ci);
    const state = releaseOne('mf_portfolio', { out: ci, dists: { mf_portfolio: makeDists('CV Parser v2').mf_portfolio! }, env, site: filled });
    const [v1, v2] = [first.remotes.mf_portfolio!.current, state.remotes.mf_portfolio!.current];
    expect(state.remotes.mf_portfolio).toEqual({ current: v2, previous: v1 });
    expect(state.remotes.mf_forms).toEqual(first.remotes.mf_forms);
    const released = path.join(ci, 'site');
    expect(hashes(released, Object.keys(liveShell))).toEqual(liveShell);
    expect(JSON.parse(readFileSync(path.join(released, 'remotes.json'), 'utf8')).mf_portfolio).toBe(`/mf-portfolio/${v2}/mf-manifest.json`);
    expect(readFileSync(path.join(released, 'portfolio/cv-parser.html'), 'utf8')).toContain('<h1>CV Parser v2</h1>');
    const published = JSON.parse(readFileSync(path.join(released, LIVE_STATE_FILE), 'utf8')) as { files: string[] };
    expect(published.files).toContain(`mf-portfolio/${v2}/mf-manifest.json`);
    expect(published.files).toContain(`mf-portfolio/${v1}/mf-manifest.json`);

    // The next run rolls back from that deploy, again from nothing local.
    const next = path.join(root, 'ci-2');
    await pullLive(released, next);
    const back = rollback('mf_portfolio', { out: next, env });
    expect(back.remotes.mf_portfolio).toEqual({ current: v1, previous: v2 });
    expect(readFileSync(path.join(next, 'site', 'portfolio/cv-parser.html'), 'utf8')).toContain('<h1>CV Parser</h1>');
    expect(hashes(path.join(next, 'site'), Object.keys(liveShell))).toEqual(liveShell);
  });

  it('starts --only from a URL serving the live site, as a CI run does with --from https://…', async () => {
    const first = releaseAll({ ...options(makeDists('CV Parser')), out: path.join(root, 'live') });
    const live = path.join(root, 'live', 'site');
    // The live host: the folder served over HTTP on a port of this test's own, a 404 for what it does not hold.
    const served: string[] = [];
    const server = createServer((req, res) => {
      const file = path.join(live, decodeURIComponent(new URL(req.url!, 'http://host').pathname));
      served.push(req.url!);
      if (!file.startsWith(live) || !existsSync(file) || statSync(file).isDirectory()) return void res.writeHead(404).end();
      res.writeHead(200).end(readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const ci = path.join(root, 'ci');
      const pulled = await pullLive(url, ci);
      expect(pulled.remotes).toEqual(first.remotes);
      expect(served[0]).toBe(`/${LIVE_STATE_FILE}`);
      const listed = (JSON.parse(readFileSync(path.join(live, LIVE_STATE_FILE), 'utf8')) as { files: string[] }).files;
      expect(hashes(path.join(ci, 'site'), listed)).toEqual(hashes(live, listed));

      const state = releaseOne('mf_portfolio', { out: ci, dists: { mf_portfolio: makeDists('CV Parser v2').mf_portfolio! }, env, site: filled });
      expect(state.remotes.mf_portfolio).toEqual({ current: state.remotes.mf_portfolio!.current, previous: first.remotes.mf_portfolio!.current });
      expect(readFileSync(path.join(ci, 'site', 'portfolio/cv-parser.html'), 'utf8')).toContain('<h1>CV Parser v2</h1>');

      // A URL with no release state is refused by name, as a folder is.
      await expect(pullLive(`${url}/nothing/`, path.join(root, 'ci-2'))).rejects.toThrow(LIVE_STATE_FILE);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses to start from a site that publishes no release state', async () => {
    await expect(pullLive(path.join(root, 'nothing'), path.join(root, 'ci'))).rejects.toThrow(LIVE_STATE_FILE);
  });

  it('cannot roll back a remote that has only one version', () => {
    releaseAll(options(makeDists()));
    expect(() => rollback('mf_quote', { out: path.join(root, 'release'), env })).toThrow(/no previous version/);
  });

  it('maps paths to static files', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/portfolio')).toBe('portfolio.html');
    expect(pageFile('/portfolio/cv-parser')).toBe('portfolio/cv-parser.html');
  });
});
