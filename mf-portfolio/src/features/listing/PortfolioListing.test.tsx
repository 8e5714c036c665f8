import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useRoutes } from '@portfolio/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startsFromServerHtml } from '@portfolio/ui';
import routes from '../../exposes/routes';
import { PORTFOLIO_ITEMS } from '../../data/portfolioItems';

/** Each card renders its tags once per render of the card: counting them counts card renders. */
const cardRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../shared/TagChips', async (importOriginal) => {
  const real = await importOriginal<typeof import('../shared/TagChips')>();
  return {
    TagChips: (props: Parameters<typeof real.TagChips>[0]) => {
      cardRenders.count++;
      return real.TagChips(props);
    },
  };
});

vi.mock('@portfolio/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portfolio/ui')>()),
  startsFromServerHtml: vi.fn(() => false),
}));

/** Images that finish only when the test says so; 'fail' lists the addresses that error. */
class FakeImage {
  static pending: FakeImage[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  src = '';
  constructor() {
    FakeImage.pending.push(this);
  }
}

/** The listing starts its cover probe in a task of its own, after the commit that shows it (useCoverPreload). */
const probeStarted = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

async function settleAll(fail: (src: string) => boolean = () => false) {
  await probeStarted();
  await act(async () => {
    for (const image of FakeImage.pending.splice(0)) (fail(image.src) ? image.onerror : image.onload)?.();
  });
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function Portfolio() {
  return useRoutes(routes);
}

function RoutesAt() {
  const element = useRoutes([{ path: '/portfolio/*', element: <Portfolio /> }]);
  return (
    <>
      {element}
      <Where />
    </>
  );
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <RoutesAt />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  FakeImage.pending = [];
  vi.stubGlobal('Image', FakeImage);
});

afterEach(() => vi.unstubAllGlobals());

const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

// Rendering every MUI card in happy-dom takes seconds on a shared machine.
describe('PortfolioListing', { timeout: 30_000 }, () => {
  it("shows 'Loading portfolio items...' until every cover has loaded or failed", async () => {
    renderAt('/portfolio');
    expect(screen.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeInTheDocument();
    expect(screen.getByText('Loading portfolio items...')).toBeInTheDocument();
    // Not in the commit that hydrates the listing (on a phone, 27 image loads kept it from going live: issue 26).
    expect(FakeImage.pending).toHaveLength(0);
    await probeStarted();
    expect(FakeImage.pending).toHaveLength(PORTFOLIO_ITEMS.length);
    await act(async () => {
      for (const image of FakeImage.pending.slice(0, -1)) image.onload?.();
      FakeImage.pending.splice(0, FakeImage.pending.length - 1);
    });
    expect(screen.getByText('Loading portfolio items...')).toBeInTheDocument();
    await settleAll(() => true);
    expect(screen.queryByText('Loading portfolio items...')).not.toBeInTheDocument();
    expect(cardTitles()).toHaveLength(PORTFOLIO_ITEMS.length);
  });

  it("keeps a prerendered grid but says 'Loading portfolio items...' until the covers settle (issue 31)", async () => {
    vi.mocked(startsFromServerHtml).mockReturnValue(true);
    try {
      renderAt('/portfolio');
      // The prerendered cards stay (no skeleton), and the status line says the covers are still loading.
      expect(cardTitles()).toHaveLength(PORTFOLIO_ITEMS.length);
      expect(screen.getByText('Loading portfolio items...')).toHaveAttribute('role', 'status');
      await settleAll();
      expect(screen.getByText(`Showing ${PORTFOLIO_ITEMS.length} of ${PORTFOLIO_ITEMS.length} projects`)).toHaveAttribute('role', 'status');
      expect(screen.queryByText('Loading portfolio items...')).not.toBeInTheDocument();
    } finally {
      vi.mocked(startsFromServerHtml).mockReturnValue(false);
    }
  });

  it('does not render the cards again when the covers settle, only the status line changes', async () => {
    vi.mocked(startsFromServerHtml).mockReturnValue(true);
    try {
      renderAt('/portfolio');
      await probeStarted();
      const rendersBefore = cardRenders.count;
      expect(rendersBefore).toBeGreaterThanOrEqual(PORTFOLIO_ITEMS.length);
      await settleAll();
      expect(screen.getByText(`Showing ${PORTFOLIO_ITEMS.length} of ${PORTFOLIO_ITEMS.length} projects`)).toBeInTheDocument();
      // All 27 rendered again in one task of about 200 ms on a phone, right after the page went live (issue 26).
      expect(cardRenders.count).toBe(rendersBefore);
    } finally {
      vi.mocked(startsFromServerHtml).mockReturnValue(false);
    }
  });

  it("lists 'All Projects' first and a button per category, capitalised", () => {
    renderAt('/portfolio');
    const group = screen.getByRole('group', { name: 'Filter by category' });
    const names = within(group)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names[0]).toBe('All Projects');
    expect(names).toContain('Computer Vision');
    expect(names).toContain('Web Scraping');
    expect(names).toContain('OCR');
    expect(names).toHaveLength(13);
    expect(within(group).getByRole('button', { name: 'All Projects' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters by category and search, keeps both in the URL, and shows the empty text', async () => {
    const user = userEvent.setup();
    renderAt('/portfolio');
    await settleAll();
    await user.click(screen.getByRole('button', { name: 'Security' }));
    expect(cardTitles()).toEqual(['VUDENCAI: SQL Injection Detection', 'Signature Detection & Verification']);
    expect(screen.getByTestId('where')).toHaveTextContent('/portfolio?category=security');

    await user.type(screen.getByRole('searchbox', { name: 'Search portfolio' }), 'SIGNATURE');
    expect(cardTitles()).toEqual(['Signature Detection & Verification']);
    expect(screen.getByTestId('where')).toHaveTextContent('/portfolio?category=security&search=SIGNATURE');

    await user.click(screen.getByRole('button', { name: 'Audio Processing' }));
    expect(screen.getByText('No portfolio items found.')).toBeInTheDocument();
    expect(cardTitles()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'All Projects' }));
    expect(cardTitles()).toEqual(['QR Code Protection', 'Bank Book OCR', 'Signature Detection & Verification']);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/portfolio\?search=SIGNATURE$/);
  });

  it('keeps a category and a search given in one moment, before the URL has caught up (issue 38)', async () => {
    renderAt('/portfolio');
    await settleAll();
    const search = screen.getByRole('searchbox', { name: 'Search portfolio' });
    act(() => {
      screen.getByRole('button', { name: 'Security' }).click();
      fireEvent.change(search, { target: { value: 'SIGNATURE' } });
    });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/portfolio\?category=security&search=SIGNATURE$/);
    expect(screen.getByRole('button', { name: 'Security' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(['Signature Detection & Verification']);
  });

  it('restores a filtered view from the URL', async () => {
    renderAt('/portfolio?category=computer-vision&search=ocr');
    await settleAll();
    expect(screen.getByRole('button', { name: 'Computer Vision' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox')).toHaveValue('ocr');
    expect(cardTitles()).toEqual([
      'P&ID Symbol Detection',
      'Thai License Plate Recognition',
      'Bank Book OCR',
      'Thai Driving License OCR',
      'Water & Electricity Meter OCR',
    ]);
  });

  it('shows cover, title, first 3 tags, month and full year, and View Details on each card', async () => {
    renderAt('/portfolio?search=water');
    await settleAll();
    const card = screen.getByRole('article', { name: 'Water & Electricity Meter OCR' });
    expect(within(card).getByRole('img', { name: 'Cover image for Water & Electricity Meter OCR: Meter reading and billing' })).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['OCR', 'Object Detection', 'Utilities']);
    expect(within(card).getByText('January 2023')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/portfolio/water-meter-ocr');
  });
});
