import { act, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from '@portfolio/router';
import { describe, expect, it } from 'vitest';
import { RouteAnnouncer } from './RouteAnnouncer';

function App() {
  return (
    <MemoryRouter initialEntries={['/']}>
      <RouteAnnouncer />
      <Link to="/about">About</Link>
      <main id="main">
        <Routes>
          <Route path="/" element={<h1>Welcome!</h1>} />
          <Route path="/about" element={<h1>About me</h1>} />
        </Routes>
      </main>
    </MemoryRouter>
  );
}

describe('RouteAnnouncer', () => {
  it('leaves focus alone on the first render, then focuses the new h1 and announces the title after navigation', async () => {
    render(<App />);
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByTestId('route-announcer')).toHaveTextContent('');
    document.title = 'About | Site';
    await act(async () => screen.getByRole('link', { name: 'About' }).click());
    const heading = screen.getByRole('heading', { level: 1, name: 'About me' });
    expect(document.activeElement).toBe(heading);
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(screen.getByTestId('route-announcer')).toHaveTextContent('About | Site');
    expect(screen.getByTestId('route-announcer')).toHaveAttribute('aria-live', 'polite');
  });
});
