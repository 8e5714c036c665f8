import { describe, expect, it } from 'vitest';
import { preloadImages, type ImageLoader, type ImageStatus } from './preloadImages';

/** A loader whose images finish only when the test says so. */
function manualLoader() {
  const pending = new Map<string, (status: ImageStatus) => void>();
  const requested: string[] = [];
  const load: ImageLoader = (src, done) => {
    requested.push(src);
    pending.set(src, done);
  };
  return { load, requested, finish: (src: string, status: ImageStatus) => pending.get(src)!(status) };
}

describe('preloadImages', () => {
  it('resolves at once with nothing to load', async () => {
    expect((await preloadImages([])).size).toBe(0);
  });

  it('waits for every image, and a failure counts as loaded', async () => {
    const loader = manualLoader();
    let settled = false;
    const promise = preloadImages(['a.svg', 'b.svg', 'c.svg'], loader.load).then((r) => {
      settled = true;
      return r;
    });
    loader.finish('a.svg', 'loaded');
    loader.finish('c.svg', 'failed');
    await Promise.resolve();
    expect(settled).toBe(false);
    loader.finish('b.svg', 'loaded');
    const results = await promise;
    expect(settled).toBe(true);
    expect(Object.fromEntries(results)).toEqual({ 'a.svg': 'loaded', 'b.svg': 'loaded', 'c.svg': 'failed' });
  });

  it('loads a repeated address once and ignores a second report', async () => {
    const loader = manualLoader();
    const promise = preloadImages(['a.svg', 'a.svg'], loader.load);
    expect(loader.requested).toEqual(['a.svg']);
    loader.finish('a.svg', 'failed');
    loader.finish('a.svg', 'loaded');
    expect((await promise).get('a.svg')).toBe('failed');
  });
});
