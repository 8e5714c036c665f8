import { describe, expect, it } from 'vitest';
import { SITE } from '@portfolio/ui/site';
import { robotsTxt, sitemapXml, webManifest } from './siteFiles';
import { icoFromPng } from './ico';
import { PRERENDERED_ROUTES } from '@portfolio/federation/areas';
import { routeOwnerId } from './owner';
import { pathsOf } from './pagesOf';

describe('site files', () => {
  it('robots.txt allows the site and names the sitemap', () => {
    expect(robotsTxt(SITE)).toContain(`Sitemap: ${SITE.url}/sitemap.xml`);
    expect(robotsTxt(SITE)).toContain('Allow: /');
  });

  it('the sitemap lists each path once, absolute and escaped', () => {
    const xml = sitemapXml(SITE, ['/portfolio', '/', '/portfolio', '/a&b']);
    expect(xml.match(/<loc>/g)).toHaveLength(3);
    expect(xml).toContain(`<loc>${SITE.url}/</loc>`);
    expect(xml).toContain(`<loc>${SITE.url}/a&amp;b</loc>`);
  });

  it('the web manifest carries the name and icons', () => {
    const manifest = JSON.parse(webManifest(SITE)) as { name: string; icons: unknown[]; start_url: string };
    expect(manifest).toMatchObject({ name: SITE.name, start_url: '/' });
    expect(manifest.icons).toHaveLength(2);
  });

  it('an .ico holds the PNG behind a one-entry directory', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const ico = icoFromPng(png, 32);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(1);
    expect(ico[6]).toBe(32);
    expect(ico.readUInt32LE(14)).toBe(png.length);
    expect(ico.subarray(22)).toEqual(png);
  });

  it("a route belongs to the area table's prerendered route there; the shell owns its own pages", () => {
    expect(routeOwnerId('/contact')).toBe('mf_forms/ContactPage');
    expect(routeOwnerId('/portfolio/face-recognition')).toBe('mf_portfolio/routes');
    expect(routeOwnerId('/')).toBeNull();
    expect(routeOwnerId('/about')).toBeNull();
    expect(routeOwnerId('/signin')).toBeNull();
  });

  it('the shell prerenders its own pages and its frame around every prerendered route', () => {
    expect(pathsOf('shell')).toEqual(['/', '/about', ...PRERENDERED_ROUTES]);
  });
});
