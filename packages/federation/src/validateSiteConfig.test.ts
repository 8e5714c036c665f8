import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, SITE_CONFIG_FILE, assertSiteConfig, missingSiteFiles, siteConfigErrors } from './validateSiteConfig';

const committed = JSON.parse(readFileSync(path.join(REPO_ROOT, SITE_CONFIG_FILE), 'utf8')) as Record<string, unknown>;
const withChange = (change: Record<string, unknown>) => ({ ...committed, ...change });

describe('site config schema', () => {
  it('accepts the committed site.config.json', () => {
    expect(siteConfigErrors(committed)).toEqual([]);
    expect(() => assertSiteConfig()).not.toThrow();
  });

  it('accepts a photo and a CV given as site paths', () => {
    expect(siteConfigErrors(withChange({ photo: '/images/owner.webp', cv: '/cv/owner.pdf' }))).toEqual([]);
  });

  it('takes a location and an availability as optional fields, with their limits (issue 38)', () => {
    expect(committed).not.toHaveProperty('location');
    expect(siteConfigErrors(withChange({ location: 'Remote, based in Lisbon', availability: 'Available for new projects' }))).toEqual([]);
    expect(siteConfigErrors(withChange({ location: '', availability: 'x'.repeat(81) }))).toEqual([
      'location: must not be empty',
      'availability: must be at most 80 characters',
    ]);
  });

  it('takes an optional booking link: an https:// address or null', () => {
    expect(siteConfigErrors(withChange({ bookingUrl: 'https://cal.ada.dev/intro-call' }))).toEqual([]);
    expect(siteConfigErrors(withChange({ bookingUrl: null }))).toEqual([]);
    expect(siteConfigErrors(withChange({ bookingUrl: 'http://cal.ada.dev/intro' }))).toEqual([
      'bookingUrl: must be an https:// address, e.g. a scheduling page, without spaces, quotes or <>, or null',
    ]);
    expect(siteConfigErrors(withChange({ bookingUrl: 'https://cal.ada.dev/"><script>' }))[0]).toMatch(/^bookingUrl: must be an https/);
  });

  it('names a missing field and an unknown one', () => {
    const { headline: _headline, ...noHeadline } = committed;
    expect(siteConfigErrors({ ...noHeadline, ownerNmae: 'Ada' })).toEqual(['missing "headline"', 'unknown field "ownerNmae"']);
  });

  it('explains a bad address, path or colour in words', () => {
    expect(siteConfigErrors(withChange({ url: 'https://ada.dev/' }))).toEqual([
      'url: must be an origin such as https://www.example.org (http or https, no path, no trailing slash)',
    ]);
    expect(siteConfigErrors(withChange({ cv: 'cv.docx' }))).toEqual(['cv: must be a site path of a PDF, e.g. /cv.pdf (letters, digits and - _ . ~), or null']);
    expect(siteConfigErrors(withChange({ themeColor: 'navy' }))).toEqual(['themeColor: must be a colour such as #0f172a']);
  });

  it('accepts only URLs in the URL fields: no quotes, angle brackets or spaces', () => {
    const bad = ['"', "'", '<', '>', ' ', '\\', '`'];
    for (const c of bad) {
      const errors = siteConfigErrors(
        withChange({
          url: `https://ada.dev${c}`,
          photo: `/images/own${c}er.jpg`,
          cv: `/cv${c}.pdf`,
          previewImage: `/og/si${c}te.png`,
          socialLinks: [
            { label: 'Code', kind: 'network', href: `https://code.ada.dev/x${c}y` },
            { label: 'Mail', kind: 'mail', href: `mailto:ada@ada.dev${c}` },
          ],
        }),
      ).map((e) => e.split(':')[0]);
      expect(errors, JSON.stringify(c)).toEqual(['url', 'photo', 'cv', 'socialLinks[0].href', 'socialLinks[1].href', 'previewImage']);
    }
    expect(siteConfigErrors(withChange({ url: 'https://"><script>alert(1)</script>' }))[0]).toMatch(/^url: must be an origin/);
    expect(siteConfigErrors(withChange({ previewImage: '/og/x".png' }))).toEqual([
      'previewImage: must be a site path of a PNG, e.g. /og/site.png (letters, digits and - _ . ~)',
    ]);
    expect(siteConfigErrors(withChange({ photo: '/../../etc/owner.jpg' }))[0]).toMatch(/^photo: /);
  });

  it('accepts the URLs an owner writes', () => {
    const good = withChange({
      url: 'http://localhost:8080',
      photo: '/images/ada-lovelace_2.webp',
      cv: '/files/~ada/cv.v2.pdf',
      previewImage: '/og/site.png',
      socialLinks: [
        { label: 'Code', kind: 'network', href: 'https://code.ada.dev/ada?tab=repos&q=a%20b#top' },
        { label: 'Mail', kind: 'mail', href: 'mailto:ada+site@ada.dev?subject=Hello%20Ada' },
      ],
    });
    expect(siteConfigErrors(good)).toEqual([]);
    expect(siteConfigErrors(withChange({ url: 'https://www.ada-lovelace.dev' }))).toEqual([]);
  });

  it('points into the social links by position', () => {
    const socialLinks = [
      { label: 'Code', kind: 'network', href: 'https://code.ada.dev' },
      { label: 'Chat', kind: 'pager', href: 'javascript:alert(1)' },
    ];
    expect(siteConfigErrors(withChange({ socialLinks }))).toEqual([
      'socialLinks[1].kind: must be one of "network", "mail", "marketplace", "messaging"',
      'socialLinks[1].href: must be an https:// address or a mailto: link, without spaces, quotes or <>',
    ]);
  });

  it('reports a wrong type and an empty value', () => {
    expect(siteConfigErrors(withChange({ ownerName: '', replyTime: 2 }))).toEqual(['ownerName: must not be empty', 'replyTime: must be string']);
  });

  it("names a photo or CV that is not in the shell's public folder", () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), 'site-public-'));
    mkdirSync(path.join(publicDir, 'images'));
    writeFileSync(path.join(publicDir, 'images', 'owner.jpg'), '');
    expect(missingSiteFiles({ photo: '/images/owner.jpg', cv: '/ada-cv.pdf' }, publicDir)).toEqual(['cv: /ada-cv.pdf is not in shell/public']);
    expect(missingSiteFiles({ photo: null, cv: null }, publicDir)).toEqual([]);
    rmSync(publicDir, { recursive: true });
  });

  it('stops the build with every problem listed, or says the file is not JSON', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'site-config-'));
    copyFileSync(path.join(REPO_ROOT, 'site.config.schema.json'), path.join(root, 'site.config.schema.json'));
    writeFileSync(path.join(root, SITE_CONFIG_FILE), JSON.stringify(withChange({ photo: 3, themeColor: 'navy' })));
    expect(() => assertSiteConfig(root)).toThrow(
      'site.config.json is not valid (see site.config.schema.json):\n  - photo: must be string or null\n  - themeColor: must be a colour such as #0f172a',
    );
    writeFileSync(path.join(root, SITE_CONFIG_FILE), '{ "name": "Ada", }');
    expect(() => assertSiteConfig(root)).toThrow(/^site\.config\.json could not be read as JSON: /);
    rmSync(root, { recursive: true });
  });
});
