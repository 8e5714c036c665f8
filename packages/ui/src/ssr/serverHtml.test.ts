import { afterEach, describe, expect, it, vi } from 'vitest';

const load = async () => {
  vi.resetModules();
  return import('./serverHtml');
};

describe('startsFromServerHtml: decided from the document itself (issue 31)', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-prerendered');
    window.history.replaceState(null, '', '/');
  });

  it('is true on the path the prerendered document was written for, and false on any other path at once', async () => {
    window.history.replaceState(null, '', '/portfolio/face-recognition');
    document.documentElement.setAttribute('data-prerendered', '');
    const { startsFromServerHtml } = await load();
    expect(startsFromServerHtml()).toBe(true);
    // A navigation inside the already-loaded app renders the next view before any effect of the shell has run.
    window.history.pushState(null, '', '/portfolio');
    expect(startsFromServerHtml()).toBe(false);
  });

  it('is false in a client-rendered frame', async () => {
    window.history.replaceState(null, '', '/signin');
    const { startsFromServerHtml } = await load();
    expect(startsFromServerHtml()).toBe(false);
  });

  it('is false after the first client-side navigation, even back on the first path', async () => {
    window.history.replaceState(null, '', '/about');
    document.documentElement.setAttribute('data-prerendered', '');
    const { startsFromServerHtml, leaveServerHtml } = await load();
    leaveServerHtml();
    expect(startsFromServerHtml()).toBe(false);
  });
});
