import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@portfolio/router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The federation runtime is the boundary here: what a remote module returns (or how it fails) is the input.
const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: runtime.loadRemote,
  registerRemotes: runtime.registerRemotes,
  registerPlugins: vi.fn(),
  preloadRemote: vi.fn(() => Promise.resolve()),
}));
vi.mock('./registerFromManifest', () => ({ remotesReady: () => Promise.resolve(), resetRemote: runtime.registerRemotes }));

const { RemoteMount } = await import('./RemoteMount');

// Each test mounts its own module: loaded modules are cached for the page's life, as in the browser.
function Page({ show, id }: { show: boolean; id: 'mf_forms/ServicesPage' | 'mf_forms/ContactPage' }) {
  return (
    <MemoryRouter>
      <h1>Services</h1>
      {show && <RemoteMount id={id} label="services page" />}
      <button type="button">Still here</button>
    </MemoryRouter>
  );
}

beforeEach(() => {
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('RemoteMount', () => {
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
});
