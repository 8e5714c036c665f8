import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '../ports';
import {
  CLIENT_ROUTES,
  PRERENDERED_AREA_IDS,
  PRERENDERED_ROUTES,
  REMOTE_AREAS,
  REPLAY_AREA_NAMES,
  ROUTE_AREAS,
  area,
  areaForPath,
  earlyInputOf,
  preloadsOn,
  targetOf,
  type RemoteArea,
} from './remoteAreas';

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
    expect(REMOTE_AREAS.filter((a) => a.prerendered).map((a) => a.name)).toEqual(['portfolio', 'featured-projects', 'notes', 'services', 'contact']);
  });

  it('computes what follows from the table: the page preloads prerendered areas shown at once, input is replayed where there is HTML', () => {
    expect((REMOTE_AREAS as readonly RemoteArea[]).filter((a) => preloadsOn(a, 'page')).map((a) => a.name)).toEqual([
      'portfolio',
      'notes',
      'services',
      'contact',
    ]);
    expect(REPLAY_AREA_NAMES).toEqual(['portfolio', 'featured-projects', 'notes', 'services', 'contact']);
    expect(earlyInputOf(area('sign-in'))).toBe('none');
    expect(preloadsOn(areaForPath('/services'), 'page')).toBe(true);
    expect(preloadsOn(areaForPath('/profile'), 'page')).toBe(false);
    expect(preloadsOn(areaForPath('/profile'), 'intent')).toBe(true);
    expect(preloadsOn(areaForPath('/about'), 'intent')).toBe(false);
    expect(preloadsOn(area('quote-wizard'), 'idle')).toBe(true);
    expect(preloadsOn(area('contact'), 'idle')).toBe(false);
  });

  it('derives the route lists devtools serves and prerenders', () => {
    expect(CLIENT_ROUTES).toEqual(['/newsletter', '/signin', '/signup', '/reset-password', '/profile', '/inbox']);
    expect(PRERENDERED_ROUTES).toEqual(['/portfolio', '/notes', '/services', '/contact']);
    expect(PRERENDERED_AREA_IDS).toEqual([
      'mf_portfolio/routes',
      'mf_portfolio/FeaturedProjects',
      'mf_notes/routes',
      'mf_forms/ServicesPage',
      'mf_forms/ContactPage',
    ]);
  });

  it('names only remotes the apps table knows', () => {
    for (const a of REMOTE_AREAS) expect(REMOTE_NAMES).toContain(targetOf(a.id).remote);
  });
});
