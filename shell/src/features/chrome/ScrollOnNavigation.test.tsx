import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from '@portfolio/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollOnNavigation } from './ScrollOnNavigation';

const router: { navigate?: ReturnType<typeof useNavigate> } = {};
function Controls() {
  const navigate = useNavigate();
  useEffect(() => {
    router.navigate = navigate;
  }, [navigate]);
  return null;
}

describe('ScrollOnNavigation', () => {
  afterEach(() => vi.restoreAllMocks());

  it('remembers a position scrolled to in the same frame as the click that leaves the page, and Back returns to it', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/start', '/portfolio']} initialIndex={1}>
        <ScrollOnNavigation />
        <Controls />
      </MemoryRouter>,
    );
    // Scrolled, then left at once: no animation frame ran in between.
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    Object.defineProperty(window, 'scrollY', { value: 2207, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    act(() => void router.navigate!('/portfolio/face-recognition'));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    scrollTo.mockClear();
    act(() => void router.navigate!(-1));
    expect(scrollTo).toHaveBeenCalledWith(0, 2207);
  });

  it('leaves the first page where the visitor scrolled it before it was live, and scrolls to the top on the next path', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/services']}>
        <ScrollOnNavigation />
        <Controls />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => void router.navigate!('/contact'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("returns to the place on the tab's first page too (opened directly, so React Router gave it no key of its own)", () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    render(
      <MemoryRouter initialEntries={['/portfolio']}>
        <ScrollOnNavigation />
        <Controls />
      </MemoryRouter>,
    );
    Object.defineProperty(window, 'scrollY', { value: 4146, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    act(() => void router.navigate!('/portfolio/face-recognition'));
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    scrollTo.mockClear();
    act(() => void router.navigate!(-1));
    expect(scrollTo).toHaveBeenCalledWith(0, 4146);
  });
});
