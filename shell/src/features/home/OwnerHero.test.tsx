import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@portfolio/router';
import { SITE, useQuoteModal } from '@portfolio/ui';
import { OwnerHero } from './OwnerHero';
import { RemoteLoaderProvider } from '../../remotes/LoaderContext';
import { createRemoteLoader } from '../../remotes/registerFromManifest';

const owner = {
  ownerName: 'Ada Lovelace',
  ownerTitle: 'Freelance AI/ML Developer',
  headline: 'I build AI software that ships.',
  photo: null as string | null,
  cv: null as string | null,
};
const renderHero = (site: typeof owner | ({ photo: string } & Omit<typeof owner, 'photo'>)) =>
  render(
    <RemoteLoaderProvider loader={createRemoteLoader()}>
      <MemoryRouter>
        <OwnerHero site={site} />
      </MemoryRouter>
    </RemoteLoaderProvider>,
  );

describe('OwnerHero', () => {
  it("shows the owner's name and title, and the headline as the page heading under a 'Welcome!' eyebrow", () => {
    renderHero(owner);
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Freelance AI/ML Developer')).toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(/^Welcome!I build AI software that ships\.$/);
  });

  it('draws the initials of the name when no photo is configured, and the photo when one is', () => {
    const { unmount } = renderHero(owner);
    expect(screen.getByTestId('owner-avatar')).toHaveTextContent('AL');
    expect(screen.getByTestId('owner-avatar').querySelector('img')).toBeNull();
    unmount();
    renderHero({ ...owner, photo: '/images/owner.jpg' });
    expect(screen.getByTestId('owner-avatar').querySelector('img')).toHaveAttribute('src', '/images/owner.jpg');
  });

  it('opens the quote wizard as its primary action and links to the portfolio as its second', () => {
    useQuoteModal.setState({ isOpen: false });
    renderHero(owner);
    // A plain click: hovering would preload the wizard's remote, which a unit test does not serve.
    fireEvent.click(screen.getByRole('button', { name: 'Get a custom quote' }));
    expect(useQuoteModal.getState().isOpen).toBe(true);
    expect(screen.getByRole('link', { name: 'See my portfolio' })).toHaveAttribute('href', '/portfolio');
  });

  it("offers 'Download CV' only when the config names a CV", () => {
    const { unmount } = renderHero(owner);
    expect(screen.queryByRole('link', { name: 'Download CV' })).toBeNull();
    unmount();
    renderHero({ ...owner, cv: '/ada-cv.pdf' });
    const link = screen.getByRole('link', { name: 'Download CV' });
    expect(link).toHaveAttribute('href', '/ada-cv.pdf');
    expect(link).toHaveAttribute('download');
  });

  it('reads the site config by default', () => {
    render(
      <RemoteLoaderProvider loader={createRemoteLoader()}>
        <MemoryRouter>
          <OwnerHero />
        </MemoryRouter>
      </RemoteLoaderProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(SITE.headline);
    expect(screen.getByText(SITE.ownerName)).toBeInTheDocument();
  });
});
