import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Testimonial } from '../../logic/testimonials';
import { TestimonialCard } from './TestimonialCard';

const base: Testimonial = { name: 'Ann Lee', from: 'A small shop', stars: '4', content: 'Short and sweet.', image: null, projectTitle: null };
const long = `${'x'.repeat(100)} and the rest of the story`;

describe('TestimonialCard', () => {
  it('shows short text whole, with no toggle', () => {
    render(<TestimonialCard testimonial={base} />);
    expect(screen.getByText('Short and sweet.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
  it("cuts long text to 100 characters plus '...' and toggles with 'more'/'less'", async () => {
    const user = userEvent.setup();
    render(<TestimonialCard testimonial={{ ...base, content: long }} />);
    expect(screen.getByText(`${'x'.repeat(100)}...`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'more' }));
    expect(screen.getByText(long)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'less' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'less' }));
    expect(screen.getByText(`${'x'.repeat(100)}...`)).toBeInTheDocument();
  });
  it('reads the stars out of five and shows initials without an image', () => {
    render(<TestimonialCard testimonial={base} />);
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('AL')).toBeInTheDocument();
  });
  it('shows the project title when there is one', () => {
    render(<TestimonialCard testimonial={{ ...base, projectTitle: 'Support bot' }} />);
    expect(screen.getByText('Support bot')).toBeInTheDocument();
  });
});
