import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { END_PREVIEW, PREVIEW_BAR_LABEL, REFUSAL, previewRefused, previewingFrom } from '@portfolio/federation/preview';
import { RemoteLoaderProvider } from '../LoaderContext';
import { createRemoteLoader } from '../registerFromManifest';
import { PreviewBar } from './PreviewBar';

const previewUrl = 'http://localhost:3900/mf-manifest.json';

function barFor(requested: string[] | null) {
  const preview = requested && { requested, keep: vi.fn(), end: vi.fn() };
  const loader = createRemoteLoader({ pathname: () => '/', preview });
  const reload = vi.fn();
  render(
    <RemoteLoaderProvider loader={loader}>
      <main>
        <h1>Page</h1>
      </main>
      <PreviewBar reload={reload} />
    </RemoteLoaderProvider>,
  );
  return { preview, reload };
}

describe('PreviewBar', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        Promise.resolve(
          new Response(JSON.stringify(url === '/app-config.json' ? { previewOrigins: ['http://localhost:3900'] } : { mf_forms: '/f/mf-manifest.json' })),
        ),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.head.querySelectorAll('meta[name="robots"]').forEach((m) => m.remove());
  });

  it('says which remote comes from where, marks the page noindex, and ends the preview from the keyboard', async () => {
    const { preview, reload } = barFor([`mf_forms@${previewUrl}`]);
    const bar = await screen.findByRole('region', { name: PREVIEW_BAR_LABEL });
    expect(bar).toHaveTextContent(previewingFrom('mf_forms', previewUrl));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: END_PREVIEW })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(preview!.end).toHaveBeenCalled();
    expect(reload).toHaveBeenCalled();
  });

  it('shows a refused override and why, and leaves the page indexable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const raw = 'mf_forms@https://elsewhere.example.com/mf-manifest.json';
    barFor([raw]);
    expect(await screen.findByRole('alert')).toHaveTextContent(previewRefused(raw, REFUSAL.notAllowed('https://elsewhere.example.com')));
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('is not there when the tab asked for no preview', async () => {
    barFor(null);
    await screen.findByRole('heading', { name: 'Page' });
    expect(screen.queryByRole('region', { name: PREVIEW_BAR_LABEL })).toBeNull();
  });
});
