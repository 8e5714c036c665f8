import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@portfolio/mui';
import { MemoryRouter, Route, RouterProvider, Routes, createMemoryRouter, useLocation } from '@portfolio/router';
import { RequireSignedOut } from '@portfolio/auth';
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

/**
 * Renders a signed-out-only page behind `RequireSignedOut`, as the shell mounts it, and records each
 * navigation as `'PUSH /'` or `'REPLACE /'`, so a test can tell one redirect from two.
 */
export function renderSignedOutPage(page: ReactElement, path: string) {
  const router = createMemoryRouter(
    [
      { path, element: <RequireSignedOut>{page}</RequireSignedOut> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  const navigations: string[] = [];
  let key = router.state.location.key;
  router.subscribe((state) => {
    if (state.location.key === key) return;
    key = state.location.key;
    navigations.push(`${state.historyAction} ${state.location.pathname}`);
  });
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return { navigations };
}

/** The toasts raised so far, as [type, message]. */
export const toasts = () => useToast.getState().queue.map((t) => [t.type, t.message]);

export const clearToasts = () => useToast.setState({ queue: [] });
