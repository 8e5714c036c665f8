import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@portfolio/router';
import type { RemoteId, RemoteModules } from '@portfolio/ui';
import { beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { LoadPolicy, REMOTE_AREAS, RemoteArea } from '@portfolio/federation/areas';
import { RemoteLoaderProvider } from './LoaderContext';
import { RemoteMount } from './RemoteMount';
import { createRemoteLoader, type RemoteLoader } from './registerFromManifest';

// The federation runtime is the boundary here: what a remote module returns (or how it fails) is the input.
const runtime = { loadRemote: vi.fn(), registerRemotes: vi.fn() };

/** A fresh loader per test (its state is the page's), whose remote modules come from `runtime`. */
function testLoader(): RemoteLoader {
  return Object.assign(createRemoteLoader(), {
    loadRemoteModule: async (id: RemoteId) => {
      const mod: unknown = await runtime.loadRemote(id);
      if (!mod) throw new Error(`Remote module ${id} did not load`);
      return mod;
    },
    resetRemote: runtime.registerRemotes,
  });
}

let loader: RemoteLoader;

const areaOf = (id: RemoteId, load: LoadPolicy = 'eager'): RemoteArea => ({
  name: 'test-area',
  id,
  label: 'services page',
  place: { in: 'home' },
  load,
  skeleton: 'page',
  prerendered: false,
  preload: [],
});

function Page({ show, id, load, with: pageLoader = loader }: { show: boolean; id: RemoteId; load?: LoadPolicy; with?: RemoteLoader }) {
  return (
    <RemoteLoaderProvider loader={pageLoader}>
      <MemoryRouter>
        <h1>Services</h1>
        {show && <RemoteMount area={areaOf(id, load)} />}
        <button type="button">Still here</button>
      </MemoryRouter>
    </RemoteLoaderProvider>
  );
}

beforeEach(() => {
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
  loader = testLoader();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('the area table', () => {
  it('names only modules the contracts type (a row with an unknown expose fails the typecheck)', () => {
    expectTypeOf<(typeof REMOTE_AREAS)[number]['id']>().toExtend<RemoteId>();
  });
});

describe('RemoteMount', () => {
  it('names its area, and marks it live only once the remote has rendered in it', async () => {
    let arrive!: (mod: unknown) => void;
    runtime.loadRemote.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const view = render(<Page show id="mf_account/SignInPage" />);
    const root = view.container.querySelector('[data-remote-area="test-area"]')!;
    expect(root.getAttribute('data-slot')).toBe('mf_account/SignInPage');
    expect(root.hasAttribute('data-deferred')).toBe(false);
    await new Promise((r) => setTimeout(r, 0));
    expect(root.hasAttribute('data-live')).toBe(false);
    arrive({ default: () => <p>Services content</p> });
    expect(await screen.findByText('Services content')).toBeTruthy();
    expect(root.hasAttribute('data-live')).toBe(true);
  });

  it('a module that has already arrived (started by the entry) hydrates with the page: no skeleton, no load', async () => {
    const id = 'mf_account/ProfilePage';
    const modules = { [id]: { default: () => <p>Services content</p> } } as unknown as Partial<RemoteModules>;
    const server = testLoader();
    server.provideRemoteModules(modules);
    server.gate(id).open();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page show id={id} with={server} />);
    document.body.append(container);
    loader.provideRemoteModules(modules);
    await act(async () => {
      hydrateRoot(container, <Page show id={id} />);
    });
    expect(container.textContent).toContain('Services content');
    expect(container.querySelector('[data-testid="remote-loading"]')).toBeNull();
    expect(container.querySelector('[data-remote-area="test-area"]')!.hasAttribute('data-live')).toBe(true);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    container.remove();
  });

  it('coming back to an area whose module has arrived renders it in the same pass: no skeleton', async () => {
    runtime.loadRemote.mockResolvedValue({ default: () => <p>Services content</p> });
    const view = render(<Page show id="mf_forms/ServicesPage" />);
    expect(await screen.findByText('Services content')).toBeTruthy();
    view.rerender(<Page show={false} id="mf_forms/ServicesPage" />);
    loader.provideRemoteModules({ 'mf_forms/ServicesPage': await runtime.loadRemote.mock.results[0]!.value });
    view.rerender(<Page show id="mf_forms/ServicesPage" />);
    expect(screen.getByText('Services content')).toBeTruthy();
    expect(screen.queryByTestId('remote-loading')).toBeNull();
  });

  it('an idle area loads only once the page is idle', async () => {
    let idle!: () => void;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => ((idle = callback), 1));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    runtime.loadRemote.mockResolvedValue({ default: () => <p>Wizard content</p> });
    const view = render(<Page show id="mf_quote/QuoteWizard" load="idle" />);
    const slot = view.container.querySelector('[data-slot="mf_quote/QuoteWizard"]')!;
    expect(slot.hasAttribute('data-deferred')).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    act(() => idle());
    expect(await screen.findByText('Wizard content')).toBeTruthy();
    expect(slot.hasAttribute('data-deferred')).toBe(false);
    view.unmount();
    vi.unstubAllGlobals();
  });

  it('a remote that throws while rendering shows the fallback; the rest of the page stays alive', async () => {
    runtime.loadRemote.mockResolvedValue({
      default: () => {
        throw new Error('render crash');
      },
    });
    render(<Page show id="mf_forms/ServicesPage" />);
    expect(await screen.findByText('The services page is unavailable right now')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Still here' }));
  });

  it('leaving the area and coming back after the remote recovers loads it afresh', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('remote down'));
    const view = render(<Page show id="mf_forms/ContactPage" />);
    expect(await screen.findByText('The services page is unavailable right now')).toBeTruthy();
    expect(runtime.registerRemotes).toHaveBeenCalledWith('mf_forms');

    view.rerender(<Page show={false} id="mf_forms/ContactPage" />);
    runtime.loadRemote.mockResolvedValue({ default: () => <p>Services content</p> });
    view.rerender(<Page show id="mf_forms/ContactPage" />);
    expect(await screen.findByText('Services content')).toBeTruthy();
    expect(screen.queryByText('The services page is unavailable right now')).toBeNull();
  });

  it('an area below the fold loads only once it comes near the viewport, and shows its skeleton until then', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[]; options?: IntersectionObserverInit }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        targets: Element[] = [];
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, targets: this.targets, options });
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        disconnect() {}
      },
    );
    runtime.loadRemote.mockResolvedValue({ default: () => <p>Services content</p> });
    const view = render(<Page show id="mf_portfolio/FeaturedProjects" load="nearViewport" />);
    const slot = view.container.querySelector('[data-slot="mf_portfolio/FeaturedProjects"]')!;
    expect(screen.getByTestId('remote-loading')).toBeTruthy();
    expect(slot.hasAttribute('data-deferred')).toBe(true);
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options?.rootMargin).toBe('400px 0px');
    expect(observers[0]!.targets).toEqual([screen.getByTestId('remote-loading')]);
    await new Promise((r) => setTimeout(r, 0));
    expect(runtime.loadRemote).not.toHaveBeenCalled();

    const entry = { isIntersecting: true, target: observers[0]!.targets[0]! } as IntersectionObserverEntry;
    observers[0]!.callback([entry], {} as IntersectionObserver);
    expect(await screen.findByText('Services content')).toBeTruthy();
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_portfolio/FeaturedProjects');
    expect(slot.hasAttribute('data-deferred')).toBe(false);
    vi.unstubAllGlobals();
  });
});
