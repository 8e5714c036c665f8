import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPIED_RESET_MS, useToast } from '@portfolio/ui';
import { DIRECT_CONTACT } from '../../logic/constants';
import { DirectContact } from './DirectContact';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DirectContact', () => {
  it('shows the address as text and copies it, saying so in a status a screen reader announces', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<DirectContact email="ada@ada.dev" booking={null} />);
    const aside = screen.getByRole('complementary', { name: DIRECT_CONTACT.title });
    expect(screen.getByRole('link', { name: 'ada@ada.dev' })).toHaveAttribute('href', 'mailto:ada@ada.dev');
    expect(screen.getByRole('status')).toHaveTextContent('');
    await act(async () => screen.getByRole('button', { name: DIRECT_CONTACT.copyLabel }).click());
    expect(writeText).toHaveBeenCalledWith('ada@ada.dev');
    expect(screen.getByRole('status')).toHaveTextContent(DIRECT_CONTACT.copied);
    act(() => void vi.advanceTimersByTime(COPIED_RESET_MS));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(aside).not.toHaveTextContent(DIRECT_CONTACT.booking);
  });

  it('tells the visitor when copying is not possible', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    const error = vi.spyOn(useToast.getState(), 'error');
    render(<DirectContact email="ada@ada.dev" booking={null} />);
    await act(async () => screen.getByRole('button', { name: DIRECT_CONTACT.copyLabel }).click());
    expect(error).toHaveBeenCalledWith(DIRECT_CONTACT.copyFailed);
  });

  it('links the booking page in a new tab when the config names one', () => {
    render(<DirectContact email="ada@ada.dev" booking="https://cal.ada.dev/intro" />);
    const book = screen.getByRole('link', { name: DIRECT_CONTACT.bookingLabel });
    expect(book).toHaveAttribute('href', 'https://cal.ada.dev/intro');
    expect(book).toHaveAttribute('target', '_blank');
    expect(book).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('offers the booking page alone, and shows nothing without either', () => {
    const { unmount } = render(<DirectContact email={null} booking="https://cal.ada.dev/intro" />);
    expect(screen.getByRole('complementary', { name: DIRECT_CONTACT.bookingTitle })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DIRECT_CONTACT.copyLabel })).toBeNull();
    unmount();
    const { container } = render(<DirectContact email={null} booking={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
