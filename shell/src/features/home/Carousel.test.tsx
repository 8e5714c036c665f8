import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CAROUSEL_INTERVAL_MS } from '../../logic/constants';
import { Carousel } from './Carousel';

const ITEMS = ['alpha', 'beta', 'gamma'];

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const renderCarousel = () => render(<Carousel label="Things" slideName="thing" items={ITEMS} getKey={(s) => s} renderSlide={(s) => <p>{s}</p>} />);

const current = () => screen.getByRole('group');

beforeEach(() => {
  vi.useFakeTimers();
  setReducedMotion(false);
});
afterEach(() => vi.useRealTimers());

describe('Carousel', () => {
  it('shows the first slide and advances every 5 s, wrapping around', () => {
    renderCarousel();
    expect(current()).toHaveAccessibleName('1 of 3');
    expect(current()).toHaveTextContent('alpha');
    act(() => void vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1));
    expect(current()).toHaveTextContent('alpha');
    act(() => void vi.advanceTimersByTime(1));
    expect(current()).toHaveTextContent('beta');
    act(() => void vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(current()).toHaveTextContent('gamma');
    act(() => void vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(current()).toHaveTextContent('alpha');
  });
  it('moves with previous and next, wrapping at both ends', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous thing' }));
    expect(current()).toHaveTextContent('gamma');
    fireEvent.click(screen.getByRole('button', { name: 'Next thing' }));
    expect(current()).toHaveTextContent('alpha');
  });
  it('pauses while hovered and resumes when the pointer leaves', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Things' });
    fireEvent.mouseEnter(region);
    act(() => void vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(current()).toHaveTextContent('alpha');
    fireEvent.mouseLeave(region);
    act(() => void vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(current()).toHaveTextContent('beta');
  });
  it('pauses while focus is inside', () => {
    renderCarousel();
    act(() => screen.getByRole('button', { name: 'Next thing' }).focus());
    act(() => void vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(current()).toHaveTextContent('alpha');
  });
  it('does not advance on its own when reduced motion is asked for', () => {
    setReducedMotion(true);
    renderCarousel();
    act(() => void vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
    expect(current()).toHaveTextContent('alpha');
    fireEvent.click(screen.getByRole('button', { name: 'Next thing' }));
    expect(current()).toHaveTextContent('beta');
  });
});

describe('Carousel swipe', () => {
  const swipe = (fromX: number, toX: number, pointerType = 'touch') => {
    const area = screen.getByTestId('carousel-slides');
    fireEvent.pointerDown(area, { pointerType, isPrimary: true, pointerId: 1, clientX: fromX, clientY: 100 });
    fireEvent.pointerUp(area, { pointerType, isPrimary: true, pointerId: 1, clientX: toX, clientY: 104 });
  };

  it('a right-to-left swipe shows the next slide and a left-to-right one the previous, keeping the slide names', () => {
    renderCarousel();
    swipe(300, 100);
    expect(current()).toHaveAccessibleName('2 of 3');
    expect(current()).toHaveTextContent('beta');
    swipe(100, 300);
    swipe(100, 300);
    expect(current()).toHaveTextContent('gamma');
    expect(current()).toHaveAttribute('aria-roledescription', 'slide');
  });

  it('a mouse drag or a short touch changes nothing', () => {
    renderCarousel();
    swipe(300, 100, 'mouse');
    swipe(300, 280);
    expect(current()).toHaveTextContent('alpha');
  });
});
