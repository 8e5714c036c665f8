import { describe, expect, it, vi } from 'vitest';
import { eagerAreaTargets, hydrateAreasFirst } from './hydrateAreasFirst';

const page = () => {
  const doc = document.createElement('div');
  doc.innerHTML = `
    <div data-remote-area="services" style="display:contents"><!--$--><section id="services">…</section><!--/$--></div>
    <div data-remote-area="featured-projects" data-deferred style="display:contents"><!--$--><ul id="featured">…</ul><!--/$--></div>
    <div data-remote-area="sign-in" style="display:contents"></div>`;
  return doc;
};

describe('hydrateAreasFirst', () => {
  it('asks React to hydrate each area shown at once, through the first element inside its boundary', () => {
    const doc = page();
    expect(eagerAreaTargets(doc).map((el) => el.id)).toEqual(['services']);
    const root = { unstable_scheduleHydration: vi.fn() };
    hydrateAreasFirst(root, doc);
    expect(root.unstable_scheduleHydration).toHaveBeenCalledTimes(1);
    expect(root.unstable_scheduleHydration).toHaveBeenCalledWith(doc.querySelector('#services'));
  });

  it('does nothing on a React without the API, or on a page without areas', () => {
    expect(() => hydrateAreasFirst({}, page())).not.toThrow();
    const root = { unstable_scheduleHydration: vi.fn() };
    hydrateAreasFirst(root, document.createElement('div'));
    expect(root.unstable_scheduleHydration).not.toHaveBeenCalled();
  });
});
