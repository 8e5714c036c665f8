import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@portfolio/router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuth } from './authStore';
import { RequireSignedIn, RequireSignedOut } from './guards';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>home</p>} />
        <Route
          path="/signin"
          element={
            <RequireSignedOut>
              <p>sign in form</p>
            </RequireSignedOut>
          }
        />
        <Route
          path="/private"
          element={
            <RequireSignedIn>
              <p>private</p>
            </RequireSignedIn>
          }
        />
        <Route
          path="/profile"
          element={
            <RequireSignedIn fallback={<p>prompt</p>}>
              <p>profile</p>
            </RequireSignedIn>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const signedIn = () => useAuth.getState().setSession({ user: { id: 'u', email: 'a@b.co' } } as never);

describe('route guards', () => {
  beforeEach(() => useAuth.setState({ status: 'loading', session: null, user: null }));

  it('render nothing while auth is loading', () => {
    const { container } = renderAt('/private');
    expect(container).toBeEmptyDOMElement();
  });

  it('send a signed-out visitor from a private page to /signin', () => {
    useAuth.getState().setSession(null);
    renderAt('/private');
    expect(screen.getByText('sign in form')).toBeInTheDocument();
  });

  it('show the fallback instead of redirecting when one is given', () => {
    useAuth.getState().setSession(null);
    renderAt('/profile');
    expect(screen.getByText('prompt')).toBeInTheDocument();
  });

  it('send a signed-in user away from signed-out-only pages to /', () => {
    signedIn();
    renderAt('/signin');
    expect(screen.getByText('home')).toBeInTheDocument();
  });

  it('let the right user through', () => {
    signedIn();
    renderAt('/private');
    expect(screen.getByText('private')).toBeInTheDocument();
  });
});
