import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { siGithub } from 'simple-icons';
import { SITE } from '@portfolio/ui';
import { OWNER_FACTS } from '../../logic/constants';
import { LINKEDIN_MARK, socialLinksForVisitors } from '../../logic/socialBrand';
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
  it("offers 'Download CV' in the header only when the config names a CV", () => {
    const { unmount } = render(<AboutPage site={{ ...SITE, cv: null }} />);
    expect(screen.queryByRole('link', { name: 'Download CV' })).toBeNull();
    unmount();
    render(<AboutPage site={{ ...SITE, cv: '/ada-cv.pdf' }} />);
    const header = screen.getByRole('region', { name: SITE.ownerName });
    expect(within(header).getByRole('link', { name: 'Download CV' })).toHaveAttribute('href', '/ada-cv.pdf');
  });
  it('opens with the owner: initials or photo, name, title, location, availability, reply time and links (issue 38)', () => {
    const site = {
      ...SITE,
      ownerName: 'Ada Example-Free',
      photo: null,
      location: 'Remote, based in Lisbon',
      availability: 'Available for new projects',
      replyTime: 'two working days',
    };
    const links = socialLinksForVisitors([
      { label: 'Professional network profile', kind: 'network', href: 'https://www.linkedin.com/in/ada' },
      { label: 'Code', kind: 'network', href: 'https://github.com/ada' },
    ]);
    render(<AboutPage site={site} links={links} />);
    const header = screen.getByRole('region', { name: 'Ada Example-Free' });
    expect(screen.getAllByRole('region')[0]).toBe(header);
    expect(within(header).getByTestId('owner-header-avatar')).toHaveTextContent('AE');
    for (const text of [site.ownerTitle, site.location, site.availability, OWNER_FACTS.reply(site.replyTime)]) {
      expect(within(header).getByText(text)).toBeInTheDocument();
    }
    expect(within(header).getByRole('link', { name: 'LinkedIn' }).querySelector('path')).toHaveAttribute('d', LINKEDIN_MARK);
    expect(within(header).getByRole('link', { name: 'GitHub' }).querySelector('path')).toHaveAttribute('d', siGithub.path);
  });
  it('leaves out the facts the config does not give or still holds as placeholders', () => {
    render(<AboutPage site={{ ...SITE, location: undefined, availability: undefined, replyTime: '<reply time>' }} links={[]} />);
    const header = screen.getByRole('region', { name: SITE.ownerName });
    expect(within(header).queryByRole('list')).toBeNull();
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
