import { describe, expect, it } from 'vitest';
import { SITE, absoluteUrl, pageTitle, placeholdersIn, type SiteConfig } from './siteConfig';

const real: SiteConfig = {
  ...SITE,
  ownerName: 'Ada Example-Free',
  url: 'https://ada.dev',
  replyTime: 'two working days',
  socialLinks: [{ label: 'Code', kind: 'network', href: 'https://code.ada.dev' }],
};

describe('site config', () => {
  it('names every setting that still holds a placeholder', () => {
    expect(placeholdersIn(SITE)).toEqual(expect.arrayContaining(['ownerName', 'url', 'replyTime', 'socialLinks[1].href']));
    expect(placeholdersIn(real)).toEqual([]);
  });

  it('is read from site.config.json at the repository root', async () => {
    const { readFile } = await import('node:fs/promises');
    const file = JSON.parse(await readFile(`${import.meta.dirname}/../../../../site.config.json`, 'utf8')) as Record<string, unknown>;
    expect(SITE).toMatchObject({ ownerName: file.ownerName, headline: file.headline, socialLinks: file.socialLinks, cv: file.cv });
    expect(SITE).not.toHaveProperty('$schema');
  });

  it('builds absolute URLs and titles from it', () => {
    expect(absoluteUrl('/', real)).toBe('https://ada.dev/');
    expect(absoluteUrl('/portfolio/cv-parser', real)).toBe('https://ada.dev/portfolio/cv-parser');
    expect(pageTitle('About', real)).toBe(`About | ${real.ownerName}`);
    expect(pageTitle('', real)).toBe(`${real.ownerName} · ${real.ownerTitle}`);
  });
});
