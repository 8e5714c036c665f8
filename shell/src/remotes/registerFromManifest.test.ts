import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
