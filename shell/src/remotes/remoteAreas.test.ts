import { describe, expect, it } from 'vitest';
import { REMOTE_AREAS, ROUTE_AREAS, areaForPath, targetOf } from './remoteAreas';

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
});
