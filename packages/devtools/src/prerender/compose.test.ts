import { describe, expect, it } from 'vitest';
import { composePage, frameKeyOf, resolvePage } from './compose';
import { publicPaths } from './publicPaths';
import type { RemotePages, ShellFrames } from './types';

const template =
  '<!doctype html>\n<html lang="en">\n  <head><base href="/"><title>App</title><meta name="description" content="generic"><script defer src="/static/js/index.js"></script></head>\n  <body>\n    <noscript>This site needs JavaScript to run.</noscript>\n    <div id="root"></div>\n  </body>\n</html>';

const frames: ShellFrames = {
  '/': {
    html: '<main id="main"><h1 class="css-h">Welcome!</h1><div data-slot="mf_portfolio/FeaturedProjects" style="display:contents"><!--slot:mf_portfolio/FeaturedProjects--></div></main>',
    rules: [{ id: 'h', css: '.css-h{font-size:2rem}' }],
    head: '<title>Site</title>',
    globalCss: 'body{margin:0}',
  },
  '/portfolio': {
    html: '<main id="main"><div data-slot="mf_portfolio/routes" style="display:contents"><!--slot:mf_portfolio/routes--></div></main>',
    rules: [],
    head: '',
    globalCss: 'body{margin:0}',
  },
  '/404': { html: '<main id="main"><h1>Page Not Found</h1></main>', rules: [], head: '<title>Page Not Found | Site</title>', globalCss: '' },
};

const portfolio: RemotePages = {
  '/': {
    'mf_portfolio/FeaturedProjects': {
      html: '<!--$--><img src="{{remote-base:mf_portfolio}}static/a.svg"/><!--/$-->',
      rules: [{ id: 'h', css: '.css-h{font-size:2rem}' }],
      head: '',
    },
  },
  '/portfolio/cv-parser': {
    'mf_portfolio/routes': {
      html: '<!--$--><h1 class="css-p">CV Parser</h1><!--/$-->',
      rules: [{ id: 'p', css: '.css-p{color:red}' }],
      head: '<title>CV Parser | Site</title>',
    },
  },
};

const bases = { mf_portfolio: 'https://cdn.example.com/portfolio/1.2.0/' };

describe('resolvePage', () => {
  it('maps every path to the shell frame of its first segment', () => {
    expect(frameKeyOf('/')).toBe('/');
    expect(frameKeyOf('/portfolio/cv-parser')).toBe('/portfolio');
  });

  it("takes the head from the route's owner: the shell for Home, the remote for a case study", () => {
    expect(resolvePage('/', frames, { mf_portfolio: portfolio })?.head).toBe('<title>Site</title>');
    expect(resolvePage('/portfolio/cv-parser', frames, { mf_portfolio: portfolio })?.head).toBe('<title>CV Parser | Site</title>');
  });

  it('finds no page for an unknown case study, an unknown section or the 404 frame itself', () => {
    expect(resolvePage('/portfolio/nope', frames, { mf_portfolio: portfolio })).toBeNull();
    expect(resolvePage('/nope', frames, { mf_portfolio: portfolio })).toBeNull();
    expect(resolvePage('/404', frames, { mf_portfolio: portfolio })).toBeNull();
  });

  it('serves the frame alone, marked degraded, when the owning remote cannot be reached', () => {
    expect(resolvePage('/portfolio/cv-parser', frames, { mf_portfolio: null })).toMatchObject({ degraded: true, fragments: {} });
  });
});

describe('composePage', () => {
  it('joins frame and fragments, with one head, one Emotion style tag and the remote base filled in', () => {
    const parts = resolvePage('/', frames, { mf_portfolio: portfolio })!;
    const html = composePage({ template, parts, remoteBases: bases });
    expect(html).toContain('<html lang="en" data-prerendered="">');
    expect(html).toContain('<img src="https://cdn.example.com/portfolio/1.2.0/static/a.svg">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('generic');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain('<style data-emotion="css h">.css-h{font-size:2rem}</style>');
    expect(html).toContain('<style data-global="">body{margin:0}</style>');
    expect(html).toContain('<div id="root"><main id="main"><h1 class="css-h">Welcome!</h1>');
    // The page's remote is known before any script runs: connect early and fetch its manifest.
    expect(html).toContain('<link rel="preconnect" href="https://cdn.example.com">');
    expect(html).toContain('<link rel="preload" href="https://cdn.example.com/portfolio/1.2.0/mf-manifest.json" as="fetch" crossorigin="anonymous">');
  });

  it('only connects to a remote whose areas load near the viewport: its manifest may never be needed', () => {
    const parts = resolvePage('/', frames, { mf_portfolio: portfolio })!;
    parts.frame = {
      ...parts.frame,
      html: parts.frame.html.replace('data-slot="mf_portfolio/FeaturedProjects"', '$& data-remote-area="featured-projects" data-deferred=""'),
    };
    const html = composePage({ template, parts, remoteBases: bases });
    expect(html).toContain('<link rel="preconnect" href="https://cdn.example.com">');
    expect(html).not.toContain('mf-manifest.json');
  });

  it("preloads every file of an area shown at once, from the remote's manifest, its prerender and the shell's groups", () => {
    const parts = resolvePage('/portfolio/cv-parser', frames, {
      mf_portfolio: {
        ...portfolio,
        '/portfolio/cv-parser': {
          'mf_portfolio/routes': {
            ...portfolio['/portfolio/cv-parser']!['mf_portfolio/routes']!,
            preload: ['{{remote-base:mf_portfolio}}static/js/async/cv-parser.js'],
          },
        },
      },
    })!;
    const manifest = {
      metaData: { remoteEntry: { name: 'static/js/mf_portfolio.js', path: '' } },
      exposes: [{ name: 'routes', assets: { js: { sync: ['static/js/async/routes.js'] }, css: { sync: ['static/css/routes.css'] } } }],
    };
    const html = composePage({
      template,
      parts,
      remoteBases: bases,
      manifests: { mf_portfolio: manifest },
      shellGroups: { 'federation-runtime': ['static/js/async/federation-runtime.js'], 'shared-mui-extra': ['static/js/async/shared-mui-extra.js'] },
    });
    const head = html.slice(0, html.indexOf('</head>'));
    for (const href of [
      'https://cdn.example.com/portfolio/1.2.0/static/js/mf_portfolio.js',
      'https://cdn.example.com/portfolio/1.2.0/static/js/async/routes.js',
      'https://cdn.example.com/portfolio/1.2.0/static/js/async/cv-parser.js',
      '/static/js/async/federation-runtime.js',
      '/static/js/async/shared-mui-extra.js',
    ])
      expect(head).toContain(`<link rel="preload" href="${href}" as="script" fetchpriority="low">`);
    expect(head).toContain('<link rel="preload" href="https://cdn.example.com/portfolio/1.2.0/static/css/routes.css" as="style" fetchpriority="low">');
  });

  it('does not ask the client to hydrate a page with an empty slot', () => {
    const parts = resolvePage('/', frames, { mf_portfolio: {} })!;
    const html = composePage({ template, parts, remoteBases: bases });
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('data-prerendered');
  });
});

describe('publicPaths', () => {
  it("lists the shell's own pages and every path a remote owns", () => {
    expect(publicPaths(frames, { mf_portfolio: portfolio, mf_forms: null })).toEqual(['/', '/portfolio/cv-parser']);
  });
});
