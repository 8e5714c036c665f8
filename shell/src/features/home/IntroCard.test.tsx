import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@portfolio/router';
import { LINKEDIN_MARK, socialLinksForVisitors } from '../../logic/socialBrand';
import { IntroCard } from './IntroCard';

const renderCard = (links: Parameters<typeof IntroCard>[0]['links']) =>
  render(
    <MemoryRouter>
      <IntroCard links={links} />
    </MemoryRouter>,
  );

describe('IntroCard', () => {
  it('links each configured channel by its brand name, with the brand logo drawn inline', () => {
    renderCard(
      socialLinksForVisitors([
        { label: 'Professional network profile', kind: 'network', href: 'https://www.linkedin.com/in/ada' },
        { label: 'E-mail', kind: 'mail', href: 'mailto:ada@ada.dev' },
        { label: 'Freelance marketplace profile', kind: 'marketplace', href: 'https://www.upwork.com/freelancers/ada' },
        { label: 'Messaging app', kind: 'messaging', href: 'https://t.me/ada' },
      ]),
    );
    const card = screen.getByRole('region', { name: 'AI that does real work' });
    expect(
      within(card)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['LinkedIn', 'E-mail', 'Upwork', 'Telegram']);
    expect(within(card).getByRole('link', { name: 'Upwork' })).toHaveAttribute('href', 'https://www.upwork.com/freelancers/ada');
    expect(within(card).getByRole('link', { name: 'Upwork' }).querySelector('svg[data-brand-icon] path')).not.toBeNull();
    expect(within(card).getByRole('link', { name: 'E-mail' }).querySelector('svg.lucide-mail')).not.toBeNull();
    // LinkedIn gets LinkedIn's mark, not the generic network icon (issue 38).
    const linkedIn = within(card).getByRole('link', { name: 'LinkedIn' });
    expect(linkedIn.querySelector('svg[data-brand-icon] path')).toHaveAttribute('d', LINKEDIN_MARK);
    expect(linkedIn.querySelector('svg.lucide-briefcase')).toBeNull();
  });

  it('points to the contact form when every configured link is still a placeholder', () => {
    renderCard(socialLinksForVisitors([{ label: 'E-mail', kind: 'mail', href: 'mailto:hello@example.com' }]));
    const card = screen.getByRole('region', { name: 'AI that does real work' });
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(within(card).getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
  });
});
