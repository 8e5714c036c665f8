import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@portfolio/router';
import { describe, expect, it } from 'vitest';
import FeaturedProjects from '../../exposes/FeaturedProjects';
import { EAGER_COVERS } from '../../logic/constants';

describe('FeaturedProjects', () => {
  it('shows the three featured items with cover, title, overview, first 3 tags and link, and no Create card', () => {
    render(
      <MemoryRouter>
        <FeaturedProjects />
      </MemoryRouter>,
    );
    const items = within(screen.getByRole('list', { name: 'Featured projects' })).getAllByRole('listitem', { name: '' });
    const articles = screen.getAllByRole('article');
    expect(articles.map((a) => within(a).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Face Recognition System',
      'AI Headshots Generator',
      'AI Psychiatrist Evaluation System',
    ]);
    const face = within(articles[0]!);
    expect(face.getByRole('img', { name: 'Cover image for Face Recognition System: REST API and offline SDK' })).toBeInTheDocument();
    expect(face.getByText(/Enrols faces with their metadata/)).toBeInTheDocument();
    expect(
      within(face.getByRole('list', { name: 'Tags of Face Recognition System' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Face Recognition', 'Computer Vision', 'REST API']);
    expect(face.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/portfolio/face-recognition');
    expect(within(articles[2]!).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/portfolio/psychiatrist-evaluation');
    expect(items.filter((li) => li.parentElement === screen.getByRole('list', { name: 'Featured projects' }))).toHaveLength(3);
    expect(screen.queryByText('Create Your Project')).not.toBeInTheDocument();
  });

  it('fetches the first cover with the page, at high priority, and the others as they come near', () => {
    render(
      <MemoryRouter>
        <FeaturedProjects />
      </MemoryRouter>,
    );
    const covers = screen.getAllByRole('article').map((a) => within(a).getByRole('img'));
    expect(covers.map((img) => img.getAttribute('loading'))).toEqual(covers.map((_, i) => (i < EAGER_COVERS ? 'eager' : 'lazy')));
    expect(covers[0]).toHaveAttribute('fetchpriority', 'high');
  });
});
