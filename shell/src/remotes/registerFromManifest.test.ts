import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFUSAL, previewRefused } from '@portfolio/federation/preview';
import { createRemoteLoader, toRemotes } from './registerFromManifest';

describe('toRemotes', () => {
  it('maps each remote name to its manifest URL', () => {
    expect(toRemotes({ mf_quote: 'http://cdn.test/q/mf-manifest.json' })).toEqual([{ name: 'mf_quote', entry: 'http://cdn.test/q/mf-manifest.json' }]);
  });
});

// The runtime module is the boundary: what matters is when the shell loads it, and what it registers.
const runtime = vi.hoisted(() => ({
  created: 0,
  fail: false,
  registerRemotes: vi.fn(),
  preloadRemote: vi.fn(() => Promise.resolve()),
  loadRemote: vi.fn((id: string): Promise<unknown> => Promise.resolve({ default: id })),
}));
vi.mock('./federationRuntime', () => ({
  createFederation: () => {
    if (runtime.fail) throw new Error('the runtime could not start');
    runtime.created += 1;
    return { registerRemotes: runtime.registerRemotes, preloadRemote: runtime.preloadRemote, loadRemote: runtime.loadRemote };
  },
}));

/** A fresh loader (its state is per page), on a page at `path`. */
const onPage = (path: string) => Promise.resolve(createRemoteLoader({ pathname: () => path }));

describe('the federation runtime', () => {
  beforeEach(() => {
    Object.assign(runtime, { created: 0, fail: false });
    runtime.registerRemotes.mockReset();
    runtime.preloadRemote.mockClear();
    runtime.loadRemote.mockClear();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ mf_forms: '/f/mf-manifest.json', mf_portfolio: '/p/mf-manifest.json' })))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is not created on a page whose remotes are below the fold', async () => {
    const { registerFromManifest } = await onPage('/');
    await registerFromManifest();
    await vi.dynamicImportSettled();
    expect(runtime.created).toBe(0);
  });

  it('is created at once, with every remote registered, on a page that shows a remote', async () => {
    const { registerFromManifest, federation } = await onPage('/services');
    await registerFromManifest();
    await federation();
    expect(runtime.created).toBe(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith(toRemotes({ mf_forms: '/f/mf-manifest.json', mf_portfolio: '/p/mf-manifest.json' }));
  });

  it("runs the page's own remote module at once, before anything renders it, and keeps it for the area (issue 26)", async () => {
    const { registerFromManifest, loadedRemoteModule, loadRemoteModule } = await onPage('/services');
    await registerFromManifest();
    await vi.waitFor(() => expect(loadedRemoteModule('mf_forms/ServicesPage')).toEqual({ default: 'mf_forms/ServicesPage' }));
    await loadRemoteModule('mf_forms/ServicesPage');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(loadedRemoteModule('mf_forms/ContactPage')).toBeUndefined();
  });

  it('forgets a module that failed to load, or whose remote was reset, so the next load starts afresh', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('remote down'));
    const { loadRemoteModule, loadedRemoteModule, resetRemote, registerFromManifest } = await onPage('/');
    await registerFromManifest();
    await expect(loadRemoteModule('mf_forms/ContactPage')).rejects.toThrow('remote down');
    await expect(loadRemoteModule('mf_forms/ContactPage')).resolves.toEqual({ default: 'mf_forms/ContactPage' });
    resetRemote('mf_forms');
    expect(loadedRemoteModule('mf_forms/ContactPage')).toBeUndefined();
    await loadRemoteModule('mf_forms/ContactPage');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
  });

  it('is created once however many callers ask', async () => {
    const { federation } = await onPage('/');
    const [a, b] = await Promise.all([federation(), federation()]);
    expect(a).toBe(b);
    expect(runtime.created).toBe(1);
  });

  it('a failed load is forgotten, so the next call tries again', async () => {
    runtime.fail = true;
    const { federation } = await onPage('/');
    await expect(federation()).rejects.toThrow();
    runtime.fail = false;
    await expect(federation()).resolves.toBeDefined();
    expect(runtime.created).toBe(1);
  });

  it('preloads an area once while its preload is good, and again after it failed', async () => {
    const loader = await onPage('/');
    const wizard = { name: 'quote-wizard', id: 'mf_quote/QuoteWizard' } as const;
    runtime.preloadRemote.mockRejectedValueOnce(new Error('offline'));
    loader.preloadArea(wizard as never);
    await vi.waitFor(() => expect(runtime.preloadRemote).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    loader.preloadArea(wizard as never);
    loader.preloadArea(wizard as never);
    await vi.waitFor(() => expect(runtime.preloadRemote).toHaveBeenCalledTimes(2));
    expect(runtime.preloadRemote).toHaveBeenLastCalledWith([{ nameOrAlias: 'mf_quote', exposes: ['./QuoteWizard'] }]);
  });
});

describe("a tab's preview", () => {
  const live = { mf_forms: '/f/mf-manifest.json', mf_portfolio: '/p/mf-manifest.json' };
  const previewUrl = 'http://localhost:3900/mf-manifest.json';
  let fetched: string[] = [];

  /** The site's `/remotes.json` and `/app-config.json`, with `previewOrigins` as given. */
  function site(previewOrigins?: string[]) {
    fetched = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        fetched.push(url);
        const body = url === '/app-config.json' ? { supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'k', previewOrigins } : live;
        return Promise.resolve(new Response(JSON.stringify(body)));
      }),
    );
  }

  function session(requested: string[]) {
    return { requested, keep: vi.fn(), end: vi.fn() };
  }

  beforeEach(() => {
    runtime.registerRemotes.mockReset();
    runtime.fail = false;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('registers the previewed remote from its manifest, the others from /remotes.json, and keeps it for the tab', async () => {
    site(['http://localhost:3900']);
    const preview = session([`mf_forms@${previewUrl}`]);
    const loader = createRemoteLoader({ pathname: () => '/', preview });
    await loader.federation();
    expect(runtime.registerRemotes).toHaveBeenCalledWith(toRemotes({ ...live, mf_forms: previewUrl }));
    expect(preview.keep).toHaveBeenCalledWith([{ remote: 'mf_forms', url: previewUrl }]);
    expect(await loader.preview()).toEqual({ accepted: [{ remote: 'mf_forms', url: previewUrl }], refused: [] });
    expect(loader.previewRequested()).toBe(true);
  });

  it('refuses an origin not on the list: nothing of it is registered, and the console says why', async () => {
    site(['http://localhost:3900']);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const raw = 'mf_forms@https://elsewhere.example.com/mf-manifest.json';
    const loader = createRemoteLoader({ pathname: () => '/', preview: session([raw]) });
    await loader.federation();
    expect(runtime.registerRemotes).toHaveBeenCalledWith(toRemotes(live));
    const refused = [{ raw, reason: REFUSAL.notAllowed('https://elsewhere.example.com') }];
    expect((await loader.preview()).refused).toEqual(refused);
    expect(errors).toHaveBeenCalledWith(previewRefused(raw, refused[0]!.reason));
  });

  it('refuses every override while the site lists no preview origin', async () => {
    site(undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = createRemoteLoader({ pathname: () => '/', preview: session([`mf_forms@${previewUrl}`]) });
    await loader.federation();
    expect(runtime.registerRemotes).toHaveBeenCalledWith(toRemotes(live));
    expect((await loader.preview()).refused.map((r) => r.reason)).toEqual([REFUSAL.off]);
  });

  it('costs a page without a preview nothing: the app config is not fetched', async () => {
    site(['http://localhost:3900']);
    const loader = createRemoteLoader({ pathname: () => '/' });
    expect(await loader.preview()).toEqual({ accepted: [], refused: [] });
    expect(fetched).toEqual(['/remotes.json']);
    expect(loader.previewRequested()).toBe(false);
  });
});
