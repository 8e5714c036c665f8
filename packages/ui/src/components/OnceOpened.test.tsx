import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OnceOpened, lazyOverlay } from './OnceOpened';

const Dialog = ({ open }: { open: boolean }) => <div role="dialog" data-open={open} />;

describe('OnceOpened', () => {
  it('renders nothing, and loads nothing, until first opened', () => {
    const load = vi.fn(() => Promise.resolve(Dialog));
    const Lazy = lazyOverlay(load);
    render(
      <OnceOpened open={false}>
        <Lazy open={false} />
      </OnceOpened>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('once opened, stays mounted when closed, so the overlay can animate out', async () => {
    const Lazy = lazyOverlay(() => Promise.resolve(Dialog));
    const { rerender } = render(
      <OnceOpened open>
        <Lazy open />
      </OnceOpened>,
    );
    expect(await screen.findByRole('dialog')).toHaveAttribute('data-open', 'true');
    rerender(
      <OnceOpened open={false}>
        <Lazy open={false} />
      </OnceOpened>,
    );
    expect(screen.getByRole('dialog')).toHaveAttribute('data-open', 'false');
  });

  it('an overlay whose code cannot be fetched renders nothing; the page around it stays', async () => {
    const Lazy = lazyOverlay<{ open: boolean }>(() => Promise.reject(new Error('offline')));
    render(
      <>
        <p>Page</p>
        <OnceOpened open>
          <Lazy open />
        </OnceOpened>
      </>,
    );
    // Let the rejected import settle: the page is still there and no dialog appeared.
    await act(async () => undefined);
    expect(screen.getByText('Page')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lazyOverlay shows its placeholder until the code arrives, and fetches the code once, however often preloaded', async () => {
    let arrive: (c: typeof Dialog) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Dialog>((resolve) => (arrive = resolve)));
    const Lazy = lazyOverlay(load, ({ open }) => <p>waiting {String(open)}</p>);
    Lazy.preload();
    Lazy.preload();
    render(<Lazy open />);
    expect(screen.getByText('waiting true')).toBeVisible();
    await act(async () => arrive(Dialog));
    expect(screen.getByRole('dialog')).toHaveAttribute('data-open', 'true');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
