export type ImageStatus = 'loaded' | 'failed';

/** Starts loading one image and reports once: how the browser's `Image` is plugged in (and faked in tests). */
export type ImageLoader = (src: string, done: (status: ImageStatus) => void) => void;

export const browserImageLoader: ImageLoader = (src, done) => {
  const image = new Image();
  image.onload = () => done('loaded');
  image.onerror = () => done('failed');
  image.src = src;
};

/**
 * Loads every image and resolves when each has loaded or failed (site spec §2.11: a failure counts as loaded),
 * with the outcome per address. Duplicate addresses are loaded once.
 */
export function preloadImages(sources: readonly string[], load: ImageLoader = browserImageLoader): Promise<Map<string, ImageStatus>> {
  const unique = [...new Set(sources)];
  const results = new Map<string, ImageStatus>();
  if (unique.length === 0) return Promise.resolve(results);
  return new Promise((resolve) => {
    for (const src of unique) {
      load(src, (status) => {
        if (results.has(src)) return;
        results.set(src, status);
        if (results.size === unique.length) resolve(results);
      });
    }
  });
}
