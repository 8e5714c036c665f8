import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useQuoteModal } from '@portfolio/ui';
import { WhatHappensNext } from './WhatHappensNext';

describe('WhatHappensNext', () => {
  it("promises a reply by e-mail within the owner's reply time and opens the quote wizard", () => {
    useQuoteModal.setState({ isOpen: false });
    render(<WhatHappensNext replyTime="two working days" />);
    const aside = screen.getByRole('complementary', { name: 'What happens next' });
    expect(aside).toHaveTextContent('I reply to every message by e-mail within two working days.');
    fireEvent.click(within(aside).getByRole('button', { name: 'Get a custom quote' }));
    expect(useQuoteModal.getState().isOpen).toBe(true);
  });

  it('never shows a placeholder reply time', () => {
    render(<WhatHappensNext replyTime="<reply time, e.g. two working days>" />);
    expect(screen.getByRole('complementary')).not.toHaveTextContent('<');
  });
});
