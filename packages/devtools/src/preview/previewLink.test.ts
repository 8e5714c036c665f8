import { describe, expect, it } from 'vitest';
import { PREVIEW_PARAM, checkOverrides } from '@portfolio/federation/preview';
import { badPreviewPort } from './constants';
import { previewLink, previewPath, previewPort } from './previewLink';

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
  it('is a free port unless PREVIEW_PORT names one', () => {
    expect(previewPort({})).toBe(0);
    expect(previewPort({ PREVIEW_PORT: '3900' })).toBe(3900);
    expect(() => previewPort({ PREVIEW_PORT: 'x' })).toThrow(badPreviewPort('x'));
  });
});
