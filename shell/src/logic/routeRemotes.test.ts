import { describe, expect, it } from 'vitest';
import { remoteForPath } from './routeRemotes';

describe('remoteForPath', () => {
  it('maps each remote route to the module that renders it', () => {
    expect(remoteForPath('/')).toEqual({ remote: 'mf_portfolio', expose: './FeaturedProjects', belowTheFold: true });
    expect(remoteForPath('/portfolio/face-recognition')).toEqual({ remote: 'mf_portfolio', expose: './routes' });
    expect(remoteForPath('/services')).toEqual({ remote: 'mf_forms', expose: './ServicesPage' });
    expect(remoteForPath('/profile')).toEqual({ remote: 'mf_account', expose: './ProfilePage' });
  });
  it('has nothing to preload for the shell-only pages', () => {
    expect(remoteForPath('/about')).toBeNull();
    expect(remoteForPath('/nope')).toBeNull();
    expect(remoteForPath('/servicesx')).toBeNull();
  });
});
