import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@portfolio/router';
import { describe, expect, it } from 'vitest';
import { POST } from '../../logic/constants';
import type { Post } from '../../data/posts';
import { PostPage } from './PostPage';

const post: Post = {
  meta: {
    slug: 'a-note',
    title: 'A note',
    date: '2026-01-05',
    summary: 'S',
    tags: ['lesson'],
    related: [{ slug: 'water-meter-ocr', title: 'Water & Electricity Meter OCR' }],
    example: true,
    readingMinutes: 2,
  },
  Body: () => <p>The body.</p>,
};

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/notes/:slug" element={<PostPage find={(s) => (s === post.meta.slug ? post : undefined)} />} />
      </Routes>
    </MemoryRouter>,
  );

describe('PostPage', () => {
  it('shows the post, says it is an example, and links to its related case studies', () => {
    at('/notes/a-note');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('A note');
    expect(screen.getByText('The body.')).toBeInTheDocument();
    expect(screen.getByText(POST.exampleNotice)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: POST.relatedHeading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Water & Electricity Meter OCR' })).toHaveAttribute('href', '/portfolio/water-meter-ocr');
  });

  it('is the 404 page for an unknown slug', () => {
    at('/notes/nothing-here');
    expect(screen.queryByText('The body.')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('A note');
  });
});
