import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazily loaded pages and a busy 2-core machine: give findBy/waitFor more than the default second.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());

// happy-dom loads no images yet calls every one `complete` (as browsers do only once an image has loaded or
// failed). Report what a browser reports for an image it is still fetching; tests fire load/error themselves.
const { HTMLImageElement: ImageElement } = globalThis as unknown as { HTMLImageElement: { prototype: object } };
Object.defineProperty(ImageElement.prototype, 'complete', { configurable: true, get: () => false });
