import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
