import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AboutPage } from './AboutPage';

describe('AboutPage', () => {
  it('has the four sections of the spec', () => {
    render(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Me' })).toBeInTheDocument();
    for (const name of ['Professional Experience', 'Skills & Expertise', 'Education & Leadership']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });
  it("offers 'Download CV' under the intro only when the config names a CV", () => {
    const { unmount } = render(<AboutPage cv={null} />);
    expect(screen.queryByRole('link', { name: 'Download CV' })).toBeNull();
    unmount();
    render(<AboutPage cv="/ada-cv.pdf" />);
    expect(screen.getByRole('link', { name: 'Download CV' })).toHaveAttribute('href', '/ada-cv.pdf');
  });
  it('lists three positions with ids job1–job3 and selects job2 (2020 – 2022) first', () => {
    render(<AboutPage />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.id).sort()).toEqual(['job1', 'job2', 'job3']);
    const selected = tabs.filter((t) => t.getAttribute('aria-selected') === 'true');
    expect(selected.map((t) => t.id)).toEqual(['job2']);
    expect(selected[0]).toHaveTextContent('2020 – 2022');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('An AI technology company');
  });
  it('shows the details of the position clicked', async () => {
    const user = userEvent.setup();
    render(<AboutPage />);
    await user.click(screen.getByRole('tab', { name: /Independent contractor/ }));
    expect(document.getElementById('job1')).toHaveAttribute('aria-selected', 'true');
    expect(document.getElementById('job2')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('2020 – Present');
    await user.click(screen.getByRole('tab', { name: /A group of companies/ }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('2023 – 2024');
  });
});
