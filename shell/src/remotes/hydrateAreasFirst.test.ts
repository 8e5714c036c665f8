import { afterEach, describe, expect, it, vi } from 'vitest';
import { eagerAreaTargets, hydrateAreasFirst } from './hydrateAreasFirst';

/** Whether a startTransition scope is open: React then hydrates what is asked at transition priority, in slices. */
const transition = vi.hoisted(() => ({ open: false }));
vi.mock('react', async (original) => ({
  ...(await original<typeof import('react')>()),
  startTransition: (scope: () => void) => {
    transition.open = true;
    try {
      scope();
    } finally {
      transition.open = false;
    }
  },
}));

const page = () => {
  const doc = document.createElement('div');
  doc.innerHTML = `
    <div data-remote-area="services" style="display:contents"><!--$--><section id="services">…</section><!--/$--></div>
    <div data-remote-area="featured-projects" data-deferred style="display:contents"><!--$--><ul id="featured">…</ul><!--/$--></div>
    <div data-remote-area="sign-in" style="display:contents"></div>`;
  return doc;
};

/** A root whose ask records whether it came inside a transition. */
const fakeRoot = () => {
  const asks: Array<{ target: Node; inTransition: boolean }> = [];
  return { asks, unstable_scheduleHydration: (target: Node) => asks.push({ target, inTransition: transition.open }) };
};

describe('hydrateAreasFirst', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks React to hydrate each area shown at once, through the first element inside its boundary, once the shell is live', async () => {
    const doc = page();
    const shell = document.createElement('div');
    expect(eagerAreaTargets(doc).map((el) => el.id)).toEqual(['services']);
    const root = fakeRoot();
    hydrateAreasFirst(root, doc, shell);
    // Before the shell's commit the area has no fiber: React would retry the ask later, outside the transition.
    expect(root.asks).toEqual([]);
    shell.setAttribute('data-live', '');
    await Promise.resolve();
    expect(root.asks).toEqual([{ target: doc.querySelector('#services'), inTransition: true }]);
  });

  it('asks at once, in a transition, when the shell is already live', () => {
    const doc = page();
    const shell = document.createElement('div');
    shell.setAttribute('data-live', '');
    const root = fakeRoot();
    hydrateAreasFirst(root, doc, shell);
    expect(root.asks).toEqual([{ target: doc.querySelector('#services'), inTransition: true }]);
  });

  it('does nothing on a React without the API, or on a page without areas', () => {
    expect(() => hydrateAreasFirst({}, page(), null)).not.toThrow();
    const root = fakeRoot();
    hydrateAreasFirst(root, document.createElement('div'), null);
    expect(root.asks).toEqual([]);
  });
});
