import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { theme, useToast } from '@portfolio/ui';

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="location">{pathname}</p>;
}

/** Renders a page at `path` with the site theme; every other path shows where navigation went. */
export function renderPage(page: ReactElement, path: string) {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

/** The toasts raised so far, as [type, message]. */
export const toasts = () => useToast.getState().queue.map((t) => [t.type, t.message]);

export const clearToasts = () => useToast.setState({ queue: [] });
