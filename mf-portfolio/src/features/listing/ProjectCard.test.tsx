import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@portfolio/router';
import { describe, expect, it } from 'vitest';
import { findItem } from '../../data/portfolioItems';
import { ProjectCard } from './ProjectCard';

describe('ProjectCard', () => {
  it('shows the worked-on month and year the spec gives', () => {
    render(<ProjectCard item={findItem('google-maps-scraper')!} />, { wrapper: MemoryRouter });
    expect(screen.getByText('April 2023')).toBeInTheDocument();
    expect(screen.getByText(/Worked on/)).toBeInTheDocument();
  });

  it('shows no date line for a project whose date the spec does not show', () => {
    render(<ProjectCard item={findItem('face-recognition')!} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('heading', { name: 'Face Recognition System' })).toBeInTheDocument();
    expect(screen.queryByText(/Worked on/)).toBeNull();
    expect(screen.queryByText(/\b20\d\d\b/)).toBeNull();
  });

  it("has one link, 'View Details' to the case study and described by the title, and nothing else to click (issue 30)", () => {
    render(<ProjectCard item={findItem('face-recognition')!} />, { wrapper: MemoryRouter });
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('View Details');
    expect(links[0]).toHaveAccessibleDescription('Face Recognition System');
    expect(links[0]).toHaveAttribute('href', '/portfolio/face-recognition');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
