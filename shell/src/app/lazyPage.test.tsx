import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazyPage';

describe('lazyPage', () => {
  it('loads the page on first render and marks its wrapper live once the content is mounted', async () => {
    let arrive: (page: () => React.JSX.Element) => void = () => undefined;
    const Page = lazyPage('about', () => new Promise((resolve) => (arrive = resolve)));
    const { container } = render(<Page />);
    const wrapper = container.querySelector('[data-lazy-page]')!;
    expect(wrapper).not.toHaveAttribute('data-live');
    await act(async () => arrive(() => <h1>About Me</h1>));
    expect(await screen.findByRole('heading', { name: 'About Me' })).toBeVisible();
    expect(wrapper).toHaveAttribute('data-live');
  });
});

describe('lazyPage when its code fails to load', () => {
  it('shows a fallback with "Try again" in the page area, and loads afresh on retry (issue 31)', async () => {
    const onError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const Page = lazyPage('about', () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('Loading chunk about failed')) : Promise.resolve(() => <h1>About Me</h1>);
    });
    render(
      <>
        <nav aria-label="Main">
          <a href="/portfolio">Portfolio</a>
        </nav>
        <Page />
      </>,
    );
    expect(await screen.findByText('The about page is unavailable right now')).toBeVisible();
    // Only the page area fell back: the rest of what is rendered around it stays.
    expect(screen.getByRole('link', { name: 'Portfolio' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'About Me' })).toBeVisible();
    expect(calls).toBe(2);
    onError.mockRestore();
  });
});
