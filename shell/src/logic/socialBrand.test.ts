import { describe, expect, it } from 'vitest';
import { siGithub, siTelegram, siUpwork } from 'simple-icons';
import { LINKEDIN_MARK, brandOf, socialLinksForVisitors } from './socialBrand';

describe('brandOf', () => {
  it('names the brand from the host, with or without www or a subdomain', () => {
    expect(brandOf('https://www.linkedin.com/in/ada')).toEqual({ name: 'LinkedIn', path: LINKEDIN_MARK });
    expect(brandOf('https://github.com/ada')?.path).toBe(siGithub.path);
    expect(brandOf('https://www.upwork.com/freelancers/ada')).toEqual({ name: 'Upwork', path: siUpwork.path });
    expect(brandOf('https://t.me/ada')).toEqual({ name: 'Telegram', path: siTelegram.path });
    expect(brandOf('https://GITHUB.com/ada')?.name).toBe('GitHub');
    expect(brandOf('https://twitter.com/ada')?.name).toBe('X');
  });

  it('does not take a look-alike host for the brand', () => {
    expect(brandOf('https://notlinkedin.com/in/ada')).toBeNull();
    expect(brandOf('https://linkedin.com.evil.example/in/ada')).toBeNull();
  });

  it('gives no brand to mail, unknown sites or addresses that are not URLs', () => {
    expect(brandOf('mailto:ada@ada.dev')).toBeNull();
    expect(brandOf('https://ada.dev')).toBeNull();
    expect(brandOf('not a url')).toBeNull();
  });
});

describe('socialLinksForVisitors', () => {
  it('leaves out placeholder addresses and names each link after its brand, else its label', () => {
    const links = socialLinksForVisitors([
      { label: 'Professional network profile', kind: 'network', href: 'https://www.linkedin.com/in/ada' },
      { label: 'E-mail', kind: 'mail', href: 'mailto:ada@ada.dev' },
      { label: 'Freelance marketplace profile', kind: 'marketplace', href: 'https://example.com/freelance-profile' },
      { label: 'Messaging app', kind: 'messaging', href: 'https://<your chat link>' },
      { label: 'Portfolio of talks', kind: 'network', href: 'https://talks.ada.dev' },
    ]);
    expect(links).toEqual([
      { name: 'LinkedIn', href: 'https://www.linkedin.com/in/ada', kind: 'network', brandPath: LINKEDIN_MARK },
      { name: 'E-mail', href: 'mailto:ada@ada.dev', kind: 'mail', brandPath: null },
      { name: 'Portfolio of talks', href: 'https://talks.ada.dev', kind: 'network', brandPath: null },
    ]);
  });
});
