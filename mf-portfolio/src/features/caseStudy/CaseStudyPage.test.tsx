import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useRoutes } from '@portfolio/router';
import { afterEach, describe, expect, it } from 'vitest';
import { useQuoteModal } from '@portfolio/ui';
import { pageTitle } from '@portfolio/ui/site';
import { NOTE_LINKS } from '@portfolio/ui/note-links';
import { CASE_STUDY } from '../../logic/constants';
import { PROJECTS } from '../../data/projects';
import routes from '../../exposes/routes';

function Portfolio() {
  return useRoutes(routes);
}

function Routed() {
  return useRoutes([{ path: '/portfolio/*', element: <Portfolio /> }]);
}

/** The pages as the shell mounts them (under /portfolio/*); an awaited act lets React retry after the chunk arrives. */
async function renderAt(url: string) {
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(
      <MemoryRouter initialEntries={[url]}>
        <Routed />
      </MemoryRouter>,
    );
  });
  return view;
}

afterEach(() => useQuoteModal.getState().close());

describe('CaseStudyPage', { timeout: 60_000 }, () => {
  for (const project of PROJECTS) {
    it(`${project.slug}: title, description, tags, #technical, demo link only with #demo, title and meta`, async () => {
      const { container, unmount } = await renderAt(project.route);
      expect(await screen.findByRole('link', { name: 'Technical Details' })).toHaveAttribute('href', `${project.route}#technical`);
      expect(screen.getByRole('heading', { level: 1, name: project.title })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByText(project.shortDescription)).toBeInTheDocument();
      expect(container.querySelector('#technical')).not.toBeNull();
      expect(screen.getByRole('heading', { level: 2, name: 'Technical Implementation' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'System Overview' })).toBeInTheDocument();
      const tags = screen.getByRole('list', { name: 'Tags' });
      expect(
        within(tags)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([...project.tags]);

      const demo = container.querySelector('#demo');
      const demoLink = screen.queryByRole('link', { name: /Watch Demo|View Demo|View Results/ });
      expect(Boolean(demoLink)).toBe(Boolean(demo));
      if (demoLink) expect(demoLink).toHaveAttribute('href', `${project.route}#demo`);

      await waitFor(() => expect(document.title).toBe(pageTitle(project.title)));
      expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', project.shortDescription);
      unmount();
    });
  }

  it('leads with the facts band (category, stack, the figures) and ends with Next project before the closing band', async () => {
    await renderAt('/portfolio/vudencai');
    const band = await screen.findByRole('region', { name: 'Key facts' });
    const title = screen.getByRole('heading', { level: 1 });
    const technical = document.getElementById('technical')!;
    const follows = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    expect(follows(title, band) && follows(band, technical)).toBe(true);
    expect(within(band).getByRole('list', { name: 'Tags' })).toBeInTheDocument();
    expect(within(band).getByRole('list', { name: 'Results' })).toHaveTextContent('96%');
    const next = screen.getByRole('navigation', { name: 'Next project' });
    const closing = screen.getByRole('region', { name: 'Interested in a similar solution?' });
    expect(follows(technical, next) && follows(next, closing)).toBe(true);
    expect(
      within(next)
        .getByRole('link', { name: /^Next project →/ })
        .getAttribute('href'),
    ).toMatch(/^\/portfolio\/[a-z0-9-]+$/);
  });

  it('closes with View Services and Contact Us on an ordinary page', async () => {
    await renderAt('/portfolio/face-recognition');
    const cta = within(await screen.findByRole('region', { name: 'Interested in a similar solution?' }));
    expect(cta.getByRole('link', { name: 'View Services' })).toHaveAttribute('href', '/services');
    expect(cta.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('links back to the notes that name it as related, and shows no notes section where none does', async () => {
    const [slug, notes] = Object.entries(NOTE_LINKS)[0]!;
    const { unmount } = await renderAt(`/portfolio/${slug}`);
    const nav = within(await screen.findByRole('navigation', { name: CASE_STUDY.notesHeading }));
    for (const note of notes) expect(nav.getByRole('link', { name: note.title })).toHaveAttribute('href', note.path);
    unmount();
    const without = PROJECTS.find((p) => !NOTE_LINKS[p.route.split('/')[2]!])!;
    await renderAt(without.route);
    await screen.findByRole('link', { name: 'Technical Details' });
    expect(screen.queryByRole('navigation', { name: CASE_STUDY.notesHeading })).toBeNull();
  });

  it('closes the review-scraper page with Explore Analysis Solution and /services', async () => {
    await renderAt('/portfolio/review-scraper');
    await screen.findByRole('link', { name: 'Technical Details' });
    expect(screen.getByRole('link', { name: 'Explore Analysis Solution' })).toHaveAttribute('href', '/portfolio/review-analysis');
    expect(screen.getByRole('link', { name: 'View Services' })).toHaveAttribute('href', '/services');
    expect(screen.queryByRole('link', { name: 'Contact Us' })).not.toBeInTheDocument();
  });

  it('closes the psychiatrist page with Request Demo (opens the quote wizard) and Learn More (/contact)', async () => {
    const user = userEvent.setup();
    await renderAt('/portfolio/psychiatrist-evaluation');
    const requestDemo = await screen.findByRole('button', { name: 'Request Demo' });
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/contact');
    expect(useQuoteModal.getState().isOpen).toBe(false);
    await user.click(requestDemo);
    expect(useQuoteModal.getState().isOpen).toBe(true);
  });

  it('shows the Disease Categories on the skin page and the Sample Output on the two demo pages', async () => {
    const { unmount } = await renderAt('/portfolio/skin-disease-classification');
    expect(await screen.findByRole('heading', { level: 2, name: 'Disease Categories' })).toBeInTheDocument();
    unmount();
    await renderAt('/portfolio/gamble');
    expect(await screen.findByRole('link', { name: 'View Results' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sample Output' }).closest('section')).toHaveAttribute('id', 'demo');
  });

  it('shows the 404 page for an unknown slug and a deeper path', async () => {
    const { unmount } = await renderAt('/portfolio/not-a-project');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    unmount();
    await renderAt('/portfolio/face-recognition/extra');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
