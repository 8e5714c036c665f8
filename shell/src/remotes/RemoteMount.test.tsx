import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@portfolio/router';
import type { RemoteId } from '@portfolio/ui';
import { beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { REMOTE_AREAS, RemoteArea } from '@portfolio/federation/areas';

// The federation runtime is the boundary here: what a remote module returns (or how it fails) is the input.
const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn(), arrived: new Map<string, unknown>() }));
vi.mock('./registerFromManifest', () => ({
  remoteLoader: {
    loadRemoteModule: async (id: RemoteId) => {
      const mod: unknown = await runtime.loadRemote(id);
      if (!mod) throw new Error(`Remote module ${id} did not load`);
      return mod;
    },
    loadedRemoteModule: (id: RemoteId) => runtime.arrived.get(id),
    resetRemote: runtime.registerRemotes,
  },
}));

const { RemoteMount } = await import('./RemoteMount');

const areaOf = (id: RemoteId, whenNearViewport = false): RemoteArea => ({
  name: 'test-area',
  id,
  label: 'services page',
  place: { in: 'home' },
  load: whenNearViewport ? 'nearViewport' : 'eager',
  skeleton: 'page',
  prerendered: false,
  preload: [],
});

// Each test mounts its own module: loaded modules are cached for the page's life, as in the browser.
function Page({ show, id, whenNearViewport }: { show: boolean; id: RemoteId; whenNearViewport?: boolean }) {
  return (
    <MemoryRouter>
      <h1>Services</h1>
      {show && <RemoteMount area={areaOf(id, whenNearViewport)} />}
      <button type="button">Still here</button>
    </MemoryRouter>
  );
}

beforeEach(() => {
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
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

  it('a module that has already arrived (started by the entry) renders in the same pass: no skeleton, no wait', () => {
    runtime.arrived.set('mf_account/ProfilePage', { default: () => <p>Services content</p> });
    const view = render(<Page show id="mf_account/ProfilePage" />);
    runtime.arrived.clear();
    expect(screen.getByText('Services content')).toBeTruthy();
    expect(screen.queryByTestId('remote-loading')).toBeNull();
    expect(view.container.querySelector('[data-remote-area="test-area"]')!.hasAttribute('data-live')).toBe(true);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
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
    const view = render(<Page show id="mf_portfolio/FeaturedProjects" whenNearViewport />);
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
