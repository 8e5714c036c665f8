import { describe, expect, it } from 'vitest';
import { previewOrigins } from '@portfolio/federation';
import { PREVIEW_PARAM, checkOverrides } from '@portfolio/federation/preview';
import { badPreviewPort } from './constants';
import { DEV_PREVIEW_PORT_OFFSET, devPreviewOrigin, previewLink, previewPath, previewPort, withDevPreviewOrigin } from './previewLink';

describe('previewLink', () => {
  it("opens the remote's first page with the override the shell accepts", () => {
    const manifest = 'http://localhost:3900/mf-manifest.json';
    const link = new URL(previewLink('http://localhost:3000', 'mf_forms', manifest));
    expect(link.origin + link.pathname).toBe('http://localhost:3000/services');
    const requested = link.searchParams.getAll(PREVIEW_PARAM);
    expect(requested).toEqual([`mf_forms@${manifest}`]);
    expect(checkOverrides(requested, { remotes: ['mf_forms'], allowed: ['http://localhost:3900'] }).accepted).toEqual([{ remote: 'mf_forms', url: manifest }]);
  });
  it('opens Home for a remote without a page of its own', () => {
    expect(previewPath('mf_quote')).toBe('/');
    expect(previewPath('mf_portfolio')).toBe('/portfolio');
    expect(previewLink('https://www.example.org/', 'mf_quote', 'https://preview.example.org/mf-manifest.json')).toMatch(
      /^https:\/\/www\.example\.org\/\?mf-preview=/,
    );
  });
});

describe('previewPort', () => {
  it('is the development preview port for the local site, a free one for another site, unless PREVIEW_PORT names one', () => {
    expect(previewPort({}, 3000)).toBe(3000 + DEV_PREVIEW_PORT_OFFSET);
    expect(previewPort({}, 5000)).toBe(5000 + DEV_PREVIEW_PORT_OFFSET);
    expect(previewPort({ LIVE_SITE_URL: 'https://www.example.org' }, 3000)).toBe(0);
    expect(previewPort({ PREVIEW_PORT: '3900' }, 3000)).toBe(3900);
    expect(() => previewPort({ PREVIEW_PORT: 'x' }, 3000)).toThrow(badPreviewPort('x'));
  });
});

describe('withDevPreviewOrigin', () => {
  it("lets pnpm start allow the development preview's origin when PREVIEW_ORIGINS is unset, and only then", () => {
    const env = withDevPreviewOrigin({}, 3000);
    expect(previewOrigins(env)).toEqual([devPreviewOrigin(3000)]);
    // The link pnpm preview prints for the local site is accepted by that site.
    const manifest = `http://localhost:${previewPort({}, 3000)}/mf-manifest.json`;
    const link = new URL(previewLink('http://localhost:3000', 'mf_quote', manifest));
    expect(checkOverrides(link.searchParams.getAll(PREVIEW_PARAM), { remotes: ['mf_quote'], allowed: previewOrigins(env) }).refused).toEqual([]);
    expect(withDevPreviewOrigin({ PREVIEW_ORIGINS: 'https://preview.example.org' }, 3000).PREVIEW_ORIGINS).toBe('https://preview.example.org');
    expect(previewOrigins(withDevPreviewOrigin({ PREVIEW_ORIGINS: '' }, 3000))).toEqual([]);
  });
});
