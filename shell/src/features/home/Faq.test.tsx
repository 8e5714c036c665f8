import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@portfolio/router';
import { Faq } from './Faq';
import { FAQ_ITEMS } from './faqContent';

const question = (i: number) => screen.getByRole('button', { name: FAQ_ITEMS[i]?.question });

describe('Faq', () => {
  it('shows the three questions, all closed', () => {
    render(<Faq />, { wrapper: MemoryRouter });
    expect(FAQ_ITEMS).toHaveLength(3);
    for (const i of [0, 1, 2]) expect(question(i)).toHaveAttribute('aria-expanded', 'false');
  });
  it('keeps one item open at a time, and a second click closes it', async () => {
    const user = userEvent.setup();
    render(<Faq />, { wrapper: MemoryRouter });
    await user.click(question(0));
    expect(question(0)).toHaveAttribute('aria-expanded', 'true');
    await user.click(question(2));
    expect(question(2)).toHaveAttribute('aria-expanded', 'true');
    expect(question(0)).toHaveAttribute('aria-expanded', 'false');
    await user.click(question(2));
    expect(question(2)).toHaveAttribute('aria-expanded', 'false');
  });
  it('answers that source code comes with client projects but nothing standalone is sold', () => {
    render(<Faq />, { wrapper: MemoryRouter });
    expect(screen.getByText(/source code is provided for the client projects/i)).toBeInTheDocument();
    expect(screen.getByText(/don.t sell standalone code/i)).toBeInTheDocument();
  });
});
