import { describe, expect, it } from 'vitest';
import { area } from '@portfolio/federation/areas';
import { areasOf, lazyPagesOf, preloadFiles, preloadLinks, type MfManifest } from './preloads';

const manifest: MfManifest = {
  metaData: { remoteEntry: { name: 'static/js/mf_forms.1.js', path: '' } },
  exposes: [
    { name: 'ContactPage', assets: { js: { sync: ['static/js/async/contact.js'] }, css: { sync: [] } } },
    {
      name: 'ServicesPage',
      assets: { js: { sync: ['static/js/async/services.js', 'static/js/async/shared.js'] }, css: { sync: ['static/css/services.css'] } },
    },
  ],
};
const bases = { mf_forms: 'http://localhost:3003/', mf_portfolio: 'http://localhost:3001/' };
const shellGroups = {
  'federation-runtime': ['static/js/async/federation-runtime.js'],
  'shared-mui-extra': ['static/js/async/shared-mui-extra.js'],
  other: ['static/js/async/about.js'],
};

describe('areasOf', () => {
  it("finds a frame's remote areas by their slots, and how each loads from the area table, not the markup", () => {
    // The markup says the opposite of the table on purpose: the table decides.
    const frame =
      '<main><div data-slot="mf_forms/ServicesPage" data-remote-area="services" data-deferred="" style="display:contents"><!--slot:mf_forms/ServicesPage--></div>' +
      '<div data-slot="mf_portfolio/FeaturedProjects" data-remote-area="featured-projects" style="display:contents"></div></main>';
    expect(areasOf(frame)).toEqual([
      { id: 'mf_forms/ServicesPage', deferred: area('services').load !== 'eager' },
      { id: 'mf_portfolio/FeaturedProjects', deferred: area('featured-projects').load !== 'eager' },
    ]);
    expect(areasOf(frame).map((a) => a.deferred)).toEqual([false, true]);
  });

  it('stops at a slot the area table does not declare', () => {
    expect(() => areasOf('<main><div data-slot="mf_forms/NoSuchPage"></div></main>')).toThrow(/mf_forms\/NoSuchPage, which the area table/);
  });
});

describe('preloadFiles', () => {
  it("lists exactly the area's remote entry and exposed module, and the shell's runtime and on-demand shared modules", () => {
    const files = preloadFiles({
      areas: [{ id: 'mf_forms/ServicesPage', deferred: false }],
      fragments: {},
      remoteBases: bases,
      manifests: { mf_forms: manifest },
      shellGroups,
    });
    expect(files.scripts).toEqual([
      'http://localhost:3003/static/js/mf_forms.1.js',
      'http://localhost:3003/static/js/async/services.js',
      'http://localhost:3003/static/js/async/shared.js',
      '/static/js/async/federation-runtime.js',
      '/static/js/async/shared-mui-extra.js',
    ]);
    expect(files.styles).toEqual(['http://localhost:3003/static/css/services.css']);
    expect(files.scripts).not.toContain('http://localhost:3003/static/js/async/contact.js');
  });

  it("adds the shell's menu select only for a remote whose manifest says it consumes it", () => {
    const preloadedWith = (shared: string[]) =>
      preloadFiles({
        areas: [{ id: 'mf_forms/ContactPage', deferred: false }],
        fragments: {},
        remoteBases: bases,
        manifests: { mf_forms: { ...manifest, shared: shared.map((name) => ({ name })) } },
        shellGroups: { ...shellGroups, 'shared-mui-select': ['static/js/async/shared-mui-select.js'] },
      }).scripts;
    expect(preloadedWith(['@portfolio/mui/extra'])).not.toContain('/static/js/async/shared-mui-select.js');
    expect(preloadedWith(['@portfolio/mui/extra', '@portfolio/mui/select'])).toContain('/static/js/async/shared-mui-select.js');
  });

  it('preloads nothing for an area that waits for the viewport, or a remote whose manifest is unknown', () => {
    const deferred = preloadFiles({
      areas: [{ id: 'mf_forms/ServicesPage', deferred: true }],
      fragments: {},
      remoteBases: bases,
      manifests: { mf_forms: manifest },
      shellGroups,
    });
    expect(deferred).toEqual({ scripts: [], styles: [] });
    const unknown = preloadFiles({
      areas: [{ id: 'mf_forms/ServicesPage', deferred: false }],
      fragments: {},
      remoteBases: bases,
      manifests: { mf_forms: null },
      shellGroups,
    });
    expect(unknown).toEqual({ scripts: [], styles: [] });
  });

  it('follows a remote moved elsewhere: its files come from its new base', () => {
    const files = preloadFiles({
      areas: [{ id: 'mf_forms/ContactPage', deferred: false }],
      fragments: { 'mf_forms/ContactPage': { html: '', rules: [], head: '', preload: ['{{remote-base:mf_forms}}static/js/async/lazy.js'] } },
      remoteBases: { mf_forms: 'https://cdn.example.com/forms/2.0.0/' },
      manifests: { mf_forms: manifest },
      shellGroups: {},
    });
    expect(files.scripts).toEqual([
      'https://cdn.example.com/forms/2.0.0/static/js/mf_forms.1.js',
      'https://cdn.example.com/forms/2.0.0/static/js/async/contact.js',
      'https://cdn.example.com/forms/2.0.0/static/js/async/lazy.js',
    ]);
  });
});

describe("the shell's own chunks", () => {
  it("preloads a shell page's own chunk where it is shown, but not what the shell's app chunk brings anyway", () => {
    const groups = {
      bootstrap: ['static/js/async/lib-react.js', 'static/js/async/bootstrap.js'],
      'page-about': ['static/js/async/lib-react.js', 'static/js/async/page-about.js'],
    };
    const frame = '<main><div data-lazy-page="about" style="display:contents"><h1>About</h1></div></main>';
    expect(lazyPagesOf(frame)).toEqual(['page-about']);
    const files = preloadFiles({ areas: [], shellPages: lazyPagesOf(frame), fragments: {}, remoteBases: bases, manifests: {}, shellGroups: groups });
    expect(files.scripts).toEqual(['/static/js/async/page-about.js']);
    expect(preloadFiles({ areas: [], fragments: {}, remoteBases: bases, manifests: {}, shellGroups: groups }).scripts).toEqual([]);
  });
});

describe('preloadLinks', () => {
  it('preloads scripts as classic scripts (no CORS mode, as the runtime loads them) and styles as styles', () => {
    expect(preloadLinks({ scripts: ['/a.js'], styles: ['/b.css'] })).toBe(
      '<link rel="preload" href="/b.css" as="style" fetchpriority="low"/><link rel="preload" href="/a.js" as="script" fetchpriority="low"/>',
    );
  });
});
