import { describe, expect, it } from 'vitest';
import { REMOTE_AREAS, ROUTE_AREAS, areaForPath, preloadsOn, targetOf, type RemoteArea } from './remoteAreas';

describe('the remote-area table', () => {
  it('maps each remote route to the area that renders it', () => {
    expect(areaForPath('/portfolio/face-recognition')?.id).toBe('mf_portfolio/routes');
    expect(areaForPath('/services')?.id).toBe('mf_forms/ServicesPage');
    expect(areaForPath('/profile')?.id).toBe('mf_account/ProfilePage');
    expect(targetOf('mf_forms/ServicesPage')).toEqual({ remote: 'mf_forms', expose: './ServicesPage' });
  });

  it('has nothing to load at once for the shell-only pages, nor for Home, whose area waits for the viewport', () => {
    expect(areaForPath('/')).toBeNull();
    expect(areaForPath('/about')).toBeNull();
    expect(areaForPath('/nope')).toBeNull();
    expect(areaForPath('/servicesx')).toBeNull();
    expect(REMOTE_AREAS.find((a) => a.name === 'featured-projects')?.load).toBe('nearViewport');
  });

  it('names each area once, and mounts each exposed module in one place', () => {
    expect(new Set(REMOTE_AREAS.map((a) => a.name)).size).toBe(REMOTE_AREAS.length);
    expect(new Set(REMOTE_AREAS.map((a) => a.id)).size).toBe(REMOTE_AREAS.length);
    expect(new Set(ROUTE_AREAS.map((a) => a.place.route)).size).toBe(ROUTE_AREAS.length);
  });

  it('prerenders exactly the public pages and Home’s featured projects', () => {
    expect(REMOTE_AREAS.filter((a) => a.prerendered).map((a) => a.name)).toEqual(['portfolio', 'featured-projects', 'services', 'contact']);
  });

  it('gives each area its preload list and early-input policy: the page preloads only prerendered areas shown at once', () => {
    for (const a of REMOTE_AREAS as readonly RemoteArea[]) {
      // The composed page preloads the areas it shows at once (not `data-deferred`); those are prerendered and eager.
      expect(preloadsOn(a, 'page')).toBe(a.prerendered && a.load === 'eager');
      // Input is replayed only where there is prerendered HTML to act on before the code arrives.
      expect(a.earlyInput).toBe(a.prerendered ? 'replay' : 'none');
    }
    expect(preloadsOn(areaForPath('/services'), 'page')).toBe(true);
    expect(preloadsOn(areaForPath('/profile'), 'page')).toBe(false);
    expect(preloadsOn(areaForPath('/profile'), 'intent')).toBe(true);
    expect(preloadsOn(areaForPath('/about'), 'intent')).toBe(false);
  });
});
