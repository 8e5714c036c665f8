import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@portfolio/router';
import { describe, expect, it } from 'vitest';
import { LISTING, readingTimeLabel } from '../../logic/constants';
import type { PostMeta } from '../../logic/postMeta';
import { NotesListing } from './NotesListing';

const post = (slug: string, tags: string[], readingMinutes: number): PostMeta => ({
  slug,
  title: `Title ${slug}`,
  date: '2026-01-05',
  summary: `Summary ${slug}`,
  tags,
  related: [],
  example: true,
  readingMinutes,
});

describe('NotesListing', () => {
  it('lists each post with its link, date and reading time, and filters by tag', async () => {
    render(
      <MemoryRouter>
        <NotesListing posts={[post('a', ['ocr'], 3), post('b', ['lesson'], 1)]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(LISTING.title);
    const first = screen.getByRole('article', { name: 'Title a' });
    expect(within(first).getByRole('link', { name: 'Title a' })).toHaveAttribute('href', '/notes/a');
    expect(first).toHaveTextContent(`5 January 2026 · ${readingTimeLabel(3)}`);

    const filter = screen.getByRole('group', { name: LISTING.filterLabel });
    expect(within(filter).getByRole('button', { name: LISTING.allTags })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(filter).getByRole('button', { name: 'lesson' }));
    expect(screen.queryByRole('article', { name: 'Title a' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Title b' })).toBeVisible();
    await userEvent.click(within(filter).getByRole('button', { name: LISTING.allTags }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});
